#if GTK3
import CGtk
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// Mistakes a user makes early get a message that names the fix, and leave the widget tree
/// consistent.
final class MisuseTests: XCTestCase {
    // MARK: Before GTK (each in a process of its own: the mistake ends it)

    func testAViewCreatedBeforeGtkIsInitialisedNamesTheFix() throws {
        let run = try runProbe(["view"])
        XCTAssertEqual(run.status, 1, "an exit, not a trap:\n\(run.standardError)")
        XCTAssertTrue(run.standardError.contains("ProbeView was created before GTK was initialised"), run.standardError)
        XCTAssertTrue(run.standardError.contains("Application.run") && run.standardError.contains("requireGtk()"), run.standardError)
        XCTAssertFalse(run.standardError.contains("Gtk-") || run.standardError.contains("GLib-"), "a GTK message came first:\n\(run.standardError)")
        XCTAssertFalse(run.standardOutput.contains("created"))
    }

    func testAControllerCreatedBeforeGtkIsInitialisedNamesTheFix() throws {
        let run = try runProbe(["controller"])
        XCTAssertEqual(run.status, 1, "an exit, not a trap:\n\(run.standardError)")
        XCTAssertTrue(run.standardError.contains("ProbeController was created before GTK was initialised"), run.standardError)
        XCTAssertFalse(run.standardError.contains("Gtk-") || run.standardError.contains("GLib-"), "a GTK message came first:\n\(run.standardError)")
    }

    func testAViewCreatedWithoutADisplayNamesTheFix() throws {
        let run = try runProbe(["view", "--initialize"], display: nil)
        XCTAssertEqual(run.status, 1, "an exit, not a trap:\n\(run.standardError)")
        XCTAssertTrue(run.standardError.contains("ProbeView was created, but GTK could not open a display (DISPLAY is not set)"), run.standardError)
        XCTAssertTrue(run.standardError.contains("xvfb-run"), run.standardError)
        XCTAssertFalse(run.standardError.contains("Gtk-ERROR") || run.standardError.contains("Gtk-CRITICAL"), run.standardError)
    }

    /// With Swift's backtracer on, as a user runs: the message and status 1, no "Program crashed",
    /// no backtrace, no SIGILL (which a shell shows as status 132).
    func testAMisuseBeforeTheMainLoopExitsInsteadOfCrashing() throws {
        let run = try runProbe(["controller"], environment: ["SWIFT_BACKTRACE": nil])
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertTrue(run.standardError.contains("ProbeController was created before GTK was initialised"), run.standardError)
        XCTAssertFalse(run.standardError.contains("Program crashed") || run.standardError.contains("Illegal instruction") || run.standardError.contains("Backtrace"), run.standardError)
    }

    /// Application.run without a display: the message and status 1.
    func testApplicationRunWithoutADisplayExitsWithItsMessage() throws {
        let run = try runProbe(["run"], display: nil, environment: ["SWIFT_BACKTRACE": nil])
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertTrue(run.standardError.contains("cannot open a display"), run.standardError)
        XCTAssertFalse(run.standardError.contains("Program crashed"), run.standardError)
    }

    /// The probe creates views properly once GTK is up: the checks above are not a probe that
    /// always fails.
    func testTheProbeSucceedsAfterGtkIsInitialised() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw XCTSkip("needs a display") }
        let run = try runProbe(["controller", "--initialize"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(run.standardOutput.contains("created"))
    }

    // MARK: One widget under two keys

    /// One widget instance placed under two keys in one render stays on screen under the first,
    /// and the diagnostic names the view and both keys. Before, GTK printed a CRITICAL from
    /// `sg_container_insert_before`, and when the first key went away the widget disappeared
    /// from GTK while the view still listed the second key.
    func testOneWidgetUnderTwoKeysStaysUnderTheFirst() throws { try onMain {
        try requireGtk()
        let shared = Label("shared"), other = Label("other")
        var keys = ["first", "second"]
        let canvas = LayoutCanvas()
        canvas.body = { v in
            for key in keys { v.place(shared, key: key) }
            v.place(other, key: "other")
        }
        var window: TestWindow?
        var warnings: [String] = []
        let messages = TestLog.capture { warnings = gtkWarnings { window = TestWindow(canvas) } }
        defer { window?.close() }
        XCTAssertEqual(warnings, [], "GTK was never asked to insert the widget twice")
        let diagnostics = errors(messages, containing: "under the keys")
        XCTAssertEqual(diagnostics.count, 1, "\(messages)")
        XCTAssertTrue(diagnostics.first?.contains("LayoutCanvas placed one Label under the keys \"first\" and \"second\"") == true, "\(diagnostics)")
        XCTAssertEqual(canvas.childKeys, ["first", "other"])
        XCTAssertEqual(canvas.childWidgets, [shared.gtkWidget, other.gtkWidget])

        // The first key goes: the widget moves to the second, still on screen.
        keys = ["second"]
        XCTAssertEqual(gtkWarnings { canvas.rerender() }, [])
        XCTAssertEqual(canvas.childKeys, ["second", "other"])
        XCTAssertEqual(canvas.childWidgets, [shared.gtkWidget, other.gtkWidget])
        XCTAssertEqual(gtk_widget_get_parent(shared.gtkWidget), canvas.widget)
        XCTAssertNotEqual(gtk_widget_get_mapped(shared.gtkWidget), 0)

        // Placed twice again, the other way round: the first placement ("second") wins.
        keys = ["second", "first"]
        let again = TestLog.capture { canvas.rerender() }
        XCTAssertEqual(errors(again, containing: "under the keys \"second\" and \"first\"").count, 1, "\(again)")
        XCTAssertEqual(canvas.childKeys, ["second", "other"])
        XCTAssertEqual(canvas.childWidgets, [shared.gtkWidget, other.gtkWidget])
    } }
}
#endif
