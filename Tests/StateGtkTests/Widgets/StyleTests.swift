#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
/// The background colour GTK computed for a widget.
@MainActor
private func background(_ widget: UnsafeMutablePointer<GtkWidget>) -> GdkRGBA {
    let context = gtk_widget_get_style_context(widget)
    var value = GValue()
    gtk_style_context_get_property(context, "background-color", gtk_style_context_get_state(context), &value)
    defer { g_value_unset(&value) }
    return g_value_get_boxed(&value)!.assumingMemoryBound(to: GdkRGBA.self).pointee
}

@MainActor
private func hasClass(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Bool {
    gtk_style_context_has_class(gtk_widget_get_style_context(widget), name) != 0
}

@MainActor
private func classes(_ widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    var result: [String] = []
    let list = gtk_style_context_list_classes(gtk_widget_get_style_context(widget))
    var node = list
    while let current = node {
        result.append(String(cString: current.pointee.data.assumingMemoryBound(to: CChar.self)))
        node = current.pointee.next
    }
    g_list_free(list)
    return result
}

final class StyleTests: XCTestCase {
    func testApplicationCssAppliesAndErrorsAreLogged() throws { try onMain {
        try requireGtk()
        XCTAssertTrue(Style.load(css: ".sg-test-green { background-color: #00ff00; }", source: "test-green"))
        let host = WidgetHost()
        host.configure = { host.styleClasses = ["sg-test-green"] }
        let window = TestWindow(host)
        defer { window.close() }
        XCTAssertTrue(hasClass(host.widget, "sg-test-green"))
        XCTAssertEqual(background(host.widget).green, 1)
        assertNoOpRerender(host)

        var ok = true
        let messages = TestLog.capture { ok = Style.load(css: "label {\n  color: nope;\n}", source: "broken.css") }
        XCTAssertFalse(ok)
        XCTAssertTrue(messages.contains { $0.contains("broken.css") && $0.contains("line 2") }, "\(messages)")
        XCTAssertFalse(Style.load(file: "/nonexistent/app.css"))
        Style.load(css: "", source: "broken.css")
    } }

    func testGeneratedStylesShareOneRuleAndSwapClasses() throws { try onMain {
        try requireGtk()
        var color = "#ff0000"
        let host = WidgetHost()
        let label = Label("styled")
        host.widgets = [label]
        host.configure = {
            host.style(.background(color), .cornerRadius(8))
            label.style(.background(color), .cornerRadius(8))
        }
        let window = TestWindow(host)
        defer { window.close() }
        Style.applyPendingRules()
        let generated = classes(host.widget).filter { $0.hasPrefix("sg-style-") }
        XCTAssertEqual(generated.count, 1)
        XCTAssertEqual(classes(label.gtkWidget).filter { $0.hasPrefix("sg-style-") }, generated, "same declarations, same class")
        XCTAssertEqual(background(host.widget).red, 1)
        assertNoOpRerender(host)

        color = "#0000ff"
        host.setNeedsRender()
        StateView.flushRenders()
        Style.applyPendingRules()
        let swapped = classes(host.widget).filter { $0.hasPrefix("sg-style-") }
        XCTAssertEqual(swapped.count, 1)
        XCTAssertNotEqual(swapped, generated)
        XCTAssertEqual(background(host.widget).blue, 1)
        host.style([])
        XCTAssertTrue(classes(host.widget).filter { $0.hasPrefix("sg-style-") }.isEmpty)
    } }

    func testDarkThemePreference() throws { try onMain {
        try requireGtk()
        let before = Style.prefersDarkTheme
        Style.prefersDarkTheme = true
        XCTAssertTrue(boolProperty(UnsafeMutableRawPointer(gtk_settings_get_default()), "gtk-application-prefer-dark-theme"))
        Style.prefersDarkTheme = before
    } }
}
#endif
