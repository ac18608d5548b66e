// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
/// A colour in 8-bit channels.
private struct RGB: Equatable {
    var red: UInt8, green: UInt8, blue: UInt8
    init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) { (self.red, self.green, self.blue) = (red, green, blue) }
    init(_ rgba: GdkRGBA) {
        func channel(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
        self.init(channel(Double(rgba.red)), channel(Double(rgba.green)), channel(Double(rgba.blue)))
    }
}

/// The background `widget` shows: on GTK 3 the colour its style computed, on GTK 4 (which has
/// no getter for it) the colour drawn at its centre, black where it draws nothing.
@MainActor
private func background(_ widget: UnsafeMutablePointer<GtkWidget>) -> RGB {
    #if GTK3
    let context = gtk_widget_get_style_context(widget)
    var value = GValue()
    gtk_style_context_get_property(context, "background-color", gtk_style_context_get_state(context), &value)
    defer { g_value_unset(&value) }
    return RGB(g_value_get_boxed(&value)!.assumingMemoryBound(to: GdkRGBA.self).pointee)
    #else
    let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, max(width, 1), max(height, 1))
    defer { cairo_surface_destroy(surface) }
    let paintable = gtk_widget_paintable_new(widget)
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    let snapshot = gtk_snapshot_new()
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    if let node = gtk_snapshot_free_to_node(snapshot) {
        let cairo = cairo_create(surface)
        gsk_render_node_draw(node, cairo)
        cairo_destroy(cairo)
        gsk_render_node_unref(node)
    }
    cairo_surface_flush(surface)
    let data = cairo_image_surface_get_data(surface)!
    // RGB24 is a native-endian 32-bit word per pixel: little-endian x86 stores B, G, R, x.
    let offset = Int(height / 2) * Int(cairo_image_surface_get_stride(surface)) + Int(width / 2) * 4
    return RGB(data[offset + 2], data[offset + 1], data[offset])
    #endif
}

/// The text colour GTK computed for `widget`.
@MainActor
private func foreground(_ widget: UnsafeMutablePointer<GtkWidget>) -> RGB {
    var rgba = GdkRGBA()
    let context = gtk_widget_get_style_context(widget)
    #if GTK3
    gtk_style_context_get_color(context, gtk_style_context_get_state(context), &rgba)
    #else
    gtk_style_context_get_color(context, &rgba)
    #endif
    return RGB(rgba)
}

@MainActor
private func classes(_ widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    var result: [String] = []
    #if GTK3
    let list = gtk_style_context_list_classes(gtk_widget_get_style_context(widget))
    var node = list
    while let current = node {
        result.append(String(cString: current.pointee.data.assumingMemoryBound(to: CChar.self)))
        node = current.pointee.next
    }
    g_list_free(list)
    #else
    guard let names = gtk_widget_get_css_classes(widget) else { return [] }
    defer { g_strfreev(names) }
    var cursor = names
    while let name = cursor.pointee {
        result.append(String(cString: name))
        cursor += 1
    }
    #endif
    return result
}

/// The app's CSS and generated styles reach what GTK shows, and classes come and go with renders
/// (GTK 4 restyles a widget whose classes changed at its next frame, hence `eventually`).
final class StyleTests: XCTestCase {
    func testApplicationCssAppliesAndErrorsAreLogged() throws { try onMain {
        try requireGtk()
        XCTAssertTrue(Style.load(css: ".sg-test-green { background-color: #00ff00; color: #008000; }", source: "test-green"))
        defer { Style.load(css: "", source: "test-green") }
        var styled = true
        let host = WidgetHost()
        host.configure = { host.styleClasses = styled ? ["sg-test-green"] : [] }
        let window = TestWindow(host)
        defer { window.close() }
        XCTAssertEqual(classes(host.widget).filter { $0.hasPrefix("sg-test") }, ["sg-test-green"])
        XCTAssertTrue(eventually { background(host.widget) == RGB(0, 255, 0) }, "\(background(host.widget))")
        XCTAssertEqual(foreground(host.widget), RGB(0, 128, 0))
        assertNoOpRerender(host)

        styled = false
        host.setNeedsRender()
        StateView.flushRenders()
        XCTAssertFalse(classes(host.widget).contains("sg-test-green"))
        XCTAssertTrue(eventually { background(host.widget) == RGB(0, 0, 0) }, "no background without the class: \(background(host.widget))")

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
        XCTAssertTrue(eventually { background(host.widget) == RGB(255, 0, 0) }, "\(background(host.widget))")
        assertNoOpRerender(host)

        color = "#0000ff"
        host.setNeedsRender()
        StateView.flushRenders()
        Style.applyPendingRules()
        let swapped = classes(host.widget).filter { $0.hasPrefix("sg-style-") }
        XCTAssertEqual(swapped.count, 1)
        XCTAssertNotEqual(swapped, generated)
        XCTAssertTrue(eventually { background(host.widget) == RGB(0, 0, 255) }, "\(background(host.widget))")
        host.style([])
        XCTAssertTrue(classes(host.widget).filter { $0.hasPrefix("sg-style-") }.isEmpty)
    } }

    func testDarkThemePreference() throws { try onMain {
        try requireGtk()
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
        let before = Style.prefersDarkTheme
        Style.prefersDarkTheme = !before
        XCTAssertEqual(boolProperty(settings, "gtk-application-prefer-dark-theme"), !before)
        Style.prefersDarkTheme = before
        XCTAssertEqual(boolProperty(settings, "gtk-application-prefer-dark-theme"), before)
    } }
}
