import StateGtk

/// The framed image on screen: a `DrawingArea` that draws `FrameGeometry`'s layout scaled to
/// fit, on a dark backdrop so the white canvas stands out.
///
/// ```swift
/// preview.image = image
/// preview.aspect = .square
/// preview.margin = 0.1
/// place(preview.area, key: "preview") { make in make.edges.equalTo(self) }
/// ```
@MainActor
public final class FramePreview {
    /// The widget to place.
    public let area = DrawingArea()
    /// The image to frame; nil draws only the backdrop.
    public var image: FrameImage? {
        didSet { if oldValue !== image { picture = nil; redraw() } }
    }
    public var aspect: Aspect = .portrait {
        didSet { redraw() }
    }
    /// The margin, a fraction of the canvas's shorter side.
    public var margin: Double = 0.08 {
        didSet { redraw() }
    }
    /// How much the preview is shaded (0 none, 1 most), while it cannot be edited.
    public var dimming: Double = 0 {
        didSet { redraw() }
    }
    /// Where the last frame drew the canvas and the image, in widget pixels (for tests).
    public private(set) var lastLayout: FrameLayout?

    /// Space around the canvas, so its shadow shows.
    static let padding = 24.0
    static let backdrop = RGBA(red: 0.16, green: 0.17, blue: 0.19)
    /// `image.preview` ready to draw, made on first draw: converting it at every frame is slow.
    private var picture: DrawingImage?

    public init() {
        // Expanding widgets hug their (zero) natural size weakest: spare space comes here.
        area.expandsHorizontally = true
        area.expandsVertically = true
        redraw()
    }

    /// What the area draws: a new value redraws it, an equal one does nothing.
    private struct Drawn: Equatable {
        var image: ObjectIdentifier?, aspect: Aspect, margin: Double, dimming: Double
    }

    private func redraw() {
        let drawn = Drawn(image: image.map(ObjectIdentifier.init), aspect: aspect, margin: margin, dimming: dimming)
        // Weak: the area keeps its body, and this preview keeps the area.
        area.draw(drawn) { [weak self] context, size in self?.draw(context, size) }
    }

    private func draw(_ context: DrawingContext, _ size: Size) {
        let whole = Path(Rect(x: 0, y: 0, width: size.width, height: size.height))
        context.fill(whole, with: Self.backdrop)
        // Shading is drawn last (widget opacity would wash the backdrop out to the window's grey).
        defer {
            if dimming > 0 { context.fill(whole, with: RGBA(red: 0.16, green: 0.17, blue: 0.19, alpha: 0.35 * dimming)) }
        }
        let pad = Self.padding
        guard let image, size.width > 2 * pad, size.height > 2 * pad else { return lastLayout = nil }
        let bounds = FrameRect(x: pad, y: pad, width: size.width - 2 * pad, height: size.height - 2 * pad)
        let layout = FrameGeometry.layout(image: image.size, aspect: aspect, margin: margin, fitting: bounds)
        lastLayout = layout
        let canvas = layout.canvas
        // A soft shadow: a few widening, nearly transparent rectangles under the canvas.
        for spread in stride(from: 10.0, through: 1, by: -1.5) {
            let shadow = Rect(x: canvas.x - spread, y: canvas.y - spread + 4, width: canvas.width + 2 * spread, height: canvas.height + 2 * spread)
            context.fill(Path(shadow), with: RGBA(red: 0, green: 0, blue: 0, alpha: 0.06))
        }
        context.fill(Path(Rect(canvas)), with: RGBA(red: 1, green: 1, blue: 1))
        let picture = self.picture ?? DrawingImage(pixbuf: image.preview)
        self.picture = picture
        context.draw(picture, in: Rect(layout.image))
    }
}

extension Rect {
    /// The same rectangle in StateGtk's drawing type.
    init(_ rect: FrameRect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}
