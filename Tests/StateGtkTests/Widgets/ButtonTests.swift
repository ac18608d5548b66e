// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
final class ButtonTests: XCTestCase {
    func testButtonLabelIconActionAndAccessibleName() throws { try onMain {
        try requireGtk()
        var clicks: [String] = []
        let save = Button(label: "Save") { clicks.append("first") }
        let add = Button(iconName: "list-add-symbolic", accessibleName: "Add item")
        var title = "Save"
        let (host, window) = showHost([save, add]) {
            save.label = title
            save.onClicked = { clicks.append(title) }
        }
        defer { window.close() }
        let gtkButton = gtk(save.gtkWidget, as: GtkButton.self)
        XCTAssertEqual(String(cString: gtk_button_get_label(gtkButton)), "Save")
        save.click()
        XCTAssertEqual(clicks, ["Save"], "the render's closure replaced the one from init")
        title = "Save all"
        host.setNeedsRender()
        StateView.flushRenders()
        XCTAssertEqual(String(cString: gtk_button_get_label(gtkButton)), "Save all")
        try window.click(save.gtkWidget)  // the user
        XCTAssertEqual(clicks, ["Save", "Save all"])

        #if GTK3
        XCTAssertNotNil(gtk_button_get_image(gtk(add.gtkWidget)), "the icon is the button's image")
        #else
        XCTAssertEqual(gtk_button_get_icon_name(gtk(add.gtkWidget)).map { String(cString: $0) }, "list-add-symbolic", "the icon is the button's")
        #endif
        XCTAssertEqual(WidgetTree.accessibleName(of: save.gtkWidget), "Save all", "a button's accessible name is its label")
        XCTAssertEqual(WidgetTree.accessibleName(of: add.gtkWidget), "Add item", "an icon-only button takes an explicit name")
        XCTAssertEqual(add.accessibleRole, .button)
        let iconAndLabel = Button(label: "Export", iconName: "document-save-symbolic")
        XCTAssertEqual(WidgetTree.accessibleName(of: iconAndLabel.gtkWidget), "Export", "a label beside an icon names the button")
        iconAndLabel.label = "Export all"
        XCTAssertEqual(WidgetTree.accessibleName(of: iconAndLabel.gtkWidget), "Export all")
        assertNoOpRerender(host)
    } }

    func testToggleAndCheckButtonsReportUserTogglesButNotRenderChanges() throws { try onMain {
        try requireGtk()
        var toggles: [Bool] = []
        var checks: [Bool] = []
        var bold = false
        let toggle = ToggleButton(label: "Bold")
        let check = CheckButton(label: "Remember me", isActive: true)
        let (host, window) = showHost([toggle, check]) {
            toggle.isActive = bold
            toggle.onToggled = { toggles.append($0) }
            check.onToggled = { checks.append($0) }
        }
        defer { window.close() }
        XCTAssertTrue(checkIsActive(check), "the creation-time value")
        bold = true
        host.setNeedsRender()
        StateView.flushRenders()
        XCTAssertEqual(gtk_toggle_button_get_active(gtk(toggle.gtkWidget)), 1)
        XCTAssertEqual(toggles, [], "a change made by render is not reported back")
        gtk_toggle_button_set_active(gtk(toggle.gtkWidget), 0)  // the user
        try window.click(check.gtkWidget)
        XCTAssertEqual(toggles, [false])
        XCTAssertEqual(checks, [false])
        XCTAssertFalse(checkIsActive(check))
        XCTAssertEqual(checkLabel(check), "Remember me")
        XCTAssertTrue(g_type_check_instance_is_a(UnsafeMutableRawPointer(check.gtkWidget).assumingMemoryBound(to: GTypeInstance.self), gtk_check_button_get_type()) != 0)
        // The user turned it off: render, still giving bold == true, leaves the user's choice;
        // a new value from the program (off, then on again) puts it back on, with one call.
        assertNoOpRerender(host)
        XCTAssertEqual(toggle.isActive, false)
        bold = false
        assertNoOpRerender(host)
        bold = true
        let counts = GtkMutations.measure {
            host.setNeedsRender()
            StateView.flushRenders()
        }
        XCTAssertEqual(counts.propertySets, 1)
        XCTAssertEqual(toggle.isActive, true)
        XCTAssertEqual(toggles, [false], "the program's change is not reported back")
        assertNoOpRerender(host)
        XCTAssertEqual(WidgetTree.accessibleName(of: check.gtkWidget), "Remember me", "a check button is named by its label")
        check.label = "Stay signed in"
        XCTAssertEqual(WidgetTree.accessibleName(of: check.gtkWidget), "Stay signed in", "and by its new label")
        let radio = RadioButton()
        radio.label = "Small"
        XCTAssertEqual(WidgetTree.accessibleName(of: radio.gtkWidget), "Small", "a radio button is named by its label")
        check.accessibleName = "Keep me signed in"
        check.label = "Remember"
        XCTAssertEqual(WidgetTree.accessibleName(of: check.gtkWidget), "Keep me signed in", "an explicit name wins over the label")
    } }

    func testSwitchReportsUserFlipsAndIsNamedForScreenReaders() throws { try onMain {
        try requireGtk()
        var flips: [Bool] = []
        let wifi = Switch(isActive: true, accessibleName: "Wi-Fi") { flips.append($0) }
        let (host, window) = showHost([wifi]) { wifi.isActive = true }
        defer { window.close() }
        #if GTK3
        let gtkSwitch = gtk(wifi.gtkWidget, as: GtkSwitch.self)
        #else
        let gtkSwitch = OpaquePointer(wifi.gtkWidget)
        #endif
        XCTAssertEqual(gtk_switch_get_active(gtkSwitch), 1)
        gtk_switch_set_active(gtkSwitch, 0)  // the user
        XCTAssertEqual(flips, [false])
        assertNoOpRerender(host)  // render, still giving true, leaves the user's flip
        XCTAssertEqual(gtk_switch_get_active(gtkSwitch), 0)
        wifi.isActive = true  // the program, acting outside render
        XCTAssertEqual(flips, [false])
        XCTAssertEqual(gtk_switch_get_active(gtkSwitch), 1)
        XCTAssertEqual(WidgetTree.accessibleName(of: wifi.gtkWidget), "Wi-Fi")
        assertNoOpRerender(host)
    } }

    func testLinkButton() throws { try onMain {
        try requireGtk()
        var opened = 0
        let link = LinkButton(uri: "https://example.org", label: "Example")
        let (host, window) = showHost([link]) {
            link.uri = "https://example.com"
            link.onActivateLink = {
                opened += 1
                return true  // handled: no browser
            }
        }
        defer { window.close() }
        XCTAssertEqual(stringProperty(UnsafeMutableRawPointer(link.gtkWidget), "uri"), "https://example.com")
        XCTAssertEqual(String(cString: gtk_button_get_label(gtk(link.gtkWidget))), "Example")
        link.click()
        XCTAssertEqual(opened, 1)
        XCTAssertEqual(WidgetTree.accessibleName(of: link.gtkWidget), "Example")
        assertNoOpRerender(host)
    } }
}

@MainActor private func checkIsActive(_ check: CheckButton) -> Bool {
    #if GTK3
    gtk_toggle_button_get_active(gtk(check.gtkWidget)) != 0
    #else
    gtk_check_button_get_active(gtk(check.gtkWidget)) != 0
    #endif
}

@MainActor private func checkLabel(_ check: CheckButton) -> String? {
    #if GTK3
    gtk_button_get_label(gtk(check.gtkWidget)).map { String(cString: $0) }
    #else
    gtk_check_button_get_label(gtk(check.gtkWidget)).map { String(cString: $0) }
    #endif
}
