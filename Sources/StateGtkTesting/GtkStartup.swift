// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
import StateGtk
/// Why GTK could not start for a test: the message names the fix.
public struct GtkUnavailable: Error, CustomStringConvertible {
    public let description: String
}

/// Starts GTK once per test process; call it first in every test that makes widgets.
///
/// Without a display (DISPLAY unset) it starts Xvfb itself when it is installed, so
/// `swift test` works as it is; `xvfb-run swift test` works too. It throws, with the fix in
/// the message, when GTK cannot start: the test fails instead of the process aborting.
///
/// ```swift
/// func testCounterCounts() throws { try onMain {
///     try requireGtk()
///     let window = TestWindow(Counter())
///     …
/// } }
/// ```
@MainActor
public func requireGtk() throws {
    if let failure = GtkStartup.failure { throw failure }
    if GtkStartup.started { return }
    do {
        try GtkStartup.start()
        GtkStartup.started = true
    } catch {
        GtkStartup.failure = error
        throw error
    }
}

@MainActor
enum GtkStartup {
    static var started = false
    static var failure: GtkUnavailable?

    static func start() throws(GtkUnavailable) {
        // Tests talk to no accessibility bus; without this GTK waits for one that is not there.
        setenv("NO_AT_BRIDGE", "1", 0)
        #if !GTK3
        // GTK 4's equivalent: its test backend keeps roles, names and states in process, and
        // asks no session bus for AT-SPI (which warns when there is none).
        setenv("GTK_A11Y", "test", 0)
        #endif
        let environment = ProcessInfo.processInfo.environment
        if (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            do { try VirtualDisplay.start() } catch { throw GtkUnavailable(description: error.description) }
        }
        guard Gtk.initialize() else {
            let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
            throw GtkUnavailable(description: "GTK could not open the display \"\(display)\": check that the X server runs, or unset DISPLAY to let requireGtk() start Xvfb")
        }
        #if !GTK3
        // GTK 4 animates a blinking cursor and its transitions on the frame clock, so a window
        // with a focused entry never goes idle and waitUntilIdle() would wait out its limit
        // after every action. Tests see the end states without them.
        for setting in ["gtk-cursor-blink", "gtk-enable-animations"] {
            var value = GValue()
            g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN
            g_value_set_boolean(&value, 0)
            g_object_set_property(UnsafeMutableRawPointer(gtk_settings_get_default()).assumingMemoryBound(to: GObject.self), setting, &value)
            g_value_unset(&value)
        }
        #endif
    }
}
