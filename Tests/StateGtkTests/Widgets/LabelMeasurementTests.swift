#if GTK3
import CGtk
import CStateGtk
import StateGtk
import StateGtkTesting
import XCTest
/// StateGtk's Label (SGLabel) measures an ellipsized text once for both orientations; these
/// tests hold its answers to GtkLabel's own, to the pixel, for the same text and CSS, side by side
/// in one window.
final class LabelMeasurementTests: XCTestCase {
    private static func cast<From, To>(_ pointer: UnsafeMutablePointer<From>) -> UnsafeMutablePointer<To> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
    }

    /// What a label asks GTK for: both orientations, with baselines.
    private struct Request: Equatable, CustomStringConvertible {
        var width: (minimum: Int32, natural: Int32)
        var height: (minimum: Int32, natural: Int32)
        var baseline: (minimum: Int32, natural: Int32)
        var heightForNaturalWidth: (minimum: Int32, natural: Int32)
        static func == (a: Self, b: Self) -> Bool { a.description == b.description }
        var description: String {
            "width \(width.minimum)/\(width.natural), height \(height.minimum)/\(height.natural), baseline \(baseline.minimum)/\(baseline.natural), height at natural width \(heightForNaturalWidth.minimum)/\(heightForNaturalWidth.natural)"
        }
    }

    @MainActor private static func request(_ label: UnsafeMutablePointer<GtkWidget>) -> Request {
        var request = Request(width: (0, 0), height: (0, 0), baseline: (0, 0), heightForNaturalWidth: (0, 0))
        gtk_widget_get_preferred_width(label, &request.width.minimum, &request.width.natural)
        gtk_widget_get_preferred_height_and_baseline_for_width(
            label, -1, &request.height.minimum, &request.height.natural, &request.baseline.minimum, &request.baseline.natural)
        gtk_widget_get_preferred_height_for_width(
            label, request.width.natural, &request.heightForNaturalWidth.minimum, &request.heightForNaturalWidth.natural)
        return request
    }

    /// A window of label pairs, an SGLabel and a GtkLabel configured alike, all styled by one CSS
    /// provider, in a vertical box.
    @MainActor private final class PairWindow {
        typealias Pair = (ours: UnsafeMutablePointer<GtkWidget>, theirs: UnsafeMutablePointer<GtkWidget>)
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        private let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        private let provider = gtk_css_provider_new()!
        private(set) var pairs: [Pair] = []

        init(css: String) {
            gtk_window_set_default_size(LabelMeasurementTests.cast(window), 400, 300)
            gtk_container_add(LabelMeasurementTests.cast(window), box)
            gtk_css_provider_load_from_data(provider, css, -1, nil)
        }

        @discardableResult
        func addPair(configure: (UnsafeMutablePointer<GtkWidget>) -> Void = { _ in }) -> Pair {
            let pair = (ours: sg_label_new(nil)!, theirs: gtk_label_new(nil)!)
            for label in [pair.ours, pair.theirs] {
                configure(label)
                gtk_style_context_add_provider(gtk_widget_get_style_context(label), OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
                gtk_box_pack_start(LabelMeasurementTests.cast(box), label, 0, 0, 0)
            }
            pairs.append(pair)
            return pair
        }

        func show(file: StaticString = #filePath, line: UInt = #line) {
            gtk_widget_show_all(window)
            XCTAssertTrue(Gtk.runUntil(timeout: 5) { gtk_widget_get_mapped(self.window) != 0 }, "the window maps", file: file, line: line)
        }

        /// Adds a CSS class to every label; it counts from the next frame, as GTK measures then.
        func addClass(_ name: String) {
            for pair in pairs { for label in [pair.ours, pair.theirs] { gtk_style_context_add_class(gtk_widget_get_style_context(label), name) } }
            waitUntilIdle()
        }

        func close() {
            gtk_widget_destroy(window)
            g_object_unref(provider)
        }
    }

    private static let texts = [
        "", "a", "Hello, world", String(repeating: "A long description that goes on and on. ", count: 6),
        "emoji 🎉🚀 mixed in", "日本語のテキストと English", "مرحبا بالعالم and Latin", "line one\nline two, longer",
        "tabs\tand   spaces", "★ 12.3K   1.2K forks   Swift   updated 2 days ago",
        "\u{200B}a zero-width space first", "\na newline first", "\u{301}a combining accent first", " a space first",
        "🎉 an emoji first", "x",
    ]

    /// One window, one SGLabel and one GtkLabel per configuration, each pair given the same text,
    /// markup, ellipsis and CSS class; a frame runs between texts, so that later requests find
    /// labels already allocated (GtkLabel then measures from copies of its layout).
    @MainActor private static func compare(
        css: String, classes: [String], markup: Bool = false,
        template: (String) -> String = { "<b>\($0)</b> <big>big</big>" }, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (fallbacks: [UInt32], requests: Int) {
        let labels = PairWindow(css: css)
        defer { labels.close() }
        for mode in [PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END] {
            labels.addPair { label in
                gtk_label_set_ellipsize(Self.cast(label), mode)
                gtk_widget_set_valign(label, GTK_ALIGN_BASELINE)  // else GTK reports no baseline
                for name in classes { gtk_style_context_add_class(gtk_widget_get_style_context(label), name) }
            }
        }
        labels.show(file: file, line: line)
        let pairs = labels.pairs
        var requests = 0
        for text in Self.texts {
            for pair in pairs {
                for label in [pair.ours, pair.theirs] {
                    if markup { gtk_label_set_markup(Self.cast(label), template(Markup.escape(text))) }
                    else { gtk_label_set_text(Self.cast(label), text) }
                }
                let ours = Self.request(pair.ours)
                XCTAssertEqual(ours, Self.request(pair.theirs), "\(text.debugDescription), \(classes)", file: file, line: line)
                XCTAssertGreaterThan(ours.baseline.natural, 0, "a baseline-aligned label has a baseline", file: file, line: line)
                requests += 1
            }
            waitUntilIdle()
        }
        return (pairs.map { sg_label_get_fallback_count(OpaquePointer($0.ours)) }, requests)
    }

    func testEllipsizedLabelsRequestWhatGtkLabelRequests() throws { try onMain {
        try requireGtk()
        let css = """
            label.boxed { padding: 3px 5px; border: 1px solid black; margin: 2px 4px; min-height: 30px; }
            label.big { font-size: 20px; }
            """
        for classes in [[], ["boxed"], ["big"], ["boxed", "big"]] {
            let (fallbacks, requests) = try Self.compare(css: css, classes: classes)
            // GtkLabel answers the first request of each orientation, which confirms the CSS box.
            for count in fallbacks { XCTAssertLessThanOrEqual(count, 4, "\(classes): \(requests) requests per label") }
        }
        _ = try Self.compare(css: css, classes: ["boxed"], markup: true)
        // Each paragraph ellipsizes in its own attributes: a bigger second line cuts to a wider ellipsis.
        _ = try Self.compare(css: css, classes: [], markup: true, template: { "<small>\($0)</small>\n<big>second line</big>" })
    } }

    func testACssBoxInFractionsOfAPixelIsLeftToGtkLabel() throws { try onMain {
        try requireGtk()
        // GTK's gadget rounds 2.6px and 1.5px down where GtkStyleContext rounds them up: the check
        // against GtkLabel's first answer finds the difference, and GtkLabel keeps measuring.
        let (fallbacks, requests) = try Self.compare(
            css: "label.fractional { padding: 2.6px; margin: 1.5px; }", classes: ["fractional"])
        for count in fallbacks { XCTAssertGreaterThanOrEqual(Int(count), 2 * requests / 3, "every request goes to GtkLabel") }
    } }

    func testANewStyleIsCheckedAgain() throws { try onMain {
        try requireGtk()
        let labels = PairWindow(css: "label.wide { padding: 0 9px; margin: 0 2.5px; }")
        defer { labels.close() }
        let (ours, theirs) = labels.addPair { gtk_label_set_ellipsize(Self.cast($0), PANGO_ELLIPSIZE_END) }
        labels.show()
        for text in ["second", "third text", "fourth, longer text"] {
            for label in [ours, theirs] { gtk_label_set_text(Self.cast(label), text) }
            XCTAssertEqual(Self.request(ours), Self.request(theirs), text)
            waitUntilIdle()
        }
        let confirmed = sg_label_get_fallback_count(OpaquePointer(ours))
        // A class whose margin GTK rounds otherwise than GtkStyleContext: the old box no longer holds.
        labels.addClass("wide")
        for text in ["fifth", "sixth text", "seventh, longer text"] {
            for label in [ours, theirs] { gtk_label_set_text(Self.cast(label), text) }
            XCTAssertEqual(Self.request(ours), Self.request(theirs), "\(text) with the new class")
            waitUntilIdle()
        }
        XCTAssertGreaterThan(sg_label_get_fallback_count(OpaquePointer(ours)), confirmed + 2, "the new style's box was found to differ")
    } }

    func testAWidthForAHeightIsTheLabelsWidth() throws { try onMain {
        try requireGtk()
        // GtkStyleContext rounds both margins to 2 px; GTK's gadget takes 2 px, then 1 px.
        let labels = PairWindow(css: "label { margin: 0 2.4px; } label.narrower { margin: 0 1.6px; }")
        defer { labels.close() }
        labels.addPair { gtk_label_set_line_wrap(Self.cast($0), 1) }
        labels.addPair { gtk_label_set_ellipsize(Self.cast($0), PANGO_ELLIPSIZE_END) }
        labels.addPair()
        labels.show()
        @MainActor func widths(_ label: UnsafeMutablePointer<GtkWidget>) -> [Int32] {
            var result: [Int32] = []
            for height: Int32 in [-1, 5, 80, 2000] {
                var minimum: Int32 = 0, natural: Int32 = 0
                if height < 0 { gtk_widget_get_preferred_width(label, &minimum, &natural) }
                else { gtk_widget_get_preferred_width_for_height(label, height, &minimum, &natural) }
                result += [minimum, natural]
            }
            return result
        }
        for (index, text) in ["short", "a longer text that wraps at some width or other", "日本語 and English"].enumerated() {
            if index == 2 { labels.addClass("narrower") }
            for pair in labels.pairs {
                for label in [pair.ours, pair.theirs] { gtk_label_set_text(Self.cast(label), text) }
                // GTK asks a label its height before its width for a height.
                var minimum: Int32 = 0, natural: Int32 = 0
                gtk_widget_get_preferred_width(pair.ours, &minimum, &natural)
                gtk_widget_get_preferred_height(pair.ours, &minimum, &natural)
                let measured = sg_label_get_fallback_count(OpaquePointer(pair.ours))
                XCTAssertEqual(widths(pair.ours), widths(pair.theirs), text)
                XCTAssertEqual(sg_label_get_fallback_count(OpaquePointer(pair.ours)), measured, "no GtkLabel width for a height: \(text)")
            }
            waitUntilIdle()
        }
    } }

    func testOnlyEllipsizedUnwrappedLabelsMeasureThemselves() throws { try onMain {
        try requireGtk()
        let label = Label("some text")
        let (_, window) = showHost([label]) { label.ellipsize = .none }
        defer { window.close() }
        XCTAssertNotEqual(g_type_check_instance_is_a(UnsafeMutableRawPointer(label.gtkWidget).assumingMemoryBound(to: GTypeInstance.self), sg_label_get_type()), 0)
        let sgLabel = OpaquePointer(label.gtkWidget)
        let before = sg_label_get_fallback_count(sgLabel)
        for text in ["one", "two two", "three three three"] {
            label.text = text
            _ = Self.request(label.gtkWidget)
        }
        XCTAssertGreaterThanOrEqual(sg_label_get_fallback_count(sgLabel) - before, 6, "a label that is not ellipsized is GtkLabel's to measure")
    } }
}
#endif
