/// The per-object record behind every ``StateDispatcher`` of one object: its
/// current state and its FIFO queue of requests, one in flight at a time.
///
/// Invariant: a non-empty queue always has a request in flight or a drain
/// scheduled, so nothing queued is ever forgotten.
@MainActor
final class StateMachine {
    private(set) weak var target: AnyObject?
    /// The dynamic type of the target, kept for diagnostics after it is gone.
    let targetTypeName: String

    private(set) var current: StateIdentity?
    /// FIFO; an Array is enough, queues are a handful of requests long.
    private var queue: [StateRequest] = []
    /// True from the start of a request until its completion has returned, so
    /// that requests made inside onSet/onUpdate/completion wait their turn.
    private var isBusy = false
    private var isInFlight = false
    private var isDrainScheduled = false

    init(target: AnyObject) {
        self.target = target
        self.targetTypeName = String(describing: type(of: target))
    }

    var isTransitioning: Bool { isInFlight }
    var pendingCount: Int { queue.count }

    func enqueue(_ request: StateRequest) {
        queue.append(request)
        if !isBusy && !isDrainScheduled {
            startNext()
        }
    }

    func cancelQueued() -> Int {
        let cancelled = queue
        queue.removeAll()
        for request in cancelled {
            request.completion?(false)
        }
        return cancelled.count
    }

    private func startNext() {
        guard !isBusy, !queue.isEmpty else { return }
        let request = queue.removeFirst()
        isBusy = true
        let label = "\(targetTypeName).\(request.identity.name)"

        guard let bound = request.bind() else {
            XCEStateEnvironment.logger.error(
                "XCEState: \(targetTypeName) was deallocated before state \(request.identity.name) could be applied; completing it with false",
                metadata: ["target": "\(targetTypeName)", "state": "\(request.identity.name)"]
            )
            finish(request, finished: false)
            return
        }

        if request.identity == current {
            // Same state again: only onUpdate, now, no transition (XCEState 2.6).
            bound.update()
            finish(request, finished: true)
            return
        }

        isInFlight = true
        let identity = request.identity
        // Capture only `enter` (weak on the target), not `bound`, whose
        // transition closure holds the target strongly.
        let enter = bound.enter
        let guarded = TransitionGuard(
            label: label,
            enter: { [self] in
                current = identity
                enter()
            },
            finish: { [self] finished in finish(request, finished: finished) }
        )
        if let transition = bound.transition {
            transition({ guarded.mutations() }, { guarded.completion($0) })
        } else {
            guarded.mutations()
            guarded.completion(true)
        }
    }

    private func finish(_ request: StateRequest, finished: Bool) {
        isInFlight = false
        request.completion?(finished)
        isBusy = false
        scheduleDrainIfNeeded()
    }

    /// Hands the next request to the scheduler: it never starts inside the
    /// previous one's completion, always on a later main-loop turn.
    private func scheduleDrainIfNeeded() {
        guard !queue.isEmpty, !isDrainScheduled else { return }
        isDrainScheduled = true
        // Strong capture on purpose: the machine must outlive its registry
        // entry until its queue is drained, even when the target is gone, so
        // that every completion is called.
        XCEStateEnvironment.scheduler.schedule { [self] in
            isDrainScheduled = false
            startNext()
        }
    }
}
