#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
final class AccessibilityTests: XCTestCase {
    func testViewsTakeNamesDescriptionsAndRolesOnlyChangesCost() throws { try onMain {
        try requireGtk()
        var name = "Open repository"
        let host = WidgetHost()
        host.configure = {
            host.accessibleName = name
            host.accessibleDescription = "Shows its issues and pull requests"
            host.accessibleRole = .button
        }
        let window = TestWindow(host)
        defer { window.close() }
        let atk = gtk_widget_get_accessible(host.widget)
        XCTAssertEqual(atk_object_get_name(atk).map { String(cString: $0) }, "Open repository")
        XCTAssertEqual(atk_object_get_description(atk).map { String(cString: $0) }, "Shows its issues and pull requests")
        XCTAssertEqual(atk_object_get_role(atk), ATK_ROLE_PUSH_BUTTON)
        assertNoOpRerender(host)
        name = "Open stategtk"
        let counts = GtkMutations.measure {
            host.setNeedsRender()
            StateView.flushRenders()
        }
        XCTAssertEqual(counts.propertySets, 1)
        XCTAssertEqual(host.accessibleName, "Open stategtk")
    } }

    func testWidgetsAreNamedByTheirTextUnlessToldOtherwise() throws { try onMain {
        try requireGtk()
        let label = Label("Stars")
        let button = Button(label: "Star")
        let toggle = ToggleButton(label: "Watch")
        let icon = Button(iconName: "user-trash-symbolic", accessibleName: "Delete")
        let slider = Scale()
        slider.accessibleName = "Volume"
        XCTAssertEqual(WidgetTree.accessibleName(of: label.gtkWidget), "Stars")
        XCTAssertEqual(WidgetTree.accessibleName(of: button.gtkWidget), "Star")
        XCTAssertEqual(WidgetTree.accessibleName(of: toggle.gtkWidget), "Watch")
        XCTAssertEqual(WidgetTree.accessibleName(of: icon.gtkWidget), "Delete")
        XCTAssertEqual(WidgetTree.accessibleName(of: slider.gtkWidget), "Volume")
        XCTAssertEqual(label.accessibleRole, .label)
        XCTAssertEqual(toggle.accessibleRole, .toggleButton)
        XCTAssertEqual(slider.accessibleRole, .slider)

        button.accessibleName = "Star this repository"
        XCTAssertEqual(WidgetTree.accessibleName(of: button.gtkWidget), "Star this repository", "an explicit name wins")
        button.accessibleName = nil
        button.label = "Unstar"
        XCTAssertEqual(WidgetTree.accessibleName(of: button.gtkWidget), "Unstar", "unset, the label names it again")
        label.accessibleDescription = "Number of stars"
        XCTAssertEqual(label.accessibleDescription, "Number of stars")
    } }

    /// A combo box's focus is on a toggle button inside it; its accessible has the focus then,
    /// and says so, or a screen reader says nothing on Tab to it (GTK 3.24 lost that focus).
    func testAComboBoxHasTheAccessibleFocusWhileItsButtonHasTheKeyboardFocus() throws { try onMain {
        try requireGtk()
        let host = WidgetHost()
        let entry = Entry(), sort = ComboBoxText(items: ["Stars", "Forks"], selectedIndex: 0)
        sort.accessibleName = "Sort"
        host.widgets = [entry, sort]
        let window = TestWindow(host)
        defer { window.close() }
        let accessible = gtk_widget_get_accessible(sort.gtkWidget)!
        let changes = FocusChanges()
        let connection = g_signal_connect_data(
            UnsafeMutableRawPointer(accessible), "state-change",
            unsafeBitCast(FocusChanges.stateChanged, to: GCallback.self), Unmanaged.passUnretained(changes).toOpaque(), nil, GConnectFlags(0))
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(accessible), connection) }
        func isFocused() -> Bool {
            let states = atk_object_ref_state_set(accessible)
            defer { g_object_unref(UnsafeMutableRawPointer(states)) }
            return atk_state_set_contains_state(states, ATK_STATE_FOCUSED) != 0
        }

        entry.grabFocus()
        waitUntilIdle()
        XCTAssertFalse(isFocused())
        try window.press(keyval: guint(GDK_KEY_Tab))
        waitUntilIdle()
        XCTAssertTrue(isFocused(), "the button inside has the focus")
        XCTAssertEqual(changes.focused, [true])
        try window.press(keyval: guint(GDK_KEY_ISO_Left_Tab), modifiers: GDK_SHIFT_MASK)
        waitUntilIdle()
        XCTAssertTrue(entry.hasFocus)
        XCTAssertFalse(isFocused())
        XCTAssertEqual(changes.focused, [true, false])
    } }
}

/// The "focused" state changes an accessible announced.
private final class FocusChanges {
    var focused: [Bool] = []

    /// `void (*)(AtkObject *self, gchar *name, gboolean state_set, gpointer data)`.
    static let stateChanged: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32, UnsafeMutableRawPointer?) -> Void = { _, name, set, data in
        guard let name, String(cString: name) == "focused", let data else { return }
        Unmanaged<FocusChanges>.fromOpaque(data).takeUnretainedValue().focused.append(set != 0)
    }
}
#endif
