// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtkTesting
import SwiftHubData
import XCTest
/// Every character of SwiftHub's built-in repositories (emoji, Chinese) has a glyph in the fonts
/// installed, so none shows as a box. scripts/test and scripts/swifthub install the emoji and CJK
/// fonts (fonts-noto-color-emoji, fonts-wqy-microhei) this needs.
final class BuiltInDataFontTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SwiftHubData/Resources/Fixtures")

    func testEveryCharacterOfTheBuiltInDataHasAGlyph() throws { try onMain {
        try requireGtk()
        var texts: [String] = []
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { $0 != "index.json" }
        XCTAssertEqual(files.count, 12)
        for file in files {
            let page = try SearchPage.decode(from: Data(contentsOf: Self.fixtures.appendingPathComponent(file)))
            texts += page.items.flatMap { [$0.fullName, $0.description ?? ""] + $0.topics }
        }
        XCTAssertTrue(texts.contains { $0.contains("😎") } && texts.contains { $0.contains("触控板") }, "the data has emoji and Chinese")

        let label = gtk_label_new(nil)
        g_object_ref_sink(label)
        defer { g_object_unref(label) }
        func unknownGlyphs(_ text: String) -> Int32 {
            let layout = gtk_widget_create_pango_layout(label, text)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return pango_layout_get_unknown_glyphs_count(layout)
        }
        // The measure can fail: a private-use character no font draws counts.
        XCTAssertGreaterThan(unknownGlyphs("\u{10FFFD}"), 0)
        for text in Set(texts).sorted() {
            XCTAssertEqual(unknownGlyphs(text), 0, "drawn as boxes: \(text)")
        }
    } }
}
