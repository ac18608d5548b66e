// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import CStateGLib
import Foundation
/// GTK's initialisation and main loop, with Swift's main actor running on it.
///
/// Applications use `Application.run`; tests and tools that drive GTK by hand use these.
///
/// ```swift
/// guard Gtk.initialize() else { fatalError("no display") }
/// Gtk.runUntil(timeout: 2) { window.isMapped }
/// ```
@MainActor
public enum Gtk {
    private static var initialized: Bool?

    /// Whether `initialize()` succeeded.
    static var isInitialized: Bool { initialized == true }

    /// Initialises GTK once per process, returning false (instead of exiting, as `gtk_init`
    /// does) when no display can be opened. Also puts Swift's main queue on GLib's main loop.
    @discardableResult
    public static func initialize() -> Bool {
        if let initialized { return initialized }
        #if GTK3
        let ok = gtk_init_check(nil, nil) != 0
        #else
        let ok = gtk_init_check() != 0
        #endif
        initialized = ok
        GtkThread.main = pthread_self()
        DispatchQueue.main.setSpecific(key: GtkThread.mainQueueKey, value: true)
        if ok {
            #if GTK4 && Adwaita && !GTK3
            Adwaita.initialize()
            #endif
            sg_main_queue_attach()
            #if GTK3
            sg_combo_box_focus_install()  // GTK 4's accessibility has no such gap
            #else
            // GTK 4.8's scrolled windows leave a handler on GtkSettings at every unrealize.
            sg_scrolled_window_settings_fix_install()
            #endif
        }
        return ok
    }

    /// Stops with a message that names the fix when GTK cannot make widgets yet: not initialised
    /// (GTK would print CRITICALs and crash somewhere inside), or no display (GTK would abort).
    /// Views and controllers call it before their first GTK call. It exits with status 1 rather
    /// than trapping: the mistake is the app's, and a trap's backtrace reads as a crash in StateGtk.
    static func requireInitialized(creating what: @autoclosure () -> String) {
        switch initialized {
        case true?:
            return
        case false?:
            let display = ProcessInfo.processInfo.environment["DISPLAY"].map { "DISPLAY=\($0)" } ?? "DISPLAY is not set"
            exitWithMisuse("StateGtk: \(what()) was created, but GTK could not open a display (\(display)). Run it where a display is, or headless under `xvfb-run -a`; tests can use StateGtkTesting's requireGtk(), which starts Xvfb itself.")
        case nil:
            exitWithMisuse("StateGtk: \(what()) was created before GTK was initialised. Start the app with Application.run (or call Gtk.initialize() first and check that it returns true); in tests, call requireGtk() from StateGtkTesting first.")
        }
    }

    /// Prints a misuse found before the main loop runs, and exits with status 1.
    static func exitWithMisuse(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(1)
    }

    /// Runs every pending GLib event, idle and main-queue job, without blocking.
    public static func drainEvents() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Runs the main loop until `condition` holds or `timeout` seconds pass. Returns the
    /// condition's last value.
    @discardableResult
    public static func runUntil(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() >= deadline { return false }
            // Block briefly so that a condition waiting on another thread does not spin.
            if g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) } else { usleep(500) }
        }
        return true
    }
}
