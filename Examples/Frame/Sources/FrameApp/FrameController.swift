import Foundation
import StateGtk

/// What the command line asks for.
///
/// ```swift
/// var options = FrameOptions()
/// options.image = URL(fileURLWithPath: "dune.jpg")
/// options.exportURL = URL(fileURLWithPath: "dune-framed.png")
/// exit(FrameController.run(options))
/// ```
public struct FrameOptions: Sendable {
    /// The image to open; Frame's sample when nil.
    public var image: URL?
    public var aspect: Aspect = .portrait
    /// The margin in percent of the shorter side, 0…25.
    public var marginPercent: Double = 8
    /// Export there once the image is open, then quit.
    public var exportURL: URL?
    /// Save a screenshot of the window there once it settles, then quit.
    public var screenshotURL: URL?
    public init() {}
}

/// Frame's window: a header bar and the `FrameView`, plus the command line's unattended runs.
@MainActor
public final class FrameController: StateViewController {
    private let options: FrameOptions
    /// What the process exits with: 1 when an unattended open or export failed.
    public private(set) var exitStatus: Int32 = 0
    public private(set) var frameView: FrameView!

    public init(options: FrameOptions) {
        self.options = options
        super.init(title: "Frame", width: 1000, height: 720)
    }

    override public func viewDidLoad() {
        let header = HeaderBar(title: "Frame")
        header.showsCloseButton = true
        titleBar = header
        let view = FrameView(parentViewController: self)
        view.state[FrameView.aspect] = options.aspect
        view.state[FrameView.margin] = min(max(options.marginPercent, 0), 25) / 100
        frameView = view
        rootView = view
        view.open(options.image ?? FrameImage.sampleURL) { [weak self] result in self?.opened(result) }
    }

    /// Runs Frame until its window closes; returns the process's exit status.
    public static func run(_ options: FrameOptions) -> Int32 {
        var controller: FrameController?
        let status = Application.run(id: "org.stategtk.Frame") {
            let made = FrameController(options: options)
            controller = made
            return made
        }
        return status != 0 ? status : controller?.exitStatus ?? 0
    }

    // MARK: Unattended runs

    private func opened(_ result: Result<FrameImage, FrameError>) {
        if case .failure(let error) = result, options.exportURL != nil || options.screenshotURL != nil {
            return finish(failure: error)
        }
        if let exportURL = options.exportURL {
            frameView.export(to: exportURL) { [weak self] result in
                switch result {
                case .success(let size):
                    print("Frame: saved \(exportURL.path) (\(size) pixels)")
                    self?.finish()
                case .failure(let error):
                    self?.finish(failure: error)
                }
            }
        } else if options.screenshotURL != nil {
            finish()
        }
    }

    /// Prints a failure (it also shows in the window), takes the screenshot if asked, quits.
    private func finish(failure: FrameError? = nil) {
        if let failure {
            FileHandle.standardError.write(Data("Frame: \(failure)\n".utf8))
            exitStatus = 1
        }
        Task { [weak self] in
            guard let self else { return }
            // Let the transitions end and a frame with the outcome be painted.
            while frameView.state.isTransitioning || frameView.state.pendingCount > 0 {
                try? await Task.sleep(for: .milliseconds(20))
            }
            try? await Task.sleep(for: .milliseconds(300))
            if let url = options.screenshotURL { saveScreenshot(to: url) }
            Application.shared?.quit()
        }
    }

    private func saveScreenshot(to url: URL) {
        do {
            try saveScreenshot(to: url.path)
            print("Frame: saved a screenshot to \(url.path)")
        } catch {
            FileHandle.standardError.write(Data("Frame: \(error)\n".utf8))
            exitStatus = 1
        }
    }
}
