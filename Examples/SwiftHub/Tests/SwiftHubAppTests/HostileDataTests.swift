// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import SwiftHubData
import XCTest
@testable import SwiftHubApp
/// What GitHub users can type ends up in the window: markup characters, emoji, right-to-left
/// text, huge descriptions, and JSON nulls. All of it shows as typed (no markup is read), and
/// none of it breaks the window.
final class HostileDataTests: XCTestCase {
    static let longDescription = "<b>bold</b> & co &amp; 🚀👩‍👩‍👧 مرحبا שָׁלוֹם \u{202E}evil " + String(repeating: "x", count: 10_000)

    /// A page as GitHub would send it, decoded by the app's own decoder.
    static func hostilePage() throws -> [Repository] {
        let date = "2026-11-20T10:00:00Z"
        let items: [[String: Any]] = [
            [
                "id": 1, "name": "<b>Bold</b>", "full_name": "a&b/<b>Bold</b>",
                "owner": ["login": "a&b", "avatar_url": NSNull()],
                "html_url": "https://github.com/a-b/bold", "description": longDescription,
                "homepage": "javascript:alert(1)", "language": "<i>Swift</i>",
                "stargazers_count": 1_234_567, "forks_count": 12, "open_issues_count": 3,
                "topics": ["<script>", "emoji-🚀"], "license": ["name": "<u>MIT</u> & more", "spdx_id": NSNull()],
                "created_at": date, "pushed_at": date, "updated_at": date,
            ],
            [
                "id": 2, "name": "nulls", "owner": ["login": "nobody"],
                "description": NSNull(), "homepage": NSNull(), "language": NSNull(), "stargazers_count": 7,
                "topics": NSNull(), "license": NSNull(), "created_at": date, "pushed_at": NSNull(), "updated_at": NSNull(),
            ],
            [
                "id": 3, "name": "שָׁלוֹם-עולם", "full_name": "مستخدم/שָׁלוֹם-עולם", "owner": ["login": "مستخدم"],
                "description": "مرحبا بالعالم — שָׁלוֹם עולם (right to left)", "stargazers_count": 5,
                "created_at": date,
            ],
            [
                "id": 4, "name": "entities", "full_name": "amp/entities", "owner": ["login": "amp"],
                "description": "&lt;not a tag&gt; &amp; <span foreground=\"red\">red</span> %s %@ \\n",
                "stargazers_count": 4, "created_at": date,
            ],
        ]
        let data = try JSONSerialization.data(withJSONObject: ["total_count": 4, "incomplete_results": false, "items": items])
        let page = try SearchPage.decode(from: data)
        XCTAssertEqual(page.items.count, 4, "every item decodes")
        return page.items
    }

    func testAvatarBytesThatAreNoImageShowTheMissingImageIcon() throws { try onMain {
        try requireGtk()
        var generator = SystemRandomNumberGenerator()
        let garbage = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let zeros = Data("\u{89}PNG\r\n\u{1A}\n".utf8) + Data(count: 1 << 20)
        for (bytes, what) in [(garbage, "garbage"), (zeros, "a PNG header and zeros")] {
            let row = RepositoryRow()
            row.avatar.source = .data(bytes)
            XCTAssertEqual(iconName(row.avatar.gtkWidget), "image-missing", what)
        }

        // A real avatar, twice the row's size as SwiftHub asks GitHub for it, shows at its size.
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 80, 80)!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        var buffer: UnsafeMutablePointer<CChar>?
        var size: gsize = 0
        gdk_pixbuf_fill(pixbuf, 0x3366_99ff)
        XCTAssertNotEqual(gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, nil), 0)
        let png = Data(bytes: buffer!, count: Int(size))
        g_free(buffer)
        let row = RepositoryRow()
        row.avatar.source = .data(png)
        XCTAssertEqual(shownImageWidth(row.avatar.gtkWidget), Int32(RepositoryRow.avatarSize))
    } }

    func testHostileTextShowsLiterallyInRowsAndDetails() throws { try onMain {
        try requireGtk()
        let repositories = try Self.hostilePage()
        let reference = SwiftHubWindow(network: ScriptedSource(count: 30))
        XCTAssertTrue(reference.wait { reference.rowCount == 30 })
        reference.settle()
        let normalSize = reference.windowSize
        reference.close()

        let window = SwiftHubWindow(network: ScriptedSource(repositories))
        defer { window.close() }
        XCTAssertTrue(window.wait { window.rowCount == 4 })
        window.waitUntilIdle()
        window.settle()

        XCTAssertEqual(window.rowNames, repositories.map(\.fullName), "accessible names are the raw full names")
        XCTAssertEqual(window.rowTitles, ["a&b / <b>Bold</b>", "nobody / nulls", "مستخدم / שָׁלוֹם-עולם", "amp / entities"])
        for row in window.rows {
            let repository = try XCTUnwrap(row.props[RepositoryRow.repository])
            XCTAssertEqual(row.summary.text, repository.description ?? "No description")
            for label in [row.name, row.summary, row.figures] {
                XCTAssertFalse(usesMarkup(label.gtkWidget), "plain text, never markup")
            }
        }
        XCTAssertEqual(window.rows[0].summary.text, Self.longDescription, "the label keeps the whole description")
        XCTAssertEqual(labelText(window.rows[0].summary.gtkWidget), String(Self.longDescription.prefix(1_000)) + "…", "and shows its start")
        XCTAssertTrue(labelText(window.rows[0].figures.gtkWidget).hasPrefix("★ 1.2M   12 forks   <i>Swift</i>   updated "))

        // The details of the hostile repository (selected first).
        XCTAssertEqual(window.detailsTitle, "a&b/<b>Bold</b>")
        let details = window.details
        XCTAssertTrue(details.description.text == Self.longDescription, "the details keep the whole description")
        XCTAssertTrue(labelText(details.description.gtkWidget) == String(Self.longDescription.prefix(DetailsView.descriptionLimit.characters)) + "…",
                      "and show its first \(DetailsView.descriptionLimit.characters) characters")
        let facts = labelText(details.facts.gtkWidget)
        XCTAssertTrue(facts.contains("Language: <i>Swift</i>"), facts)
        XCTAssertTrue(facts.contains("License: <u>MIT</u> & more"), facts)
        XCTAssertEqual(labelText(details.topics.gtkWidget), "Topics: <script>, emoji-🚀")
        XCTAssertFalse(details.childWidgets.contains(details.homepage.gtkWidget), "javascript: is no homepage to link")
        for label in [details.title, details.description, details.facts, details.topics] {
            XCTAssertFalse(usesMarkup(label.gtkWidget))
        }

        // 10,000 characters do not stretch the window or push the status line off it.
        let size = window.windowSize
        XCTAssertEqual(size.width, normalSize.width, "the window keeps its width")
        XCTAssertEqual(size.height, normalSize.height, "the window keeps its height")
        let statusY = Int32(WidgetTree.origin(of: window.home.status.gtkWidget, in: window.controller.window).y.rounded())
        XCTAssertLessThanOrEqual(statusY + gtk_widget_get_allocated_height(window.home.status.gtkWidget), size.height, "the status line is in the window")
        XCTAssertEqual(window.status, "4 repositories · from GitHub · all loaded")
    } }

    func testNullsShowAsMissingNotAsBlanksOrCrashes() throws { try onMain {
        try requireGtk()
        let repositories = try Self.hostilePage()
        let window = SwiftHubWindow(network: ScriptedSource(repositories))
        defer { window.close() }
        XCTAssertTrue(window.wait { window.rowCount == 4 })
        window.waitUntilIdle()

        let row = window.rows[1]
        XCTAssertEqual(labelText(row.summary.gtkWidget), "No description")
        XCTAssertFalse(labelText(row.figures.gtkWidget).contains("Swift"), "no language, no language shown")
        window.click(row.name.gtkWidget)
        XCTAssertTrue(window.wait { window.detailsTitle == "nobody/nulls" }, "got \(window.detailsTitle ?? "nil")")
        let details = window.details
        XCTAssertEqual(labelText(details.description.gtkWidget), "No description.")
        let facts = labelText(details.facts.gtkWidget)
        XCTAssertTrue(facts.contains("License: none"), facts)
        XCTAssertFalse(facts.contains("Language:"), facts)
        XCTAssertFalse(facts.contains("Last push"), "never pushed: no push date")
        XCTAssertEqual(labelText(details.topics.gtkWidget), "No topics")
        XCTAssertFalse(details.childWidgets.contains(details.homepage.gtkWidget))
        XCTAssertTrue(details.childWidgets.contains(details.open.gtkWidget), "Open on GitHub still works from the rebuilt URL")

        // Right to left, from the keyboard.
        XCTAssertTrue(window.pressInList(keyval: UInt32(GDK_KEY_Down)))
        XCTAssertTrue(window.wait { window.detailsTitle == "مستخدم/שָׁלוֹם-עולם" })
        XCTAssertEqual(labelText(window.details.description.gtkWidget), "مرحبا بالعالم — שָׁלוֹם עולם (right to left)")
        XCTAssertTrue(window.pressInList(keyval: UInt32(GDK_KEY_Down)))
        XCTAssertTrue(window.wait { window.detailsTitle == "amp/entities" })
        XCTAssertEqual(labelText(window.details.description.gtkWidget), "&lt;not a tag&gt; &amp; <span foreground=\"red\">red</span> %s %@ \\n")
    } }

    func testSearchingForMarkupEmojiAndHebrewFindsTheRawText() throws { try onMain {
        try requireGtk()
        let window = SwiftHubWindow(network: ScriptedSource(try Self.hostilePage()))
        defer { window.close() }
        XCTAssertTrue(window.wait { window.rowCount == 4 })
        window.waitUntilIdle()

        window.type("<b>")
        XCTAssertTrue(window.wait { window.rowNames == ["a&b/<b>Bold</b>"] }, "got \(window.rowNames)")
        window.press(keyval: UInt32(GDK_KEY_Escape))
        XCTAssertTrue(window.wait { window.rowCount == 4 })

        window.type("🚀")
        XCTAssertTrue(window.wait { window.rowNames == ["a&b/<b>Bold</b>"] }, "got \(window.rowNames)")
        window.press(keyval: UInt32(GDK_KEY_Escape))
        XCTAssertTrue(window.wait { window.rowCount == 4 })

        window.type("שלום")  // without the points: matches שָׁלוֹם
        XCTAssertTrue(window.wait { window.rowNames == ["a&b/<b>Bold</b>", "مستخدم/שָׁלוֹם-עולם"] }, "got \(window.rowNames)")
        window.press(keyval: UInt32(GDK_KEY_Escape))
        XCTAssertTrue(window.wait { window.rowCount == 4 })

        window.type("&amp;")
        XCTAssertTrue(window.wait { window.rowNames == ["a&b/<b>Bold</b>", "amp/entities"] }, "got \(window.rowNames)")
    } }
}
