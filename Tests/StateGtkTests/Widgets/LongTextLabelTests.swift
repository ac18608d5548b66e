// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
/// A label gives GTK at most `textLimit` of its text, cut with an ellipsis between characters and
/// never inside markup, keeps the whole text, and draws inside its allocation whatever its text.
final class LongTextLabelTests: XCTestCase {
    static let megabyte = String(repeating: "word ", count: (1 << 20) / 5)

    func testAMegabyteShowsItsStartAndKeepsTheWhole() throws { try onMain {
        try requireGtk()
        let label = Label(Self.megabyte)
        let (host, window) = showHost([label])
        defer { window.close() }
        XCTAssertEqual(label.text, Self.megabyte)
        XCTAssertTrue(label.isTextCut)
        XCTAssertEqual(label.shownText, String(Self.megabyte.prefix(TextLimit.standard.characters)) + "…")
        let layout = gtk_label_get_layout(gtkLabel(label))
        XCTAssertEqual(Int(pango_layout_get_character_count(layout)), TextLimit.standard.characters + 1, "Pango lays out what is shown")

        label.textLimit = TextLimit(characters: 10, lines: 1)
        XCTAssertEqual(label.shownText, "word word …")
        label.text = "short"
        XCTAssertFalse(label.isTextCut)
        XCTAssertEqual(label.shownText, "short")
        label.text = "one\ntwo"
        XCTAssertEqual(label.shownText, "one…", "one line")
        assertNoOpRerender(host)
    } }

    func testLongMarkupIsCutInItsTextWithItsAttributes() throws { try onMain {
        try requireGtk()
        let label = Label(markup: "<b>\(Self.megabyte)</b><i>never shown</i>")
        let gtkLabel = gtkLabel(label)
        XCTAssertTrue(label.isTextCut)
        XCTAssertEqual(label.shownText, String(Self.megabyte.prefix(TextLimit.standard.characters)) + "…")
        XCTAssertEqual(label.markup?.string.hasSuffix("<i>never shown</i>"), true, "markup keeps the whole")
        // The bold run covers the text kept and the ellipsis: no tag was cut open or left out.
        let iterator = pango_attr_list_get_iterator(gtk_label_get_attributes(gtkLabel))
        defer { pango_attr_iterator_destroy(iterator) }
        let bold = pango_attr_iterator_get(iterator, PANGO_ATTR_WEIGHT)
        XCTAssertNotNil(bold)
        var start: Int32 = 0, end: Int32 = 0
        pango_attr_iterator_range(iterator, &start, &end)
        XCTAssertEqual(start, 0)
        XCTAssertGreaterThanOrEqual(Int(end), label.shownText.utf8.count - "…".utf8.count)

        // Entities count as the character they stand for, and are never split.
        label.textLimit = TextLimit(characters: 3, lines: 1)
        label.markup = Markup(raw: "&amp;&lt;&#x1F680;&gt;&amp;")
        XCTAssertEqual(label.shownText, "&<🚀…")

        // Markup within the limit is GTK's again, and plain text drops the cut markup's attributes.
        label.markup = "<b>ok</b>"
        XCTAssertFalse(label.isTextCut)
        XCTAssertEqual(gtk_label_get_use_markup(gtkLabel), 1)
        label.markup = Markup(raw: "<b>" + String(repeating: "b", count: 10) + "</b>")
        XCTAssertNotNil(gtk_label_get_attributes(gtkLabel))
        label.text = "ok"
        XCTAssertNil(gtk_label_get_attributes(gtkLabel))
        XCTAssertEqual(label.shownText, "ok")
    } }

    func testMarkupThatDoesNotParseShowsAsText() throws { try onMain {
        try requireGtk()
        let label = Label(markup: Markup(raw: "<b>unclosed & " + Self.megabyte))
        XCTAssertEqual(gtk_label_get_use_markup(gtkLabel(label)), 0)
        XCTAssertTrue(label.shownText.hasPrefix("<b>unclosed & word"))
        XCTAssertTrue(label.isTextCut)
    } }

    /// Without a limit, a megabyte on one line is wider than Pango's units hold: whatever it
    /// lays out, the label draws nothing outside its allocation.
    func testAnUnlimitedMegabyteDrawsOnlyInsideItsAllocation() throws { try onMain {
        try requireGtk()
        let label = Label("short")
        label.ellipsize = .end
        label.textLimit = TextLimit(characters: .max, lines: .max)
        let neighbour = Label("neighbour")
        let (_, window) = showHost([neighbour, label, Label("below")])
        defer { window.close() }
        waitUntilIdle()
        let before = ViewImage(rendering: window.window)

        label.text = String(repeating: "x", count: 1 << 20)
        XCTAssertFalse(label.isTextCut)
        waitUntilIdle()
        let after = ViewImage(rendering: window.window)
        #if GTK3
        var allocation = GtkAllocation(), clip = GtkAllocation()
        gtk_widget_get_allocation(label.gtkWidget, &allocation)
        gtk_widget_get_clip(label.gtkWidget, &clip)
        XCTAssertEqual([clip.x, clip.y, clip.width, clip.height], [allocation.x, allocation.y, allocation.width, allocation.height])
        var frame = allocation
        var x: Int32 = 0, y: Int32 = 0
        gtk_widget_translate_coordinates(label.gtkWidget, window.window, 0, 0, &x, &y)
        frame.x = x
        frame.y = y
        #else
        // GTK 4 has no clip (a widget's drawing is not bounded by it): the pixels are the check.
        // The image starts at the window's bounds.
        var windowBounds = graphene_rect_t(), labelBounds = graphene_rect_t()
        XCTAssertEqual(gtk_widget_compute_bounds(window.window, window.window, &windowBounds), 1)
        XCTAssertEqual(gtk_widget_compute_bounds(label.gtkWidget, window.window, &labelBounds), 1)
        let left = (labelBounds.origin.x - windowBounds.origin.x).rounded(.down), top = (labelBounds.origin.y - windowBounds.origin.y).rounded(.down)
        let frame = GtkAllocation(
            x: Int32(left), y: Int32(top),
            width: Int32((labelBounds.origin.x - windowBounds.origin.x + labelBounds.size.width).rounded(.up) - left),
            height: Int32((labelBounds.origin.y - windowBounds.origin.y + labelBounds.size.height).rounded(.up) - top))
        #endif
        var changedOutside = 0
        for row in 0..<min(before.height, after.height) {
            for column in 0..<min(before.width, after.width) where !(frame.x..<frame.x + frame.width).contains(Int32(column)) || !(frame.y..<frame.y + frame.height).contains(Int32(row)) {
                let index = (row * before.width + column) * 4
                if (0..<4).contains(where: { before.rgba[index + $0] != after.rgba[index + $0] }) { changedOutside += 1 }
            }
        }
        XCTAssertEqual(changedOutside, 0, "pixels changed outside the label's allocation \(frame)")
    } }
}

/// The label as its toolkit's GtkLabel functions take it (GTK 4's GtkLabel is opaque).
#if GTK3
@MainActor private func gtkLabel(_ label: Label) -> UnsafeMutablePointer<GtkLabel> { gtk(label.gtkWidget) }
#else
@MainActor private func gtkLabel(_ label: Label) -> OpaquePointer { OpaquePointer(label.gtkWidget) }
#endif
