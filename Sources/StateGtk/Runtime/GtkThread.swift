import Foundation

/// GTK calls back on the thread that runs its main loop, which for StateGtk is the main thread,
/// where the main actor runs.
enum GtkThread {
    /// `MainActor.assumeIsolated` for the callbacks GTK makes thousands of times a frame (layout
    /// of every row of a list). The standard one asks the concurrency runtime which executor is
    /// current, and that was half the cost of laying out a list of rows; a main-thread check is
    /// enough for code that GTK called.
    @inline(__always)
    static func assumeMainActor<T>(_ body: @MainActor () -> T) -> T {
        precondition(Thread.isMainThread, "GTK called StateGtk off the main thread")
        // The same conversion the standard library's assumeIsolated makes once it has checked:
        // a main-actor function and a plain one have the same representation.
        return withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> T).self)()
        }
    }
}
