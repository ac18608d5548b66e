import Foundation
import StateGtk
/// `--screenshot FILE`: a run with nobody at the screen (CI, a server, `scripts/swifthub`
/// without a display). It ends by itself on every outcome: once the window shows the first
/// answer (results, or a failure and whatever is shown instead), or at its deadline when no
/// answer came, it saves a screenshot of the window, prints the file's path and quits.
///
/// ```swift
/// let run = HeadlessRun(screenshotPath: "/tmp/swifthub.png", deadline: 20)
/// // … the window calls run.finish(.results, window: controller) …
/// exit(run.exitStatus)   // 0 only when results were on screen and no error
/// ```
@MainActor
public final class HeadlessRun {
    /// What the window showed when the run ended.
    public enum Outcome: Equatable, Sendable {
        /// Repositories, and no error.
        case results
        /// An error (its message), or no repositories at all.
        case failure(String)
    }

    /// Where the screenshot goes.
    public let screenshotPath: String
    /// Seconds after which the run ends with what is on screen, answer or not.
    public let deadline: TimeInterval
    /// How the run ended; nil while it goes on.
    public private(set) var outcome: Outcome?
    private var screenshotFailed = false
    private weak var window: StateViewController?
    private var watchdog: Task<Void, Never>?

    /// The deadline starts now.
    public init(screenshotPath: String, deadline: TimeInterval) {
        self.screenshotPath = screenshotPath
        self.deadline = deadline
        watchdog = Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(deadline))
            guard !Task.isCancelled, let self else { return }
            self.finish(.failure(tr("No answer from GitHub within \(Int(deadline)) seconds.")), window: self.window)
        }
    }

    /// What the process should exit with: 0 when results were shown, 1 otherwise.
    public var exitStatus: Int32 { outcome == .results && !screenshotFailed ? 0 : 1 }

    /// The window whose screenshot the deadline takes, if it comes first.
    public func watch(_ window: StateViewController) { self.window = window }

    /// Ends the run with `outcome` (only the first call counts): after a moment for the
    /// avatars and a painted frame, saves the screenshot, prints its path (and the failure on
    /// stderr) and quits.
    public func finish(_ outcome: Outcome, window: StateViewController?) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        watchdog?.cancel()
        if case .failure(let message) = outcome {
            FileHandle.standardError.write(Data("SwiftHub: \(message)\n".utf8))
        }
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(outcome == .results ? 1500 : 300))
            do {
                guard let window else { return self.quit(failing: "no window was shown to take a screenshot of") }
                try window.saveScreenshot(to: self.screenshotPath)
                print("Screenshot of SwiftHub saved to \(self.screenshotPath)")
            } catch {
                return self.quit(failing: "\(error)")
            }
            Application.shared?.quit()
        }
    }

    private func quit(failing reason: String) {
        screenshotFailed = true
        FileHandle.standardError.write(Data("SwiftHub: \(reason)\n".utf8))
        Application.shared?.quit()
    }
}
