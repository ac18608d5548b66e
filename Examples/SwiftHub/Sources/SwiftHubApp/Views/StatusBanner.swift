import StateGtk

/// Errors and notices in the window (never only on the terminal), with a Retry button.
@MainActor
final class StatusBanner: StateView {
    struct Message: Equatable {
        var text: String
        var isError: Bool
        var canRetry: Bool
    }

    static let message = PropKey<Message?>("message")
    static let onRetry = PropKey<() -> Void>("onRetry")

    let infoBar = InfoBar()

    override func render() {
        guard let message = props[Self.message] ?? nil else { return }
        infoBar.messageType = message.isError ? .error : .warning
        infoBar.text = message.text
        infoBar.actions = message.canRetry ? [InfoBar.Action("Retry") { [weak self] in self?.props[Self.onRetry]?() }] : []
        place(infoBar, key: "bar")
    }
}
