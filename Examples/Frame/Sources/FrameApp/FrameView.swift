import Foundation
import StateGtk

/// Frame's window content. Its data (image, aspect, margin, notice) lives in StateView `state`
/// and `render()` draws from it; which screen shows (empty, editing, exporting) is an XCEState
/// state, applied through transitions.
///
/// ```swift
/// let view = FrameView(parentViewController: controller)
/// controller.rootView = view
/// view.open(URL(fileURLWithPath: "dune.jpg"))     // empty() → editing(_:) with a cross-fade
/// view.export(to: URL(fileURLWithPath: "out.png")) { result in print(result) }
/// view.state.current?.name                         // "exporting(progress:)", later "editing(_:)"
/// ```
@MainActor
public final class FrameView: StateView {
    /// Which screen shows; only the XCEState states below write it.
    public enum Mode: Equatable, Sendable { case empty, editing, exporting }

    /// A message in the info bar above everything.
    public struct Notice: Equatable, Sendable {
        public var text: String
        public var isError: Bool
    }

    public static let mode = StateField<Mode>("mode")
    public static let image = StateField<FrameImage>("image")
    public static let aspect = StateField<Aspect>("aspect")
    /// The margin, a fraction (0…0.25) of the canvas's shorter side.
    public static let margin = StateField<Double>("margin")
    public static let progress = StateField<Double>("progress")
    public static let notice = StateField<Notice>("notice")

    public let preview = FramePreview()
    public let infoBar = InfoBar()
    public let status = Label()
    public let progressBar = ProgressBar()
    public let cancel = Button(label: "Cancel")

    /// The file chooser on screen, if any (tests answer it).
    public internal(set) var fileChooser: PresentedDialog?
    /// Counts opens, so that only the latest one's image is shown.
    var loadGeneration = 0
    var exportJob: Task<Result<PixelSize, FrameError>, Never>?

    /// 0 while editing, 1 while exporting: shades the preview and brings in the progress bar.
    /// The default transition animates it, so entering and leaving an export is gradual.
    public var exportEmphasis: Double = 0 {
        didSet {
            preview.dimming = exportEmphasis
            progressBar.opacity = exportEmphasis
        }
    }

    override public func getInitialState() -> [String: Any?] {
        ["mode": Mode.empty, "aspect": Aspect.portrait, "margin": 0.08, "progress": 0.0]
    }

    override public func viewDidInitialize() {
        status.xAlign = 0
        status.ellipsize = .middle
        // Not dimmed: Adwaita's dim-label is 3.2:1 on the window's background, under WCAG AA.
        status.announcesChanges = true  // the image's size and the export's, spoken when they change
        infoBar.showsCloseButton = true
        infoBar.onClose = { [weak self] in self?.state[Self.notice] = nil }
        cancel.onClicked = { [weak self] in self?.cancelExport() }
        progressBar.expandsHorizontally = true  // the bar, not the button, takes the width
        state.apply { $0.empty() }.instantly()
    }

    override public func viewWillRemove() {
        exportJob?.cancel()
        state.cancelQueued()  // nothing left to show them on
    }

    // MARK: Rendering

    override public func render() {
        let mode = state[Self.mode] ?? .empty
        let notice = state[Self.notice]
        if let notice {
            infoBar.messageType = notice.isError ? .error : .info
            infoBar.text = notice.text
            place(infoBar, key: "notice") { make in make.top.left.right.equalTo(self) }
        }
        // Everything else starts below the info bar, when there is one.
        let top = { [infoBar] (make: ConstraintMaker) -> Void in
            if notice == nil { make.top.equalTo(self) } else { make.top.equalTo(infoBar.snp.bottom) }
        }
        guard mode != .empty, let image = state[Self.image] else {
            let placeholder = place(Placeholder.self, key: "placeholder") { make in make.center.equalTo(self) }
            placeholder.prop(Placeholder.onOpen, is: { [weak self] in self?.chooseImage() })
            return
        }
        parentViewController?.titleBar?.subtitle = image.name
        let aspect = state[Self.aspect] ?? .portrait, margin = state[Self.margin] ?? 0
        let controls = place(ControlsBar.self, key: "controls") { make in
            top(make)
            make.left.right.equalTo(self)
        }
        controls.prop(ControlsBar.aspect, is: aspect)
            .prop(ControlsBar.marginPercent, is: margin * 100)
            .prop(ControlsBar.isEnabled, is: mode == .editing)
            .prop(ControlsBar.onOpen, is: { [weak self] in self?.chooseImage() })
            .prop(ControlsBar.onExport, is: { [weak self] in self?.chooseExportDestination() })
            .prop(ControlsBar.onAspect, is: { [weak self] aspect in self?.state[Self.aspect] = aspect })
            .prop(ControlsBar.onMargin, is: { [weak self] percent in self?.state[Self.margin] = percent / 100 })

        preview.image = image
        preview.aspect = aspect
        preview.margin = margin
        place(preview.area, key: "preview") { make in
            make.top.equalTo(controls.snp.bottom)
            make.left.right.equalTo(self)
            make.bottom.equalTo(self).offset(-40)
        }
        placeFooter(exporting: mode == .exporting, image: image, aspect: aspect, margin: margin)
    }

    /// The bottom 40 pixels: what will be saved, or the export's progress.
    private func placeFooter(exporting: Bool, image: FrameImage, aspect: Aspect, margin: Double) {
        if exporting {
            let fraction = state[Self.progress] ?? 0
            progressBar.fraction = fraction
            progressBar.text = "Exporting… \(Int(fraction * 100)) %"
            place(progressBar, key: "progress") { make in
                make.left.equalTo(self).offset(12)
                make.right.equalTo(self.cancel.snp.left).offset(-12)
                make.centerY.equalTo(self.cancel)
            }
            place(cancel, key: "cancel") { make in
                make.right.equalTo(self).offset(-12)
                make.centerY.equalTo(self.snp.bottom).offset(-20)
            }
        } else {
            let framed = FrameGeometry.layout(image: image.size, aspect: aspect, margin: margin).canvas
            status.text = "\(image.name) · \(image.size) px · exports as \(Int(framed.width)) × \(Int(framed.height)) px"
            place(status, key: "status") { make in
                make.left.equalTo(self).offset(12)
                make.right.equalTo(self).offset(-12)
                make.centerY.equalTo(self.snp.bottom).offset(-20)
            }
        }
    }
}

// MARK: States

extension FrameView: Stateful {
    /// Animates `exportEmphasis` from its value before the state to the one the state sets.
    public static var defaultTransition: Transition<FrameView>.Body {
        Transition<FrameView>.animating(\.exportEmphasis, duration: 0.3)
    }

    /// No image: the placeholder invites to open one.
    public static func empty() -> State<FrameView> {
        state {
            $0.state[FrameView.mode] = .empty
            $0.exportEmphasis = 0
        }
    }

    /// An image framed in the preview, with the controls. Applied again, it only swaps the image.
    public static func editing(_ image: FrameImage) -> State<FrameView> {
        onSet {
            $0.state[FrameView.mode] = .editing
            $0.exportEmphasis = 0
        }
        .onUpdate { $0.state[FrameView.image] = image }
    }

    /// An export running: controls off, a progress bar. Applied again, it only moves the bar.
    public static func exporting(progress: Double) -> State<FrameView> {
        onSet {
            $0.state[FrameView.mode] = .exporting
            $0.exportEmphasis = 1
        }
        .onUpdate { $0.state[FrameView.progress] = progress }
    }
}
