import CGtk
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
    final class Collected { var messages: [String] = [] }
    let collected = Collected()
    let handler: GLogFunc = { domain, level, message, data in
        let serious = G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue
        guard level.rawValue & serious != 0 else { return g_log_default_handler(domain, level, message, nil) }
        let kind = level.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0 ? "CRITICAL" : "WARNING"
        let text = "\(domain.map { String(cString: $0) + "-" } ?? "")\(kind): \(message.map { String(cString: $0) } ?? "")"
        Unmanaged<Collected>.fromOpaque(data!).takeUnretainedValue().messages.append(text)
    }
    return try withExtendedLifetime(collected) {
        let previous = g_log_set_default_handler(handler, Unmanaged.passUnretained(collected).toOpaque())
        // GLib hands back only the previous function, not its data: GLib's own needs none.
        defer { g_log_set_default_handler(previous ?? g_log_default_handler, nil) }
        try body()
        return collected.messages
    }
}
