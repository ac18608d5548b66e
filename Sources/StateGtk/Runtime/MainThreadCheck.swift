// toolkit: both
import Foundation
/// StateGtk's views and windows belong to the main thread, where GTK runs. Swift's checks keep
/// other threads away from them, but code that gets around those checks (`nonisolated(unsafe)`,
/// `@unchecked Sendable`, a C callback) can still reach them, and a write racing the main
/// thread's renders corrupts the state or GTK's widgets. Their entry points (a state write,
/// `setNeedsRender()`, `flushRenders()`, `renderDeep()`, a controller's `rootView`, `title`,
/// `show()` and `close()`) refuse a call from another thread at once: nothing changes, and an
/// error names the view and the thread. Refused, not moved to the main thread: a state write
/// reads the state first, on the wrong thread, so a moved write would still race and could
/// lose other writes; the caller knows where its value should go, and how.
///
/// The check compares the calling thread with the one `Gtk.initialize()` recorded: no system
/// call, cheap enough for every state write. Only when they differ does it ask whether the
/// caller runs a block of the main queue, which an async `main` hands to dispatch's worker
/// threads (see `GtkThread.isMain`).
enum MainThreadCheck {
    /// Whether the caller runs on the main thread. If not, reports `operation` (“Counter's state
    /// was written”) as refused, once per operation and thread, and returns false.
    @inline(__always)
    static func allows(_ operation: @autoclosure () -> String) -> Bool {
        if GtkThread.isMain { return true }
        report(operation())
        return false
    }

    private static let lock = NSLock()
    /// What was reported already, by operation and thread: a writer in a loop is named once.
    nonisolated(unsafe) private static var reported: Set<String> = []

    private static func report(_ operation: String) {
        let thread = currentThreadDescription()
        lock.lock()
        let isNew = reported.insert("\(operation) \(thread)").inserted
        lock.unlock()
        guard isNew else { return }
        stateGtkLog.error(
            "\(operation) on \(thread), not the main thread: refused, nothing changed. StateGtk's views and windows are used on the main thread, where GTK runs: get there first (`await MainActor.run { … }`, or `DispatchQueue.main.async { … }` from a C callback).")
    }

    /// `thread "name" (id)`: its Foundation `Thread` name if it was given one, else the name the
    /// kernel knows (what `top -H` and gdb show); read only on this error path.
    private static func currentThreadDescription() -> String {
        let id = pthread_self()
        var name = Thread.current.name ?? ""
        if name.isEmpty {
            let comm = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
            name = comm.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return name.isEmpty ? "thread \(id)" : "thread \"\(name)\" (\(id))"
    }
}
