#if GTK3
import Foundation
import StateGtkTesting
import XCTest
/// What a new user reads before writing their first app, checked: each test names the place
/// where the docs fell short (the numbers are issue 26's).
final class NewcomerDocumentationChecks: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let articles = root.appendingPathComponent("Sources/StateGtk/StateGtk.docc")

    private func article(_ name: String) throws -> String {
        try String(contentsOf: Self.articles.appendingPathComponent("\(name).md"), encoding: .utf8)
    }

    /// 1, 2, 3, 5: the testing article shows a whole app under test (menus, shortcuts, a dialog)
    /// and helpers that compile in Swift 6 mode.
    func testTheTestingArticleCoversTheWholeAppDialogsAndHelpers() throws {
        let text = try article("TestingYourApp")
        for expected in ["<!-- snippet: testing-whole-app -->", "answerDialog(", "activateMenuItem(\"Archive\", in:",
                         "<!-- snippet: testing-helpers -->", "sending 'self' risks causing data races", "replacing: true"] {
            XCTAssertTrue(text.contains(expected), "TestingYourApp lacks \(expected)")
        }
    }

    /// 6: the quoted test target excludes its reference images.
    func testTheQuotedTestTargetExcludesItsSnapshots() throws {
        XCTAssertTrue(try article("TestingYourApp").contains("exclude: [\"__Snapshots__\"]"))
    }

    /// 7: no page shows a path dependency without `name:`, which the README warns against.
    func testNoPageShowsAPathDependencyWithoutAName() throws {
        var pages = try FileManager.default.contentsOfDirectory(at: Self.articles, includingPropertiesForKeys: nil).filter { $0.pathExtension == "md" }
        pages += [Self.root.appendingPathComponent("README.md")]
        pages += try FileManager.default.contentsOfDirectory(at: Self.root.appendingPathComponent("Docs"), includingPropertiesForKeys: nil).filter { $0.pathExtension == "md" }
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            XCTAssertFalse(text.contains(".package(path:"), "\(page.lastPathComponent) shows .package(path:) without name:")
        }
    }

    /// 8: the layout article says when the closures run, with the loop that goes wrong.
    func testTheLayoutArticleSaysWhenTheClosuresRun() throws {
        let text = try article("LayoutWithConstraints")
        XCTAssertTrue(text.contains("### When the closures run"))
        XCTAssertTrue(text.contains("after `render()` has returned"))
        XCTAssertTrue(text.contains("<!-- snippet: layout-loop -->"))
    }

    /// 9: `navigationStack` leaves out the root, in the article and the API's own comment.
    func testNavigationStackIsSaidToLeaveOutTheRoot() throws {
        XCTAssertTrue(try article("ActionsMenusAndNavigation").contains("without the root view"))
        let source = try String(contentsOf: Self.root.appendingPathComponent("Sources/StateGtk/Views/StateViewController+Navigation.swift"), encoding: .utf8)
        XCTAssertTrue(source.contains("the root view is not among them"))
    }

    /// 12: rows are inset by padding, not margins, which inset the selection highlight.
    func testListRowsAreInsetByPaddingNotMargins() throws {
        let text = try article("Lists")
        XCTAssertTrue(text.contains("`style(.padding(EdgeInsets(all: 8)))`") && text.contains("not with its `margins`"))
    }

    /// 13: loading off the main thread and the XDG folders have articles, listed in the topics,
    /// quoting compiled code (scripts/docs checks that the blocks are the compiled regions).
    func testLoadingDataAndTheAppsFilesHaveArticles() throws {
        let topics = try article("StateGtk")
        XCTAssertTrue(topics.contains("<doc:LoadingData>") && topics.contains("<doc:AppFiles>"))
        let loading = try article("LoadingData")
        for expected in ["<!-- snippet: loading-loader -->", "<!-- snippet: loading-view -->", "@concurrent", "Task.checkCancellation()", "ProgressBar"] {
            XCTAssertTrue(loading.contains(expected), "LoadingData lacks \(expected)")
        }
        let files = try article("AppFiles")
        for expected in ["<!-- snippet: app-files -->", "$XDG_DATA_HOME", "$XDG_CONFIG_HOME", "$XDG_CACHE_HOME", "$HOME/.local/share"] {
            XCTAssertTrue(files.contains(expected), "AppFiles lacks \(expected)")
        }
    }

    /// 14: the porting table has `contentMode = .scaleAspectFit`.
    func testThePortingTableHasScaleAspectFit() throws {
        XCTAssertTrue(try article("PortingFromIOS").contains("| `contentMode = .scaleAspectFit` | `fitSize = Size("))
    }

    /// 16: the manifest names the substitute .pc, whose flags (Requires.private included, as
    /// SwiftPM reads them) have no -pthread while GTK's own have; the README says so.
    func testCGtkIsBuiltWithoutThePthreadFlag() throws {
        let pc = Self.root.appendingPathComponent("Sources/CGtk/stategtk-gtk3.pc")
        let ours = try Command.run("pkg-config", ["--cflags", "--libs", pc.path])
        XCTAssertEqual(ours.status, 0, ours.output)
        XCTAssertFalse(ours.standardOutput.contains("-pthread"), ours.standardOutput)
        let gtk = try Command.run("pkg-config", ["--cflags", "--libs", "gtk+-3.0"])
        XCTAssertTrue(gtk.standardOutput.contains("-pthread"), "GTK's own flags carry it: \(gtk.standardOutput)")
        let included = Set(ours.standardOutput.split(separator: " ").filter { $0.hasPrefix("-I") })
        for folder in ["-I/usr/include/gtk-3.0", "-I/usr/include/glib-2.0", "-I/usr/include/pango-1.0", "-I/usr/include/cairo", "-I/usr/include/gdk-pixbuf-2.0", "-I/usr/include/atk-1.0"] {
            XCTAssertTrue(included.contains(Substring(folder)), "\(folder) is missing from \(ours.standardOutput)")
        }

        // The manifest's text: `swift package dump-package` here would wait for this build's lock.
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("Sources/CGtk/stategtk-gtk3.pc") && manifest.contains("pkgConfig: gtkPkgConfig"), "CGtk names the substitute .pc")
        XCTAssertTrue(try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8).contains("prohibited flag(s): -pthread"))
    }
}
#endif
