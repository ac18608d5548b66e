/// The shape of the white canvas an image is framed on.
///
/// ```swift
/// Aspect.portrait.ratio        // (width: 4, height: 5)
/// Aspect(rawValue: "square")   // .square
/// ```
public enum Aspect: String, CaseIterable, Sendable {
    case portrait, landscape, square

    /// Width to height, in whole numbers so export sizes keep the ratio exactly.
    public var ratio: (width: Int, height: Int) {
        switch self {
        case .portrait: (4, 5)
        case .landscape: (5, 4)
        case .square: (1, 1)
        }
    }

    /// The label of its button.
    public var title: String {
        switch self {
        case .portrait: "Portrait 4:5"
        case .landscape: "Landscape 5:4"
        case .square: "Square 1:1"
        }
    }
}

/// A size in whole pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public var description: String { "\(width) × \(height)" }
}

/// A rectangle, in pixels of the canvas (or of the screen, once scaled).
public struct FrameRect: Hashable, Sendable {
    public var x, y, width, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// Where everything goes: the canvas, the white band around its edge, the image inside it.
public struct FrameLayout: Hashable, Sendable {
    /// The white canvas; `x`, `y` are 0 in an export layout.
    public var canvas: FrameRect
    /// The width of the white band that is always left around the image.
    public var margin: Double
    /// Where the image is drawn, in the same coordinates as `canvas`.
    public var image: FrameRect

    /// The same layout scaled by `factor` and moved by (`dx`, `dy`).
    public func scaled(by factor: Double, dx: Double = 0, dy: Double = 0) -> FrameLayout {
        func map(_ r: FrameRect) -> FrameRect {
            FrameRect(x: r.x * factor + dx, y: r.y * factor + dy, width: r.width * factor, height: r.height * factor)
        }
        return FrameLayout(canvas: map(canvas), margin: margin * factor, image: map(image))
    }
}

/// The one place that decides how an image is framed. Export draws `layout(image:aspect:margin:)`
/// at full size; the preview draws the same layout scaled to fit the screen, so what you see
/// is what is saved.
///
/// ```swift
/// let layout = FrameGeometry.layout(image: PixelSize(width: 600, height: 400), aspect: .portrait, margin: 0.1)
/// layout.canvas   // 748 × 935 at (0, 0): 4:5 exactly
/// layout.margin   // 74: 10 % of the shorter side, rounded down
/// layout.image    // 600 × 400 at (74, 267): the image at 1:1, centred
/// ```
public enum FrameGeometry {
    /// The largest margin, as a fraction of the canvas's shorter side.
    public static let maximumMargin = 0.25

    /// The full-resolution layout: the smallest canvas with `aspect` whose inside, after a
    /// margin of `margin` × its shorter side, holds the image unscaled. The canvas is a whole
    /// multiple of the aspect's ratio, so 4:5 is exactly 4:5; the image is centred on whole pixels.
    public static func layout(image: PixelSize, aspect: Aspect, margin: Double) -> FrameLayout {
        let margin = min(max(margin, 0), maximumMargin)
        let (rw, rh) = (aspect.ratio.width, aspect.ratio.height)
        // The band is rounded down to whole pixels, so it is never wider than the margin asked.
        func band(_ unit: Int) -> Int { Int((margin * Double(min(rw, rh) * unit)).rounded(.down)) }
        func holdsImage(_ unit: Int) -> Bool {
            rw * unit - 2 * band(unit) >= image.width && rh * unit - 2 * band(unit) >= image.height
        }
        // In units of the ratio the inside is at least (rw - 2·margin·shorter) × (rh - 2·margin·shorter);
        // the rounded-down band may leave room for a unit or two less.
        let shorter = Double(min(rw, rh))
        var unit = max(1, Int(max(Double(image.width) / (Double(rw) - 2 * margin * shorter),
                                  Double(image.height) / (Double(rh) - 2 * margin * shorter)).rounded(.up)))
        while unit > 1, holdsImage(unit - 1) { unit -= 1 }
        let width = rw * unit, height = rh * unit
        let x = (width - image.width) / 2, y = (height - image.height) / 2
        return FrameLayout(
            canvas: FrameRect(x: 0, y: 0, width: Double(width), height: Double(height)), margin: Double(band(unit)),
            image: FrameRect(x: Double(x), y: Double(y), width: Double(image.width), height: Double(image.height)))
    }

    /// The layout scaled to fit inside `bounds` and centred there (the preview).
    public static func layout(image: PixelSize, aspect: Aspect, margin: Double, fitting bounds: FrameRect) -> FrameLayout {
        let full = layout(image: image, aspect: aspect, margin: margin)
        let factor = min(bounds.width / full.canvas.width, bounds.height / full.canvas.height)
        return full.scaled(by: factor, dx: bounds.x + (bounds.width - full.canvas.width * factor) / 2,
                           dy: bounds.y + (bounds.height - full.canvas.height * factor) / 2)
    }
}
