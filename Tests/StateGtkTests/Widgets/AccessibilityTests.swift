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
}
