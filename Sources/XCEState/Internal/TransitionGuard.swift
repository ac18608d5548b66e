/// Wraps one transition's `mutations` and `completion` so that a misbehaving
/// transition cannot corrupt the queue: mutations run at most once, completion
/// counts once, a completion without mutations runs them first, and a
/// transition that drops its completion without calling it (e.g. its widget
/// was destroyed mid-animation) completes with `false` instead of stalling the
/// queue forever.
@MainActor
final class TransitionGuard {
    private let label: String
    private let enter: @MainActor () -> Void
    private let finish: @MainActor (Bool) -> Void
    private var mutationsRan = false
    private var completed = false

    /// - Parameters:
    ///   - label: "Type.state()" for diagnostics.
    ///   - enter: applies the state (records it as current, then onSet/onUpdate).
    ///   - finish: ends the request with the transition's verdict.
    init(label: String, enter: @escaping @MainActor () -> Void, finish: @escaping @MainActor (Bool) -> Void) {
        self.label = label
        self.enter = enter
        self.finish = finish
    }

    func mutations() {
        guard !mutationsRan else {
            XCEStateEnvironment.logger.warning(
                "XCEState: transition to \(label) called mutations() more than once; ignored"
            )
            return
        }
        mutationsRan = true
        enter()
    }

    func completion(_ finished: Bool) {
        guard !completed else {
            XCEStateEnvironment.logger.warning(
                "XCEState: transition to \(label) called completion more than once; ignored"
            )
            return
        }
        completed = true
        if !mutationsRan {
            XCEStateEnvironment.logger.warning(
                "XCEState: transition to \(label) completed without calling mutations(); running them now"
            )
            mutations()
        }
        finish(finished)
    }

    // Not `isolated deinit`: that needs macOS 15.4+ and the package also
    // declares macOS 13. The last closure holding the guard may be released on
    // any thread, so the late completion always hops to the main actor, on a
    // later main-loop turn like every other continuation.
    deinit {
        guard !completed else { return }
        let (label, mutationsRan, enter, finish) = (label, mutationsRan, enter, finish)
        Task { @MainActor in
            XCEStateEnvironment.logger.warning(
                "XCEState: transition to \(label) was released without calling completion; completing with false"
            )
            if !mutationsRan { enter() }
            finish(false)
        }
    }
}
