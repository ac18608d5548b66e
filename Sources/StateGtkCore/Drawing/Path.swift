/// The outline of a shape, built from lines, rectangles and arcs, for `DrawingContext` to fill
/// or stroke. A value: building one draws nothing, so a view can make its paths in `render()`,
/// compare them, and hit-test presses against the rectangles it used.
///
/// ```swift
/// var line = Path()
/// line.move(to: Point(x: 0, y: 40))
/// line.addLine(to: Point(x: 50, y: 10))
/// line.addLine(to: Point(x: 100, y: 30))
/// context.stroke(line, with: RGBA(red: 0.2, green: 0.5, blue: 0.9), lineWidth: 2)
/// ```
public struct Path: Hashable, Sendable {
    /// One step of the outline, as Cairo's path API takes it.
    public enum Element: Hashable, Sendable {
        /// Starts a new part of the outline at a point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A closed rectangle of its own.
        case rect(Rect)
        /// An arc of a circle, angles in radians from the positive x axis, towards positive y
        /// (clockwise on screen) unless `counterclockwise`.
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, counterclockwise: Bool)
        /// A closed ellipse (a circle in a square) filling a rectangle, as a part of its own.
        case ellipse(in: Rect)
        /// A straight line back to where the current part started.
        case closeSubpath
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []

    /// An empty outline.
    public init() {}

    /// A rectangle.
    public init(_ rect: Rect) { elements = [.rect(rect)] }

    /// A rectangle with corners rounded to `cornerRadius` (at most half its shorter side).
    ///
    /// ```swift
    /// context.fill(Path(roundedRect: badge, cornerRadius: 6), with: accent)
    /// ```
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        let radius = min(max(cornerRadius, 0), min(rect.size.width, rect.size.height) / 2)
        guard radius > 0 else {
            self.init(rect)
            return
        }
        self.init()
        let quarter = Double.pi / 2
        addArc(center: Point(x: rect.maxX - radius, y: rect.minY + radius), radius: radius, startAngle: -quarter, endAngle: 0)
        addArc(center: Point(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius, startAngle: 0, endAngle: quarter)
        addArc(center: Point(x: rect.minX + radius, y: rect.maxY - radius), radius: radius, startAngle: quarter, endAngle: 2 * quarter)
        addArc(center: Point(x: rect.minX + radius, y: rect.minY + radius), radius: radius, startAngle: 2 * quarter, endAngle: 3 * quarter)
        closeSubpath()
    }

    /// A circle, or an ellipse, filling `rect`.
    public init(ellipseIn rect: Rect) { elements = [.ellipse(in: rect)] }

    /// Whether the outline has no step.
    public var isEmpty: Bool { elements.isEmpty }

    /// Whether every coordinate, size, radius and angle is a number: a path that is not draws
    /// nothing (Cairo would stop drawing the whole area after it).
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let point), .line(let point): point.isFinite
            case .rect(let rect), .ellipse(let rect): rect.origin.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
            case .arc(let center, let radius, let start, let end, _): center.isFinite && radius.isFinite && start.isFinite && end.isFinite
            case .closeSubpath: true
            }
        }
    }

    /// Starts a new part of the outline at `point`.
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }

    /// A straight line from the current point to `point`.
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }

    /// A rectangle, closed, as a part of its own.
    public mutating func addRect(_ rect: Rect) { elements.append(.rect(rect)) }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` (radians from the
    /// positive x axis, clockwise on screen unless `counterclockwise`), joined to the current
    /// point by a line.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, counterclockwise: Bool = false) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, counterclockwise: counterclockwise))
    }

    /// An ellipse filling `rect` (a circle when it is a square), closed, as a part of its own.
    public mutating func addEllipse(in rect: Rect) { elements.append(.ellipse(in: rect)) }

    /// A straight line back to the start of the current part, closing it.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
}
