import StateGtk
import SwiftHubData
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
        infoBar.actions = message.canRetry ? [InfoBar.Action(tr("Retry")) { [weak self] in self?.props[Self.onRetry]?() }] : []
        place(infoBar, key: "bar")
    }
}

extension StatusBanner.Message {
    /// A failure, and what the list shows instead of GitHub's answer: the failure alone when
    /// the rows are GitHub's (loaded before), else which stand-in they are.
    ///
    /// ```swift
    /// .failure(.timeout, showing: .builtIn).text
    /// // "GitHub is taking too long to answer. Try again in a moment. Showing the repositories built into SwiftHub."
    /// ```
    static func failure(_ error: GitHubError, showing origin: RepositoryListing.Origin?) -> Self {
        var text = error.localizedMessage
        switch origin {
        case .builtIn: text += " " + tr("Showing the repositories built into SwiftHub.")
        case .cache(let savedAt): text += " " + tr("Showing the results saved at \(Formatting.time(savedAt)).", comment: "The value is a time")
        case .network, nil: break
        }
        return .init(text: text, isError: true, canRetry: error.isRetryable)
    }
}
