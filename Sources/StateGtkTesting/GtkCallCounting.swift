// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
/// The GTK calls that change the widget tree (adds, removes, reorders, destroys, label and
/// property sets) made while `body` ran: how a test proves that an update did the least work,
/// without timing anything.
///
/// ```swift
/// let calls = countGtkCalls { view.state["rows"] = swapped }
/// XCTAssertEqual(calls.reorders, 2)
/// XCTAssertEqual(calls.total, 2)
/// ```
///
/// State changes render before the next frame; this renders them before it counts.
@MainActor
public func countGtkCalls(_ body: () throws -> Void) rethrows -> GtkCallCounts {
    try GtkMutations.measure {
        try body()
        StateView.flushRenders()
    }
}

/// The warnings and criticals GLib and GTK logged while `body` ran (`Gtk-CRITICAL: …` on the
/// terminal otherwise), so that a test can assert there were none.
///
/// ```swift
/// let messages = gtkWarnings { window.close() }
/// XCTAssertEqual(messages, [])
/// ```
@MainActor
public func gtkWarnings(_ body: () throws -> Void) rethrows -> [String] {
    GLibMessageCollector.begin()
    do {
        try body()
    } catch {
        _ = GLibMessageCollector.end()
        throw error
    }
    return GLibMessageCollector.end()
}
