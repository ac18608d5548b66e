#if GTK3
// GTK 3 only: it times a frame by GTK 3's layout and drawing calls and reads GTK 3's clip.
import CGtk
import Foundation
import StateGtk
import StateGtkTesting
import SwiftHubData
import XCTest
@testable import SwiftHubApp
/// Thirty repositories whose descriptions are a megabyte each: the rows show a line of each, the
/// details several screens of the selected one, nothing draws outside its place, and the window
/// costs about what it costs with short descriptions.
final class LongTextTests: XCTestCase {
    static let megabyte = 1 << 20

    /// About a megabyte of prose in several scripts, with line breaks and a 10,000-character
    /// word, distinct per repository.
    static func longDescription(_ index: Int) -> String {
        let sentence = "Repository \(index) parses JSON for Swift 🚀👩‍👩‍👧 fast, naïve café e\u{301}\u{323} مرحبا بالعالم שָׁלוֹם עולם. "
        var text = sentence + String(repeating: "x", count: 10_000) + "\n"
        let paragraph = String(repeating: sentence, count: 60) + "\n"
        while text.utf8.count < megabyte { text += paragraph }
        return text
    }

    /// The same 30 repositories as `ScriptedSource(count: 30)`'s, with long descriptions.
    static func repositories(longDescriptions: Bool) -> [Repository] {
        (0..<30).map { index in
            let short = ScriptedSource.repository(filter: .lastWeek, index: index)
            guard longDescriptions else { return short }
            return Repository(
                id: short.id, name: short.name, fullName: short.fullName, owner: short.owner, description: longDescription(index),
                htmlURL: short.htmlURL, homepage: nil, language: short.language, stargazersCount: short.stargazersCount,
                forksCount: short.forksCount, openIssuesCount: short.openIssuesCount, topics: short.topics, license: short.license,
                createdAt: short.createdAt, pushedAt: short.pushedAt, updatedAt: short.updatedAt)
        }
    }

    /// The process's resident memory, in bytes.
    static func residentBytes() -> Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    func testMegabyteDescriptionsShowBoundedInsideTheirPlaces() throws { try onMain {
        try requireGtk()
        let long = Self.repositories(longDescriptions: true)
        XCTAssertGreaterThanOrEqual(long[0].description?.utf8.count ?? 0, Self.megabyte)

        let normalStart = Date()
        let normal = SwiftHubWindow(network: ScriptedSource(Self.repositories(longDescriptions: false)))
        XCTAssertTrue(normal.wait { normal.rowCount == 30 && !normal.rows.isEmpty })
        let normalFirstRows = Date().timeIntervalSince(normalStart)
        normal.waitUntilIdle()
        normal.settle()
        let normalImage = ViewImage(rendering: normal.controller.window)
        let normalSize = normal.windowSize
        let normalResident = Self.residentBytes()
        let normalSelection = Self.timeSelectingTheNextRow(in: normal, expecting: "week-owner1/week-repo1")
        normal.close()

        let start = Date()
        let window = SwiftHubWindow(network: ScriptedSource(long))
        defer { window.close() }
        XCTAssertTrue(window.wait(30) { window.rowCount == 30 && !window.rows.isEmpty }, "got \(window.rowCount) rows")
        let firstRows = Date().timeIntervalSince(start)
        window.waitUntilIdle()
        window.settle()
        XCTAssertEqual(window.windowSize.width, normalSize.width)
        XCTAssertEqual(window.windowSize.height, normalSize.height)

        // Each row shows the first line of its description, cut; the label keeps the whole.
        for row in window.rows {
            let repository = try XCTUnwrap(row.props[RepositoryRow.repository])
            XCTAssertEqual(row.summary.text, repository.description)
            XCTAssertTrue(row.summary.isTextCut)
            XCTAssertEqual(row.summary.shownText, String(repository.description!.prefix { !$0.isNewline }.prefix(1_000)) + "…")
            for label in [row.name, row.summary, row.figures] { Self.assertDrawsInside(label) }
        }
        XCTAssertEqual(window.detailsTitle, "week-owner0/week-repo0")
        let description = window.details.description
        XCTAssertTrue(description.isTextCut)
        XCTAssertLessThanOrEqual(description.shownText.count, DetailsView.descriptionLimit.characters + 1)
        Self.assertDrawsInside(description)

        // The pixels where the avatars and the pane separator are: as with short descriptions.
        let image = ViewImage(rendering: window.controller.window)
        // The avatars of the rows in view (the list realises a few more, out of it).
        let paned = UnsafeMutableRawPointer(window.home.split.gtkWidget).assumingMemoryBound(to: GtkPaned.self)
        let listFrame = Self.frame(of: gtk_paned_get_child1(paned), in: window.controller.window)
        let avatars = window.rows.map { Self.frame(of: $0.avatar.gtkWidget, in: window.controller.window) }
            .filter { $0.y >= listFrame.y && $0.y + $0.height <= listFrame.y + listFrame.height }
        XCTAssertFalse(avatars.isEmpty)
        for avatar in avatars {
            XCTAssertEqual(Self.differingPixels(image, normalImage, in: avatar), 0, "the avatar at \(avatar) is drawn over")
        }
        let separator = Self.separatorFrame(window)
        XCTAssertGreaterThan(separator.height, 100)
        XCTAssertEqual(Self.differingPixels(image, normalImage, in: separator), 0, "the pane separator at \(separator) is drawn over")

        // Selecting another row shows its description in the details: by a click, then by a key,
        // whose work until the frame is drawn is timed (no waiting for events in it).
        window.click(window.rows[1].name.gtkWidget)
        XCTAssertTrue(window.wait { window.detailsTitle == "week-owner1/week-repo1" }, "got \(window.detailsTitle ?? "nil")")
        XCTAssertEqual(window.details.description.text, long[1].description)
        Self.assertDrawsInside(window.details.description)
        window.settle()
        let selection = Self.timeSelectingTheNextRow(in: window, expecting: "week-owner2/week-repo2")
        window.settle()
        Self.assertDrawsInside(window.details.description)

        let growth = Self.residentBytes() - normalResident
        XCTAssertLessThan(growth, 150 << 20, "resident memory grew by \(growth >> 20) MB over the short descriptions' window")
        // Figures for Docs/robustness.md; times are reported, not asserted.
        print(String(format: "long-text: first rows %.3f s (short descriptions: %.3f s), a selection's render, layout and drawing %.1f ms (%.1f ms), resident +%d MB",
                     firstRows, normalFirstRows, selection * 1000, normalSelection * 1000, growth >> 20))
    } }

    /// The label's text, as Pango inks it, lies within its allocation, and so does its clip.
    @MainActor static func assertDrawsInside(_ label: Label, file: StaticString = #filePath, line: UInt = #line) {
        let widget = label.gtkWidget
        let gtkLabel = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self)
        var allocation = GtkAllocation(), clip = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        gtk_widget_get_clip(widget, &clip)
        var x: Int32 = 0, y: Int32 = 0
        gtk_label_get_layout_offsets(gtkLabel, &x, &y)
        var ink = PangoRectangle()
        pango_layout_get_pixel_extents(gtk_label_get_layout(gtkLabel), &ink, nil)
        let left = x + ink.x, top = y + ink.y
        let inside = left >= allocation.x && top >= allocation.y && left + ink.width <= allocation.x + allocation.width
            && top + ink.height <= allocation.y + allocation.height
        XCTAssertTrue(inside, "\"\(label.shownText.prefix(20))…\" inks \(left),\(top) \(ink.width)×\(ink.height) in \(allocation)", file: file, line: line)
        XCTAssertTrue(clip.x >= allocation.x && clip.y >= allocation.y && clip.x + clip.width <= allocation.x + allocation.width
            && clip.y + clip.height <= allocation.y + allocation.height, "clip \(clip) outside \(allocation)", file: file, line: line)
    }

    /// How long selecting the next row by its key takes until the frame showing it is drawn.
    @MainActor static func timeSelectingTheNextRow(in window: SwiftHubWindow, expecting title: String,
                                                   file: StaticString = #filePath, line: UInt = #line) -> TimeInterval {
        let start = Date()
        XCTAssertTrue(window.pressInList(keyval: UInt32(GDK_KEY_Down)), file: file, line: line)
        renderLayOutAndDraw(window.controller.window)
        let time = Date().timeIntervalSince(start)
        XCTAssertEqual(window.detailsTitle, title, file: file, line: line)
        return time
    }

    /// What a frame does after an event: pending renders, the window's layout, and its drawing
    /// (into an image here).
    @MainActor static func renderLayOutAndDraw(_ window: UnsafeMutablePointer<GtkWidget>) {
        StateView.flushRenders()
        gtk_container_check_resize(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, gtk_widget_get_allocated_width(window), gtk_widget_get_allocated_height(window))
        let context = cairo_create(surface)
        gtk_widget_draw(window, context)
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Where `widget` is in `window`, in the window's pixels.
    @MainActor static func frame(of widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>) -> GdkRectangle {
        var x: Int32 = 0, y: Int32 = 0
        gtk_widget_translate_coordinates(widget, window, 0, 0, &x, &y)
        return GdkRectangle(x: x, y: y, width: gtk_widget_get_allocated_width(widget), height: gtk_widget_get_allocated_height(widget))
    }

    /// The pane separator (between the paned's two children) and the list's last column of
    /// pixels beside it; the details' text starts right after it.
    @MainActor static func separatorFrame(_ window: SwiftHubWindow) -> GdkRectangle {
        let paned = UnsafeMutableRawPointer(window.home.split.gtkWidget).assumingMemoryBound(to: GtkPaned.self)
        let start = frame(of: gtk_paned_get_child1(paned), in: window.controller.window)
        let end = frame(of: gtk_paned_get_child2(paned), in: window.controller.window)
        return GdkRectangle(x: start.x + start.width - 1, y: start.y, width: end.x - start.x - start.width + 1, height: start.height)
    }

    /// How many pixels of `rect` differ between two images of one size by more than a step.
    static func differingPixels(_ a: ViewImage, _ b: ViewImage, in rect: GdkRectangle) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        let rows = max(0, Int(rect.y))..<max(0, min(a.height, Int(rect.y + rect.height)))
        let columns = max(0, Int(rect.x))..<max(0, min(a.width, Int(rect.x + rect.width)))
        guard !rows.isEmpty, !columns.isEmpty else { return 0 }
        var count = 0
        for y in rows {
            for x in columns {
                let index = (y * a.width + x) * 4
                if (0..<4).contains(where: { abs(Int(a.rgba[index + $0]) - Int(b.rgba[index + $0])) > 8 }) { count += 1 }
            }
        }
        return count
    }
}
#endif
