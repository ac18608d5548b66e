// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Synchronization
/// Collects GLib's warnings and criticals for ``gtkWarnings(_:)``.
///
/// GTK 3 is built with `G_LOG_USE_STRUCTURED`, so its `g_warning()`s go straight to GLib's log
/// writer and never reach `g_log`'s default handler; only `g_log` calls (criticals from
/// `g_return_if_fail`) do. Both are watched: the default handler while a collection runs, and a
/// writer installed at the first collection. GLib lets a process set its writer once, so it stays
/// and passes every message to GLib's own writer unless a collection is running.
package enum GLibMessageCollector {
    /// The messages of the running collection; nil when none runs (messages go to the terminal).
    private static let collected = Mutex<[String]?>(nil)
    private static let writerInstalled = Mutex(false)

    /// The default handler that was set before the running collection.
    nonisolated(unsafe) private static var previousHandler: GLogFunc?

    /// Starts collecting the warnings and criticals logged from now on.
    @MainActor
    static func begin() {
        installWriter()
        collected.withLock { $0 = [] }
        previousHandler = g_log_set_default_handler({ domain, level, message, _ in
            guard GLibMessageCollector.isSerious(level) else { return g_log_default_handler(domain, level, message, nil) }
            GLibMessageCollector.record(
                domain: domain.map { String(cString: $0) }, level: level, message: message.map { String(cString: $0) } ?? "")
        }, nil)
    }

    /// Stops collecting and returns what was logged since `begin()`, in order.
    @MainActor
    static func end() -> [String] {
        // GLib hands back only the previous function, not its data: GLib's own needs none.
        g_log_set_default_handler(previousHandler ?? g_log_default_handler, nil)
        return collected.withLock { messages in
            defer { messages = nil }
            return messages ?? []
        }
    }

    private static func isSerious(_ level: GLogLevelFlags) -> Bool {
        level.rawValue & (G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue) != 0
    }

    /// Adds the message to the running collection; false when none runs.
    @discardableResult
    private static func record(domain: String?, level: GLogLevelFlags, message: String) -> Bool {
        let kind = level.rawValue & G_LOG_LEVEL_CRITICAL.rawValue != 0 ? "CRITICAL" : "WARNING"
        let text = "\(domain.map { $0 + "-" } ?? "")\(kind): \(message)"
        return collected.withLock { messages in
            guard messages != nil else { return false }
            messages!.append(text)
            return true
        }
    }

    /// A test harness's watcher of every message GLib writes that no collection took: true when
    /// it handled the message, which is then not written. GLib lets a process set its writer
    /// once, and two test targets share the GTK 4 test process: a harness sets this and calls
    /// `installWriter()` instead of setting a writer of its own (StateGtk4Tests' GTK4Harness).
    package nonisolated(unsafe) static var watcher: (@Sendable (GLogLevelFlags, UnsafePointer<GLogField>, Int) -> Bool)?

    package static func installWriter() {
        let install = writerInstalled.withLock { installed in
            defer { installed = true }
            return !installed
        }
        guard install else { return }
        g_log_set_writer_func({ level, fields, count, data in
            if GLibMessageCollector.isSerious(level), let fields {
                var domain: String?
                var message = ""
                for field in UnsafeBufferPointer(start: fields, count: Int(count)) {
                    guard let key = field.key, let value = field.value else { continue }
                    let text = field.length < 0
                        ? String(cString: value.assumingMemoryBound(to: CChar.self))
                        : String(decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
                    switch String(cString: key) {
                    case "GLIB_DOMAIN": domain = text
                    case "MESSAGE": message = text
                    default: break
                    }
                }
                if GLibMessageCollector.record(domain: domain, level: level, message: message) { return G_LOG_WRITER_HANDLED }
            }
            if let fields, let watcher = GLibMessageCollector.watcher, watcher(level, fields, Int(count)) { return G_LOG_WRITER_HANDLED }
            return g_log_writer_default(level, fields, count, data)
        }, nil, nil)
    }
}
