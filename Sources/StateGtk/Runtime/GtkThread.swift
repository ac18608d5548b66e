// toolkit: both
import Foundation
/// GTK calls back on the thread that runs its main loop, which for StateGtk is the main thread,
/// where the main actor runs.
enum GtkThread {
    /// The main thread, recorded by `Gtk.initialize()`.
    nonisolated(unsafe) static var main: pthread_t?

    /// Marks the main queue, whichever thread drains it.
    static let mainQueueKey = DispatchSpecificKey<Bool>()

    /// Whether the caller runs on the main thread, without Foundation's system call (GObject
    /// references check it as they go, five per row of a list), or in a block of the main
    /// queue. A program with an async `main` (Swift Testing's runner, an app's async `@main`)
    /// gives the main queue to dispatch's worker threads once its main thread has entered
    /// `dispatch_main()`: the main actor then runs there, one block at a time, and that is the
    /// main thread's work all the same.
    static var isMain: Bool {
        guard let main else { return Thread.isMainThread }
        if pthread_equal(pthread_self(), main) != 0 { return true }
        return DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// `MainActor.assumeIsolated` for the callbacks GTK makes thousands of times a frame (layout
    /// of every row of a list). The standard one asks the concurrency runtime which executor is
    /// current, and Foundation's `Thread.isMainThread` makes a system call: each was a large
    /// share of laying out a list. Comparing thread handles is enough for code GTK called.
    ///
    /// `body` is given its inputs as `arguments` instead of capturing them: a closure with
    /// captures gets a heap context here, one allocation per call; a closure without any does not.
    @inline(__always)
    static func assumeMainActor<Arguments, T: Sendable>(_ arguments: Arguments, _ body: @MainActor (Arguments) -> T) -> T {
        guard let main, pthread_equal(pthread_self(), main) != 0 else {
            nonisolated(unsafe) let arguments = arguments
            return MainActor.assumeIsolated { body(arguments) }
        }
        // The same conversion the standard library's assumeIsolated makes once it has checked:
        // a main-actor function and a plain one have the same representation.
        return withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: ((Arguments) -> T).self)(arguments)
        }
    }
}
