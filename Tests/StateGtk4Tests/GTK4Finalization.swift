#if GTK4 && !GTK3
import CGtk4
import Synchronization

/// Counts the widgets a test made and the ones GObject finalised, through weak references: a
/// widget the container let go of must be gone at once, and every one once the container is.
@MainActor
enum GTK4Finalization {
    nonisolated static let finalized = Atomic<Int>(0)
    static var tracked = 0

    /// Watches `widget`'s finalisation and returns it.
    static func track(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        tracked += 1
        g_object_weak_ref(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), countFinalized, nil)
        return widget
    }

    /// The tracked widgets still alive.
    static var alive: Int { tracked - finalized.load(ordering: .relaxed) }
}

private let countFinalized: GWeakNotify = { _, _ in
    GTK4Finalization.finalized.add(1, ordering: .relaxed)
}
#endif
