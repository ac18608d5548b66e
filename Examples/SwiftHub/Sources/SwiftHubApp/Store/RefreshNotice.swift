import Foundation
import StateGtk
/// Tells the desktop that a refresh which took long has finished while the user was in another
/// window: "N repositories updated", with a button that brings SwiftHub's window back. A short
/// refresh, one that failed, or one the user watched (the window is active) says nothing.
@MainActor
final class RefreshNotice {
    /// The notification's id: a second long refresh replaces the first's notification.
    static let id = "refresh-finished"
    /// The `app.` action the notification's button runs.
    static let showWindow = "show-window"

    /// Refreshes shorter than this finish under the user's eyes.
    private let threshold: Duration
    private var startedAt: ContinuousClock.Instant?

    /// Notices for refreshes of `threshold` seconds or more.
    init(threshold: TimeInterval) {
        self.threshold = .milliseconds(Int64((threshold * 1_000).rounded()))
    }

    /// A refresh the user asked for starts now.
    func refreshStarted() { startedAt = .now }

    /// The notification due once the loader says `status`, if the refresh is over with it;
    /// nil while it loads and for a refresh that does not deserve one.
    func notification(after status: RepositoryLoader.Status, windowIsActive: Bool) -> DesktopNotification? {
        guard let startedAt, !status.isLoading else { return nil }
        self.startedAt = nil
        guard !windowIsActive, status.failure == nil, let count = status.listing?.repositories.count,
              ContinuousClock.now - startedAt >= threshold else { return nil }
        let show = DesktopNotification.Button(tr("Show SwiftHub", comment: "A notification's button"), action: "app.\(Self.showWindow)")
        return DesktopNotification(
            title: tr("\(count) repository updated", plural: "\(count) repositories updated", count: count),
            defaultAction: show, buttons: [show])
    }
}
