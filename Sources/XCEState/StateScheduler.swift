import Dispatch

/// Where a queued state request continues after the previous one completes.
///
/// The next request never starts synchronously inside the previous one's
/// completion: it is handed to the scheduler, i.e. to the next turn of the main
/// loop. Tests replace it with ``ManualStateScheduler`` and step it by hand.
///
/// ```swift
/// XCEStateEnvironment.scheduler = ManualStateScheduler()
/// ```
@MainActor
public protocol StateScheduler {
    /// Runs `work` later on the main actor, in FIFO order with other work.
    func schedule(_ work: @escaping @MainActor () -> Void)
}

/// The default scheduler: `DispatchQueue.main.async`.
///
/// The GTK layer drains the main dispatch queue from GLib's main loop, so
/// work scheduled here runs on a later main-loop iteration.
public final class MainQueueStateScheduler: StateScheduler {
    /// The scheduler on the main queue.
    public init() {}

    public func schedule(_ work: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async {
            // The main queue only ever runs on the main thread, which is where
            // the main actor executes; assumeIsolated checks that at run time.
            MainActor.assumeIsolated(work)
        }
    }
}
