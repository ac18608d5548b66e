#if GTK4 && !GTK3
import CGtk4
import Foundation
import StateGtkTesting
import XCTest

@testable import StateGtk

/// Styles and frame-clock animations on GTK 4, as StateGtkTests' StyleTests and TransitionTests
/// check them on GTK 3: the app's CSS and generated styles reach what GTK 4 draws, classes are
/// added and removed through GTK 4's own calls, and transitions run on the frame clock to
/// their end value (or complete with false when cut short).
final class GTK4StyleAndAnimationTests: XCTestCase {
    // MARK: Styles

    func testApplicationCssIsDrawnAndErrorsAreLoggedWithTheirLine() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        XCTAssertTrue(Style.load(css: ".sg-test-green { background-color: #00ff00; color: #008000; }", source: "test-green"))
        let view = ScriptedView()
        view.render { $0.styleClasses = ["sg-test-green"] }
        let window = TestWindow(view, width: 120, height: 80)
        XCTAssertTrue(gtk_widget_has_css_class(view.widget, "sg-test-green") != 0)
        XCTAssertEqual(view.styleClasses, ["sg-test-green"])
        XCTAssertTrue(GTK4Harness.drain(until: { Pixel.of(view.widget) == Pixel(red: 0, green: 255, blue: 0) }),
                      "the provider's background is drawn: \(Pixel.of(view.widget))")
        XCTAssertEqual(Pixel.color(view.widget), Pixel(red: 0, green: 128, blue: 0))
        XCTAssertEqual(GtkMutations.measure { view.setNeedsRender(); StateView.flushRenders() }.styleClassChanges, 0,
                       "the same classes again make no GTK call")

        view.render { $0.styleClasses = [] }
        XCTAssertTrue(gtk_widget_has_css_class(view.widget, "sg-test-green") == 0)
        // GTK 4 restyles a widget whose classes changed at its next frame.
        XCTAssertTrue(GTK4Harness.drain(until: { Pixel.of(view.widget) == Pixel(red: 0, green: 0, blue: 0) }),
                      "nothing drawn without the class: \(Pixel.of(view.widget))")

        var valid = true
        let messages = GTK4TestLog.capture { valid = Style.load(css: "label {\n  color: nope;\n}", source: "broken.css") }
        XCTAssertFalse(valid)
        XCTAssertTrue(messages.contains { $0.contains("broken.css") && $0.contains("line 2") }, "\(messages)")
        XCTAssertFalse(Style.load(file: "/nonexistent/app.css"))
        Style.load(css: "", source: "broken.css")
        Style.load(css: "", source: "test-green")
        window.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [], "GTK 4 reports no CSS error itself")
    } }

    func testGeneratedStylesShareOneRuleAndSwapClasses() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let paint = Paint()
        let label = Label("styled")
        let view = ScriptedView()
        let script: @MainActor (ScriptedView) -> Void = { view in
            view.style(.background(paint.color), .cornerRadius(2))
            label.style(.background(paint.color), .cornerRadius(2))
            view.place(label, key: "label") { make in make.left.top.equalTo(view) }
        }
        view.render(script)
        let window = TestWindow(view, width: 120, height: 80)
        Style.applyPendingRules()
        GTK4Harness.drain()
        let generated = classes(view.widget).filter { $0.hasPrefix("sg-style-") }
        XCTAssertEqual(generated.count, 1)
        XCTAssertEqual(classes(label.gtkWidget).filter { $0.hasPrefix("sg-style-") }, generated, "same declarations, same class")
        XCTAssertTrue(GTK4Harness.drain(until: { Pixel.of(view.widget) == Pixel(red: 255, green: 0, blue: 0) }), "\(Pixel.of(view.widget))")
        XCTAssertEqual(GtkMutations.measure { view.render(script) }.styleClassChanges, 0)

        paint.color = "#0000ff"
        view.render(script)
        Style.applyPendingRules()
        let swapped = classes(view.widget).filter { $0.hasPrefix("sg-style-") }
        XCTAssertEqual(swapped.count, 1)
        XCTAssertNotEqual(swapped, generated)
        XCTAssertTrue(GTK4Harness.drain(until: { Pixel.of(view.widget) == Pixel(red: 0, green: 0, blue: 255) }), "\(Pixel.of(view.widget))")
        view.style([])
        XCTAssertTrue(classes(view.widget).filter { $0.hasPrefix("sg-style-") }.isEmpty)
        window.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testDarkThemePreferenceIsGtkSettings() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
        let before = Style.prefersDarkTheme
        Style.prefersDarkTheme = !before
        XCTAssertEqual(GObjectProperty.bool(settings, "gtk-application-prefer-dark-theme"), !before)
        Style.prefersDarkTheme = before
        XCTAssertEqual(GObjectProperty.bool(settings, "gtk-application-prefer-dark-theme"), before)
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    // MARK: Animations

    func testFrameAnimationFollowsTheFrameClockToItsEnd() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let panel = FadingPanel()
        let window = TestWindow(panel)
        var result: Bool?
        var values: [Double] = []
        let animation = FrameAnimation.run(on: panel.widget, duration: 0.2, easing: .easeInOut, update: { values.append($0) }) { result = $0 }
        XCTAssertNil(result, "it runs on the frame clock, not at once")
        XCTAssertTrue(GTK4Harness.drain(until: { result != nil }))
        XCTAssertEqual(result, true)
        XCTAssertGreaterThan(animation.frames.count, 2, "several frames were drawn")
        let start = animation.frames[0].time
        for frame in animation.frames {
            XCTAssertEqual(frame.value, animation.value(at: frame.time, start: start), accuracy: 1e-9)
        }
        XCTAssertEqual(animation.frames.last?.value, 1)
        XCTAssertEqual(values, [0] + animation.frames.map(\.value), "update saw exactly the frame values")
        XCTAssertTrue(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })

        var cancelled: Bool?
        let long = FrameAnimation.run(on: panel.widget, duration: 60, update: { _ in }) { cancelled = $0 }
        long.cancel()
        XCTAssertEqual(cancelled, false)
        XCTAssertTrue(long.isFinished)

        let unmapped = g_object_ref_sink(UnsafeMutableRawPointer(gtk_label_new("off screen")))!
        var jumped: [Double] = [], ended: Bool?
        FrameAnimation.run(on: unmapped.assumingMemoryBound(to: GtkWidget.self), duration: 1, update: { jumped.append($0) }) { ended = $0 }
        XCTAssertEqual(jumped, [1], "a widget off screen gets no frames: the end at once")
        XCTAssertEqual(ended, true)
        g_object_unref(unmapped)
        window.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testFadeAppliesTheStateAndEndsOpaque() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let panel = FadingPanel()
        let window = TestWindow(panel)
        var finished: Bool?
        var midOpacity: Double?
        panel.state.apply { $0.editing("photo") }.via(.fade(duration: 0.2)) { finished = $0 }
        XCTAssertEqual(panel.label.text, "editing photo", "mutations run at the start of a fade")
        XCTAssertEqual(gtk_widget_get_opacity(panel.widget), 0)
        XCTAssertTrue(GTK4Harness.drain(until: {
            let opacity = gtk_widget_get_opacity(panel.widget)
            if opacity > 0.05 && opacity < 0.95 { midOpacity = opacity }
            return finished != nil
        }))
        XCTAssertEqual(finished, true)
        XCTAssertNotNil(midOpacity, "an intermediate frame was partly transparent")
        XCTAssertEqual(gtk_widget_get_opacity(panel.widget), 1)
        XCTAssertEqual(panel.state.current?.name, "editing(_:)")

        finished = nil
        var lowest = 1.0
        panel.state.apply { $0.empty() }.via(.crossFade(duration: 0.2)) { finished = $0 }
        XCTAssertTrue(GTK4Harness.drain(until: {
            lowest = min(lowest, gtk_widget_get_opacity(panel.widget))
            return finished != nil
        }))
        XCTAssertEqual(finished, true)
        XCTAssertLessThan(lowest, 0.5, "it faded out before fading in")
        XCTAssertEqual(panel.label.text, "empty")
        XCTAssertEqual(gtk_widget_get_opacity(panel.widget), 1)
        window.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testAnimatingANumericPropertyPassesThroughIntermediateValues() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let panel = FadingPanel()
        let window = TestWindow(panel)
        var finished: Bool?
        var seen: [Double] = []
        panel.state.apply { $0.exporting(1) }.via(.animating(\FadingPanel.progress, duration: 0.2)) { finished = $0 }
        XCTAssertEqual(panel.progress, 0, "it starts from the value before the state")
        XCTAssertTrue(GTK4Harness.drain(until: {
            seen.append(panel.progress)
            return finished != nil
        }))
        XCTAssertEqual(finished, true)
        XCTAssertEqual(panel.progress, 1)
        XCTAssertTrue(seen.contains { $0 > 0.01 && $0 < 0.99 }, "\(seen.prefix(20))")
        window.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testATransitionWhoseWidgetIsDestroyedCompletesWithFalse() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let panel = FadingPanel()
        let window = TestWindow(panel)
        var finished: Bool?
        panel.state.apply { $0.editing("x") }.via(.crossFade(duration: 1)) { finished = $0 }
        let later = Date().addingTimeInterval(0.1)
        _ = GTK4Harness.drain(until: { Date() > later })
        XCTAssertNil(finished)
        window.close()  // destroys the panel's widget mid-animation
        XCTAssertTrue(GTK4Harness.drain(until: { finished != nil }))
        XCTAssertEqual(finished, false)
        XCTAssertEqual(panel.label.text, "editing x", "a cut-short cross-fade still lands in the state")
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testQueuedStatesRunInOrderOnTheMainLoop() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let panel = FadingPanel()
        let window = TestWindow(panel)
        var order: [String] = []
        panel.state.apply { $0.editing("a") }.via(.fade(duration: 0.05)) { _ in order.append("a") }
        panel.state.apply { $0.empty() }.instantly { _ in order.append("empty") }
        panel.state.apply { $0.empty() }.instantly { finished in order.append("again \(finished)") }
        XCTAssertEqual(panel.state.pendingCount, 2)
        XCTAssertTrue(GTK4Harness.drain(until: { order.count == 3 }))
        XCTAssertEqual(order, ["a", "empty", "again true"])
        XCTAssertEqual(panel.label.text, "empty")
        window.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }
}

/// The colour a scripted render reads, changed by the test between renders.
@MainActor
private final class Paint {
    var color = "#ff0000"
}

final class FadingPanel: StateView {
    let label = Label("empty")
    var progress = 0.0
    override func render() { place(label, key: "label") }
}

extension FadingPanel: Stateful {
    static func empty() -> State<FadingPanel> { state { $0.label.text = "empty" } }
    static func editing(_ name: String) -> State<FadingPanel> { state { $0.label.text = "editing \(name)" } }
    static func exporting(_ progress: Double) -> State<FadingPanel> { state { $0.progress = progress } }
}

/// The CSS classes GTK 4 has for `widget`.
@MainActor
private func classes(_ widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    guard let names = gtk_widget_get_css_classes(widget) else { return [] }
    defer { g_strfreev(names) }
    var result: [String] = []
    var cursor = names
    while let name = cursor.pointee {
        result.append(String(cString: name))
        cursor += 1
    }
    return result
}

/// A colour as GTK 4 draws it, in 8-bit channels.
private struct Pixel: Equatable {
    var red: UInt8, green: UInt8, blue: UInt8

    /// The colour drawn at the centre of `widget` alone (its own snapshot, through cairo):
    /// black where it draws nothing.
    @MainActor
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> Pixel {
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
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        // RGB24 is a native-endian 32-bit word per pixel: little-endian x86 stores B, G, R, x.
        let offset = Int(height / 2) * stride + Int(width / 2) * 4
        return Pixel(red: data[offset + 2], green: data[offset + 1], blue: data[offset])
    }

    /// The CSS `color` GTK 4 computed for `widget`.
    @MainActor
    static func color(_ widget: UnsafeMutablePointer<GtkWidget>) -> Pixel {
        var rgba = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &rgba)
        func channel(_ value: Float) -> UInt8 { UInt8((value * 255).rounded()) }
        return Pixel(red: channel(rgba.red), green: channel(rgba.green), blue: channel(rgba.blue))
    }
}
#endif
