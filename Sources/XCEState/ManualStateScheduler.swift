/// A ``StateScheduler`` that only runs work when told to: for tests that must
/// observe what happens before and after "the next main-loop iteration".
///
/// ```swift
/// let scheduler = ManualStateScheduler()
/// XCEStateEnvironment.scheduler = scheduler
/// view.state.apply { $0.a() }.via(slow); view.state.apply { $0.b() }.instantly()
/// finishSlow()              // b() is not started yet…
/// scheduler.runAll()        // …now it is
/// ```
public final class ManualStateScheduler: StateScheduler {
    private var pending: [@MainActor () -> Void] = []

    /// A scheduler with nothing queued.
    public init() {}

    /// How many work items wait to run.
    public var pendingCount: Int { pending.count }

    public func schedule(_ work: @escaping @MainActor () -> Void) {
        pending.append(work)
    }

    /// Runs the oldest waiting item; returns `false` when there was none.
    @discardableResult
    public func step() -> Bool {
        guard !pending.isEmpty else { return false }
        pending.removeFirst()()
        return true
    }

    /// Runs items until none is left, including items scheduled meanwhile;
    /// returns how many ran. Stops after `limit` items to avoid spinning forever.
    @discardableResult
    public func runAll(limit: Int = 10_000) -> Int {
        var count = 0
        while count < limit, step() { count += 1 }
        return count
    }
}
