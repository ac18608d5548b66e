#if GTK3
import StateGtk
// snippet: states-status
/// A status line with three discrete states, declared as static functions.
final class StatusView: StateView {
    let spinner = Spinner()
    let message = Label()
    let retry = Button(label: "Retry")

    override func render() {
        place(spinner, key: "spinner") { make in
            make.left.centerY.equalTo(self)
        }
        place(message, key: "message") { make in
            make.left.equalTo(self.spinner.snp.right).offset(8)
            make.top.bottom.equalTo(self).inset(4)
        }
        place(retry, key: "retry") { make in
            make.left.equalTo(self.message.snp.right).offset(8)
            make.right.centerY.equalTo(self)
        }
    }
}

extension StatusView: Stateful {
    static func idle() -> State<StatusView> {
        state {
            $0.spinner.isActive = false
            $0.message.text = ""
            $0.retry.isVisible = false
        }
    }

    /// `onSet` runs when the view enters the state; `onUpdate` also when it is applied again
    /// while current (a new progress figure, say), without leaving it.
    static func loading(_ progress: Int) -> State<StatusView> {
        onSet {
            $0.spinner.isActive = true
            $0.retry.isVisible = false
        }
        .onUpdate { $0.message.text = "Loading… \(progress)%" }
    }

    static func failed(_ reason: String) -> State<StatusView> {
        state {
            $0.spinner.isActive = false
            $0.message.text = reason
            $0.retry.isVisible = true
        }
    }
}
// end snippet

@MainActor func driveStatus(_ status: StatusView) {
    // snippet: states-apply
    status.state.apply { $0.loading(10) }.instantly()
    status.state.apply { $0.loading(60) }.instantly()  // same state: only onUpdate runs
    status.state.apply { $0.failed("No network") }.via(.crossFade(duration: 0.3)) { finished in
        print(finished ? "shown" : "the view went away first")
    }
    // end snippet
}
#endif
