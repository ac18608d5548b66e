// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
import StateGtk
/// A wait whose condition did not hold in time.
public struct WaitTimedOut: Error, CustomStringConvertible {
    public let description: String
}

/// Runs GTK's main loop until it has had nothing to do for `quiet` seconds (at most `limit`):
/// renders, layout and redraws a change queued are done. GTK lays out a queued resize in the
/// frame clock's next frame, up to a refresh interval away, which `Gtk.drainEvents()` does not
/// wait for.
@MainActor
public func waitUntilIdle(quiet: TimeInterval = 0.03, limit: TimeInterval = 3) {
    StateView.flushRenders()
    let start = Date()
    var lastActivity = start
    while Date().timeIntervalSince(lastActivity) < quiet, Date().timeIntervalSince(start) < limit {
        if g_main_context_iteration(nil, 0) != 0 { lastActivity = Date() } else { usleep(500) }
    }
}

/// Runs the main loop until `condition` holds; throws, saying what was awaited, after `timeout`
/// seconds.
///
/// ```swift
/// try wait(timeout: 5, "the results to load") { store.isLoaded }
/// ```
@MainActor
public func wait(timeout: TimeInterval = 5, _ what: String = "the condition", until condition: () -> Bool) throws {
    guard Gtk.runUntil(timeout: timeout, condition) else {
        throw WaitTimedOut(description: "timed out after \(timeout) s waiting for \(what)")
    }
}

/// Runs the main loop until `widget`'s window painted a frame with `widget` drawn anew.
@MainActor
func waitForPaint(of widget: UnsafeMutablePointer<GtkWidget>, timeout: TimeInterval) throws {
    guard gtk_widget_get_mapped(widget) != 0, let clock = gtk_widget_get_frame_clock(widget) else {
        throw WaitTimedOut(description: "the window is not on screen: it paints no frames")
    }
    final class Painted { var count = 0 }
    let painted = Painted()
    let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        Unmanaged<Painted>.fromOpaque(data!).takeUnretainedValue().count += 1
    }
    let id = withExtendedLifetime(painted) {
        g_signal_connect_data(
            UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(handler, to: GCallback.self),
            Unmanaged.passUnretained(painted).toOpaque(), nil, GConnectFlags(0))
    }
    defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), id) }
    gtk_widget_queue_draw(widget)
    try withExtendedLifetime(painted) {
        try wait(timeout: timeout, "the next frame") { painted.count > 0 }
    }
}

@MainActor
extension TestWindow {
    /// Runs the main loop until the window painted its next frame (after what the test changed).
    public func waitForNextFrame(timeout: TimeInterval = 5) throws {
        try waitForPaint(of: window, timeout: timeout)
    }

    /// `wait(timeout:_:until:)`, for reading at the call site as the window's.
    public func wait(timeout: TimeInterval = 5, _ what: String = "the condition", until condition: () -> Bool) throws {
        try StateGtkTesting.wait(timeout: timeout, what, until: condition)
    }
}
