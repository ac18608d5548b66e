#if GTK4 && !GTK3
import CGtk4
import Foundation
import StateGtkTesting
import Synchronization

/// GTK 4 started once for the process under the X server the test command gives (xvfb-run), with
/// every GLib critical and warning collected, so that a test fails on any.
@MainActor
enum GTK4Harness {
    /// The criticals and warnings GLib wrote since the last `takeProblems()`, from any thread.
    nonisolated static let problems = Mutex<[String]>([])
    /// While set, those messages are kept from the log too: scripts/test fails a run whose log
    /// shows one, and a test that provokes one on purpose is not a failure.
    nonisolated static let quiet = Atomic<Bool>(false)

    private static let started: Bool = {
        // Before GTK's first message. GLib accepts one writer per process, and StateGtkTesting
        // (which StateGtkTests uses in the same process) has it: its writer hands this harness
        // every message no `gtkWarnings` collection took.
        GLibMessageCollector.watcher = watchLog
        GLibMessageCollector.installWriter()
        // The software renderer: the same pixels on every X server, no GL driver to warn.
        setenv("GSK_RENDERER", "cairo", 0)
        // No accessibility bus under the test's X server: GTK's test backend, which keeps the
        // accessible roles, properties and states that tests read back.
        setenv("GTK_A11Y", "test", 0)
        return gtk_init_check() != 0
    }()

    /// Whether GTK 4 could open the display.
    static func start() -> Bool { started }

    /// Runs GTK's pending work: layout, drawing, finalisations queued on the main loop.
    static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Drains until `done` holds, or two seconds pass; returns whether it held.
    static func drain(until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(2)
        while !done() {
            if Date() > deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { usleep(1000) }
        }
        return true
    }

    static func takeProblems() -> [String] {
        problems.withLock { taken in defer { taken = [] }; return taken }
    }

    /// The criticals and warnings `body` provoked, kept out of the log.
    static func problems(of body: () -> Void) -> [String] {
        let earlier = takeProblems()
        quiet.store(true, ordering: .relaxed)
        body()
        quiet.store(false, ordering: .relaxed)
        let provoked = takeProblems()
        problems.withLock { $0 = earlier }
        return provoked
    }
}

/// Runs an XCTest body on the main actor: swift-corelibs-xctest runs tests on the main thread
/// but crashes calling `@MainActor` test methods, so they step onto it here.
func onMain(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}

/// Every message GLib writes: criticals and warnings of every domain are kept for the test, and
/// go on to GLib's default writer unless the harness is quiet.
private let watchLog: @Sendable (GLogLevelFlags, UnsafePointer<GLogField>, Int) -> Bool = { level, fields, count in
    let serious = level.rawValue & (G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_ERROR.rawValue)
    guard serious != 0, let text = g_log_writer_format_fields(level, fields, gsize(count), 0) else { return false }
    let message = String(cString: text)
    g_free(text)
    GTK4Harness.problems.withLock { $0.append(message) }
    return GTK4Harness.quiet.load(ordering: .relaxed)
}
#endif
