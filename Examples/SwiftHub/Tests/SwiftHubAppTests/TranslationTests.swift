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
/// SwiftHub in German, in Hebrew (right to left) and in the pseudo-locale, from the catalogs in
/// Examples/SwiftHub/po and Sources/StateGtk/po compiled by `scripts/translations compile`, as
/// `LANGUAGE=de swifthub` would show it; and the catalogs themselves in step and complete.
final class TranslationTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../../..").standardized
    private static let script = repository.appendingPathComponent("scripts/translations").path
    nonisolated(unsafe) private static var catalogs: URL?

    /// The .mo files of every language, pseudo-locale included, compiled once for the class.
    private static func compiledCatalogs() throws -> URL {
        if let catalogs = Self.catalogs { return catalogs }
        let tool = try XCTUnwrap(Command.builtProduct("stategtk-xgettext"), "no stategtk-xgettext next to the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-locale-\(UUID().uuidString.prefix(8))")
        let compile = try Command.run(Self.script, ["compile", "--into", folder.path, "--bin-path", tool.deletingLastPathComponent().path])
        XCTAssertEqual(compile.status, 0, compile.output)
        Self.catalogs = folder
        return folder
    }

    override class func tearDown() {
        if let catalogs { try? FileManager.default.removeItem(at: catalogs) }
    }

    /// Runs `body` with SwiftHub's catalogs bound and `LANGUAGE` set, then back to English.
    @MainActor
    private static func inLanguage(_ language: String, _ body: () throws -> Void) throws {
        let catalogs = try Self.compiledCatalogs()
        setenv("LANGUAGE", language, 1)
        Localization(domain: "swifthub", directory: catalogs).activate()
        defer {
            unsetenv("LANGUAGE")
            Localization.languageDidChange()
        }
        try body()
    }

    func testTheCatalogsAreInStepWithTheSourcesCompleteAndValid() throws {
        let tool = try XCTUnwrap(Command.builtProduct("stategtk-xgettext"), "no stategtk-xgettext next to the tests")
        let check = try Command.run(Self.script, ["check", "--bin-path", tool.deletingLastPathComponent().path])
        XCTAssertEqual(check.status, 0, check.output)
    }

    /// Translators read a message's `#:` references to see it in its code: every one in the
    /// committed catalogs points at a line that marks a message (`scripts/translations check`
    /// compares them with a fresh extraction too).
    func testEveryReferenceOfTheCatalogsPointsAtALineThatMarksAMessage() throws {
        let catalogs = ["Sources/StateGtk/po/stategtk.pot": "localized(", "Examples/SwiftHub/po/swifthub.pot": "tr(",
                        "Examples/Gallery/po/gallery.pot": "tr("]
        var checked = 0
        for (catalog, keyword) in catalogs {
            let text = try String(contentsOf: Self.repository.appendingPathComponent(catalog), encoding: .utf8)
            var sources: [String: [Substring]] = [:]
            for line in text.split(separator: "\n") where line.hasPrefix("#:") {
                for reference in line.dropFirst(2).split(separator: " ") where reference.contains(".swift:") {
                    let parts = reference.split(separator: ":")
                    let path = String(parts[0]), number = try XCTUnwrap(Int(parts[1]), String(reference))
                    if sources[path] == nil {
                        let source = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
                        sources[path] = source.split(separator: "\n", omittingEmptySubsequences: false)
                    }
                    let lines = sources[path]!
                    let marked = number <= lines.count && lines[number - 1].contains(keyword)
                    XCTAssertTrue(marked, "\(catalog): \(reference) is “\(number <= lines.count ? lines[number - 1] : "past the end")”: run scripts/translations extract and update")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// A message that is not a string literal cannot be extracted: the extractor says where,
    /// and fails. The pseudo-locale keeps placeholders, tags and entities as they are.
    func testTheExtractorReportsWhatItCannotExtractAndThePseudoLocaleKeepsMarkup() throws {
        let tool = try XCTUnwrap(Command.builtProduct("stategtk-xgettext"), "no stategtk-xgettext next to the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xgettext-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"""
            let a = tr(title)
            let b = tr("<b>\(name)</b> &amp; %1 of \(count)")
            """#.write(to: folder.appendingPathComponent("Source.swift"), atomically: true, encoding: .utf8)
        let extract = try Command.run(tool.path, ["--relative-to", folder.path, folder.path])
        XCTAssertEqual(extract.status, 1)
        XCTAssertTrue(extract.standardError.contains("Source.swift:1: the message of tr() is not a string literal"), extract.output)
        XCTAssertTrue(extract.standardOutput.contains("#: Source.swift:2\n#, c-format\nmsgid \"<b>%1$s</b> &amp; %%1 of %2$s\""), extract.output)

        let pseudo = try Command.run(tool.path, ["--pseudo", "en@pseudo", folder.appendingPathComponent("Source.swift").path])
        XCTAssertTrue(pseudo.standardOutput.contains("msgstr \"⟦<b>%1$s</b> &amp; %%1 óƒ %2$s"), pseudo.output)
    }

    func testGermanLabelsMenusShortcutsAndPlurals() throws { try onMain {
        try requireGtk()
        try Self.inLanguage("de") {
            XCTAssertFalse(Localization.isRightToLeft)
            XCTAssertEqual(Localization.locale.language.languageCode, "de")
            for (count, text) in [(1, "1 Repository"), (2, "2 Repositorys"), (5, "5 Repositorys")] {
                XCTAssertEqual(tr("\(count) repository", plural: "\(count) repositories", count: count), text)
            }
            XCTAssertEqual(tr("\(1) fork", plural: "\(1) forks", count: 1), "1 Fork")
            XCTAssertEqual(tr("\(1_234) fork", plural: "\(1_234) forks", count: 1_234), "1.234 Forks", "German digit grouping")

            let window = SwiftHubWindow(network: nil)
            defer { window.close() }
            window.waitForFirstPage()
            XCTAssertEqual(window.status, "30 Repositorys · eingebaute Daten")
            XCTAssertEqual(window.filterLabel, "Filter: Letzte Woche")
            XCTAssertEqual(window.panel.sortChooser.selectedItem, "Meiste Sterne")
            XCTAssertEqual(window.bannerText, "Offline-Modus: SwiftHubs eingebaute Repositorys werden angezeigt.")
            XCTAssertTrue(labelText(window.rows[0].figures.gtkWidget).contains("Forks"), labelText(window.rows[0].figures.gtkWidget))
            XCTAssertTrue(labelText(window.rows[0].figures.gtkWidget).contains("aktualisiert vor"), "Foundation's German relative date")
            XCTAssertEqual(WidgetTree.accessibleName(of: window.panel.search.gtkWidget), "Suchen")

            let menu = try XCTUnwrap(window.controller.titleBar?.primaryMenu)
            XCTAssertEqual(Self.titles(of: menu.entries), ["Aktualisieren", "Tastenkürzel", "Info zu SwiftHub", "Beenden"])

            let shortcuts = window.controller.presentShortcuts()
            defer { destroyWindow(shortcuts) }
            let texts = Set(WidgetTree.descendants(of: shortcuts).compactMap(WidgetTree.text(of:)))
            for title in ["Aktualisieren", "Suchen", "Fenster schließen", "Tastenkürzel", "Zurück"] {
                XCTAssertTrue(texts.contains(title), "the shortcuts window lists \(title): \(texts.sorted())")
            }
        }
    } }

    func testHebrewMirrorsTheWindow() throws { try onMain {
        try requireGtk()
        try Self.inLanguage("he") {
            XCTAssertTrue(Localization.isRightToLeft)
            XCTAssertEqual(gtk_widget_get_default_direction(), GTK_TEXT_DIR_RTL)
            XCTAssertEqual(tr("\(2) repository", plural: "\(2) repositories", count: 2), "2 מאגרים")

            let window = SwiftHubWindow(network: nil)
            defer { window.close() }
            window.waitForFirstPage()
            window.settle()
            let width = Double(gtk_widget_get_allocated_width(window.controller.window))
            let row = window.rows[0]
            let avatar = Self.frame(row.avatar.gtkWidget, in: window.controller.window)
            let name = Self.frame(row.name.gtkWidget, in: window.controller.window)
            XCTAssertGreaterThan(avatar.minX, name.maxX, "the avatar is right of the name: \(avatar) \(name)")
            let list = Self.frame(try XCTUnwrap(window.home.list).widget, in: window.controller.window)
            let details = Self.frame(window.home.detailsScroller.gtkWidget, in: window.controller.window)
            XCTAssertGreaterThan(list.minX, details.maxX - 1, "the details column is left of the list: \(list) \(details)")

            // The header bar: the filter, sort and search at the right, the menu button left.
            let header = try XCTUnwrap(window.controller.titleBar)
            let menuButton = try XCTUnwrap(WidgetTree.descendants(of: header.gtkWidget)
                .first { WidgetTree.isA($0, gtk_menu_button_get_type()) })
            let panel = Self.frame(window.home.panel.widget, in: window.controller.window)
            let menu = Self.frame(menuButton, in: window.controller.window)
            // By their middles: GTK 4's controls are wider than half the window.
            XCTAssertGreaterThan(panel.midX, width / 2, "the controls are in the right half: \(panel)")
            XCTAssertGreaterThan(panel.maxX, width * 0.9, "at the right edge: \(panel)")
            XCTAssertLessThan(menu.maxX, width / 2, "the menu button is in the left half: \(menu)")
            XCTAssertEqual(window.status, "30 מאגרים · נתונים מובנים")
        }
        XCTAssertEqual(gtk_widget_get_default_direction(), GTK_TEXT_DIR_LTR, "back to left to right")
    } }

    /// Every string SwiftHub shows is translated: the pseudo-locale brackets each translation
    /// (⟦…⟧), so text outside brackets that is not the repositories' own data is English that
    /// was never marked with tr.
    func testThePseudoLocaleLeavesNoStringUntranslated() throws { try onMain {
        try requireGtk()
        try Self.inLanguage("en@pseudo") {
            let window = SwiftHubWindow(network: nil)
            defer { window.close() }
            window.waitForFirstPage()
            let shortcuts = window.controller.presentShortcuts()
            defer { destroyWindow(shortcuts) }
            let repositories = window.home.state[HomeView.listing]?.repositories ?? []
            var data: [String] = repositories.flatMap { (repository: Repository) -> [String] in
                let own: [String] = [repository.fullName, "\(repository.owner.login) / \(repository.name)"]
                let optional: [String?] = [repository.description, repository.language, repository.license?.name, repository.homepageURL?.host]
                return own + optional.compactMap { $0 } + repository.topics
            }
            data.append("SwiftHub")  // the app's name is not translated
            data = data.filter { !$0.isEmpty }.sorted { $0.count > $1.count }

            // What GTK itself shows is GTK's to translate (its catalog gtk30 or gtk40), not
            // SwiftHub's: the window buttons' names, the spinner's and the info bar's (and its
            // close button's) accessible names, a GTK 4 menu's shortcuts ("Ctrl+Q", in the
            // window there, since its popovers are), and the shortcuts window's own parts; of
            // that window, the group and shortcut titles are SwiftHub's and StateGtk's.
            let gtkOwn: (UnsafeMutablePointer<GtkWidget>) -> Bool = { widget in
                var inGtkPart = false
                var ancestor: UnsafeMutablePointer<GtkWidget>? = widget
                while let current = ancestor, !inGtkPart {
                    inGtkPart = hasStyleClass(current, "titlebutton") || WidgetTree.isA(current, gtk_info_bar_get_type())
                    ancestor = gtk_widget_get_parent(current)
                }
                return inGtkPart || WidgetTree.isA(widget, gtk_spinner_get_type())
            }
            // GTK 4 also shows, as parts of the window, a menu's shortcuts and the display's one
            // tooltip window, which may still hold an earlier window's tooltip.
            #if GTK3
            let isGtk4Part: (UnsafeMutablePointer<GtkWidget>) -> Bool = { _ in false }
            #else
            let isGtk4Part: (UnsafeMutablePointer<GtkWidget>) -> Bool = { widget in
                var ancestor: UnsafeMutablePointer<GtkWidget>? = widget
                while let current = ancestor {
                    if WidgetTree.typeName(current) == "GtkTooltipWindow" { return true }
                    ancestor = gtk_widget_get_parent(current)
                }
                return String(cString: gtk_widget_get_css_name(widget)) == "accelerator"
            }
            #endif
            var shown = WidgetTree.descendants(of: window.controller.window).flatMap { widget in
                isGtk4Part(widget) ? [] : [WidgetTree.text(of: widget), gtkOwn(widget) ? nil : WidgetTree.accessibleName(of: widget)].compactMap { $0 }
            }
            shown += WidgetTree.descendants(of: shortcuts)
                .filter { WidgetTree.isA($0, gtk_shortcuts_shortcut_get_type()) || WidgetTree.isA($0, gtk_shortcuts_group_get_type()) }
                .map { Self.stringProperty("title", of: $0) }
            shown += Self.titles(of: window.controller.titleBar?.primaryMenu?.entries ?? [])
            shown += [window.controller.titleBar?.subtitle ?? ""]
            shown += window.panel.filterChooser.items + window.panel.sortChooser.items
            let untranslated = Set(shown.filter { Self.hasUntranslatedText($0, data: data) })
            XCTAssertEqual(untranslated.sorted(), [], "shown in English under the pseudo-locale")
        }
    } }

    /// Whether `text` has letters outside the pseudo-locale's brackets and the given data.
    private static func hasUntranslatedText(_ text: String, data: [String]) -> Bool {
        var rest = text.replacing(/⟦[^⟧]*⟧/, with: " ")
        for value in data { rest = rest.replacingOccurrences(of: value, with: " ") }
        return rest.contains(/[A-Za-z]{2,}/)
    }

    @MainActor
    private static func stringProperty(_ name: String, of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), name, &value)
        return g_value_get_string(&value).map { String(cString: $0) } ?? ""
    }

    private static func titles(of entries: [Menu.Entry]) -> [String] {
        entries.flatMap { entry -> [String] in
            switch entry {
            case .item(let title, _, _): [title]
            case .section(let children, _): titles(of: children)
            case .submenu(let title, let children): [title] + titles(of: children)
            }
        }
    }

    /// `widget`'s rectangle in `window`'s coordinates.
    @MainActor
    private static func frame(_ widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>) -> CGRect {
        let (x, y) = WidgetTree.origin(of: widget, in: window)
        return CGRect(x: x, y: y,
                      width: Double(gtk_widget_get_allocated_width(widget)), height: Double(gtk_widget_get_allocated_height(widget)))
    }
}
