#if GTK3
import CGtk
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// The Translating-your-app article, end to end: stategtk-xgettext extracts the example's
/// messages, a German catalog is compiled with msgfmt, and the view shows German under
/// LANGUAGE=de.
final class TranslationArticleTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("TranslationArticleExamples.swift")

    func testTheExtractorFindsTheExamplesMessages() throws {
        let template = try extractTemplate()
        for expected in ["msgid \"Inbox\"", "msgctxt \"verb: a button\"\nmsgid \"Archive\"",
                         "#. The number of messages not read yet", "msgid \"%1$s unread message\"\nmsgid_plural \"%1$s unread messages\"",
                         "#, c-format\nmsgid \"From %1$s on %2$s\"", "#: TranslationArticleExamples.swift:"] {
            XCTAssertTrue(template.contains(expected), "no \(expected) in:\n\(template)")
        }
    }

    // snippet: translating-test
    /// The view in German, from a catalog compiled for the test: the translator swapped the
    /// sender and the date, and German's plural rule picks the form.
    func testTheInboxInGerman() throws { try onMain {
        try requireGtk()
        let catalogs = try compileCatalog(germanInbox, language: "de", domain: "inbox")
        defer { try? FileManager.default.removeItem(at: catalogs) }
        setenv("LANGUAGE", "de", 1)
        Localization(domain: "inbox", directory: catalogs).activate()
        defer {
            unsetenv("LANGUAGE")
            Localization.languageDidChange()
        }

        let inbox = InboxView()
        inbox.state[InboxView.unread] = 1
        inbox.state[InboxView.sender] = "Ada"
        inbox.state[InboxView.received] = Date(timeIntervalSince1970: 1_795_000_000)
        let window = TestWindow(inbox)
        defer { window.close() }
        XCTAssertEqual(WidgetTree.text(of: inbox.heading.gtkWidget), "Posteingang")
        XCTAssertEqual(WidgetTree.text(of: inbox.summary.gtkWidget), "1 ungelesene Nachricht")
        inbox.state[InboxView.unread] = 5
        StateView.flushRenders()
        XCTAssertEqual(WidgetTree.text(of: inbox.summary.gtkWidget), "5 ungelesene Nachrichten")
        XCTAssertEqual(WidgetTree.text(of: inbox.latest.gtkWidget), "Am 18. November 2026 von Ada")
    } }
    // end snippet
}

/// A translator's German catalog of the example, as `msginit` and a translation tool leave it.
private let germanInbox = #"""
msgid ""
msgstr ""
"Language: de\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

msgctxt "verb: a button"
msgid "Archive"
msgstr "Archivieren"

msgid "Inbox"
msgstr "Posteingang"

#, c-format
msgid "%1$s unread message"
msgid_plural "%1$s unread messages"
msgstr[0] "%1$s ungelesene Nachricht"
msgstr[1] "%1$s ungelesene Nachrichten"

#, c-format
msgid "From %1$s on %2$s"
msgstr "Am %2$s von %1$s"
"""#

/// `po` compiled with `msgfmt --check` into a new folder's `LANGUAGE/LC_MESSAGES/DOMAIN.mo`.
func compileCatalog(_ po: String, language: String, domain: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalogs-\(UUID().uuidString.prefix(8))")
    let messages = folder.appendingPathComponent("\(language)/LC_MESSAGES")
    try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
    let source = folder.appendingPathComponent("\(domain).po")
    try po.write(to: source, atomically: true, encoding: .utf8)
    let result = try Command.run("msgfmt", ["--check", "-o", messages.appendingPathComponent("\(domain).mo").path, source.path])
    XCTAssertEqual(result.status, 0, result.output)
    return folder
}

/// The .pot stategtk-xgettext writes for the article's examples.
private func extractTemplate() throws -> String {
    let tool = try XCTUnwrap(Command.builtProduct("stategtk-xgettext"), "no stategtk-xgettext next to the tests")
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let result = try Command.run(tool.path, ["--package", "inbox", "--relative-to", folder.path,
                                             folder.appendingPathComponent("TranslationArticleExamples.swift").path])
    XCTAssertEqual(result.status, 0, result.output)
    // msginit makes a catalog of it, as a translator would start one.
    let check = try Command.run("bash", ["-c", "msginit --no-translator -l de_DE.UTF-8 -o - -i - <<'EOF' | msgfmt --check -o /dev/null -\n\(result.standardOutput)\nEOF"])
    XCTAssertEqual(check.status, 0, "msginit and msgfmt read the template: \(check.output)")
    return result.standardOutput
}
#endif
