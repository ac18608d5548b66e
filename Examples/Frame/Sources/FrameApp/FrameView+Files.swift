import Foundation
import StateGtk

/// Opening and exporting: the slow work runs off the main thread; the outcome comes back as
/// state (the image, a notice) and XCEState transitions.
extension FrameView {
    // MARK: Opening

    /// Decodes `url` off the main thread, then shows it; on failure the error shows in the info
    /// bar and the previous image stays. `completion` gets the outcome once it shows.
    public func open(_ url: URL, completion: (@MainActor (Result<FrameImage, FrameError>) -> Void)? = nil) {
        guard state[Self.mode] != .exporting else {
            return completion?(.failure(.cannotRead(url.lastPathComponent, reason: "an export is running"))) ?? ()
        }
        loadGeneration += 1
        let generation = loadGeneration
        Task { [weak self] in
            let result = await Task.detached(priority: .userInitiated) {
                Result { () throws(FrameError) in try FrameImage.load(from: url) }
            }.value
            guard let self, generation == loadGeneration else { return }  // a later open won
            switch result {
            case .success(let image):
                state[Self.notice] = nil
                // From empty this cross-fades; re-applying editing only swaps the image, at once.
                state.apply { $0.editing(image) }.via(.crossFade(duration: 0.4)) { _ in completion?(result) }
            case .failure(let error):
                state[Self.notice] = Notice(text: error.description, isError: true)
                completion?(result)
            }
        }
    }

    /// Asks for an image with the desktop's file chooser.
    public func chooseImage() {
        let filters = [FileFilter("Images", mimeTypes: ["image/*"]), FileFilter("All files", patterns: ["*"])]
        fileChooser = parentViewController?.chooseFile(title: "Open an Image", filters: filters) { [weak self] urls in
            if let url = urls.first { self?.open(url) }
        }
    }

    // MARK: Exporting

    /// Saves the framed image as a PNG in the background, showing its progress; the outcome
    /// shows in the info bar and goes to `completion`.
    public func export(to url: URL, completion: (@MainActor (Result<PixelSize, FrameError>) -> Void)? = nil) {
        guard state[Self.mode] == .editing, let image = state[Self.image] else {
            return completion?(.failure(.cannotWrite(url.lastPathComponent, reason: "there is no image to frame yet"))) ?? ()
        }
        let aspect = state[Self.aspect] ?? .portrait, margin = state[Self.margin] ?? 0
        state[Self.notice] = nil
        state.apply { $0.exporting(progress: 0) }.viaTransition()
        // Only the newest fraction matters: a slow main loop skips the ones in between.
        let (fractions, sink) = AsyncStream.makeStream(of: Double.self, bufferingPolicy: .bufferingNewest(1))
        let job = Task.detached(priority: .userInitiated) {
            defer { sink.finish() }
            return Result { () throws(FrameError) in
                try FrameExporter.export(image, aspect: aspect, margin: margin, to: url) { sink.yield($0) }
            }
        }
        exportJob = job
        Task { [weak self] in
            var shown = -1
            for await fraction in fractions {
                // One state request per visible percent, and none piling up behind a transition.
                guard let self, Int(fraction * 100) != shown, state.pendingCount < 2 else { continue }
                shown = Int(fraction * 100)
                state.apply { $0.exporting(progress: fraction) }.instantly()
            }
            let result = await job.value
            guard let self else { return }
            exportJob = nil
            state.apply { $0.editing(image) }.viaTransition()
            switch result {
            case .success(let size):
                state[Self.notice] = Notice(text: "Saved “\(url.lastPathComponent)”, \(size) pixels.", isError: false)
            case .failure(.cancelled):
                break
            case .failure(let error):
                state[Self.notice] = Notice(text: error.description, isError: true)
            }
            completion?(result)
        }
    }

    /// Stops the running export; no file is left behind.
    public func cancelExport() { exportJob?.cancel() }

    /// Asks where to save, suggesting "<name>-framed.png" next to the image (or in the home
    /// folder when that folder is read-only, as the sample's is).
    public func chooseExportDestination() {
        guard let image = state[Self.image] else { return }
        let folder = image.url.deletingLastPathComponent()
        let name = image.url.deletingPathExtension().lastPathComponent + "-framed.png"
        fileChooser = parentViewController?.chooseFile(
            title: "Export Framed Image", action: .save, filters: [FileFilter("PNG images", patterns: ["*.png"])], suggestedName: name,
            folder: access(folder.path, W_OK) == 0 ? folder : FileManager.default.homeDirectoryForCurrentUser
        ) { [weak self] urls in
            guard let url = urls.first else { return }
            self?.export(to: url.pathExtension.isEmpty ? url.appendingPathExtension("png") : url)
        }
    }
}
