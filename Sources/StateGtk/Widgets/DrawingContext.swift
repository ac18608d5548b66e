// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// What a `DrawingArea`'s closure draws with: paths filled or stroked in a colour, and text in
/// the theme's font and colour. Valid only while the closure runs (GTK frees the Cairo context
/// after it).
///
/// ```swift
/// chart.draw(counts) { context, size in
///     let slot = size.width / Double(counts.count)
///     for (index, count) in counts.enumerated() {
///         let bar = Rect(x: Double(index) * slot, y: size.height - count, width: slot * 0.8, height: count)
///         context.fill(Path(bar), with: RGBA(red: 0.21, green: 0.52, blue: 0.89))
///     }
///     context.draw("Stars", at: Point(x: 4, y: 4))
/// }
/// ```
@MainActor
public struct DrawingContext {
    /// Cairo's own context (`cairo_t`), for what this type does not offer (gradients, images,
    /// clips, transforms): `import CGtk` and call Cairo's C API with it. Code that uses it is
    /// Cairo code; everything else here is StateGtk's.
    public let cairo: OpaquePointer
    private let area: UnsafeMutablePointer<GtkWidget>

    init(cairo: OpaquePointer, area: UnsafeMutablePointer<GtkWidget>) {
        self.cairo = cairo
        self.area = area
    }

    /// The theme's text colour for the area (dark on a light theme, light on a dark one): what
    /// `draw(_:at:color:)` uses unless given another.
    public var foregroundColor: RGBA {
        var color = GdkRGBA()
        #if GTK3
        gtk_style_context_get_color(gtk_widget_get_style_context(area), gtk_widget_get_state_flags(area), &color)
        #else
        gtk_style_context_get_color(gtk_widget_get_style_context(area), &color)
        #endif
        return RGBA(gdk: color)
    }

    /// Fills the inside of `path` with `color`.
    ///
    /// ```swift
    /// context.fill(Path(ellipseIn: Rect(x: 0, y: 0, width: 16, height: 16)), with: RGBA(red: 0.9, green: 0.3, blue: 0.2))
    /// ```
    public func fill(_ path: Path, with color: RGBA) {
        guard trace(path, "fill") else { return }
        setSource(color)
        cairo_fill(cairo)
    }

    /// Draws the outline of `path` in `color`, `lineWidth` pixels wide.
    ///
    /// ```swift
    /// context.stroke(Path(Rect(x: 0.5, y: 0.5, width: size.width - 1, height: size.height - 1)), with: context.foregroundColor)
    /// ```
    public func stroke(_ path: Path, with color: RGBA, lineWidth: Double = 1) {
        guard lineWidth.isFinite, lineWidth > 0 else {
            stateGtkLog.warning("DrawingArea: stroke(lineWidth: \(lineWidth)) draws nothing: the width must be a positive number")
            return
        }
        guard trace(path, "stroke") else { return }
        setSource(color)
        cairo_set_line_width(cairo, lineWidth)
        cairo_stroke(cairo)
    }

    /// Draws `text` in the area's font (the theme's, as a `Label` has it), its top-left corner
    /// at `point`, in `color` or the theme's text colour.
    ///
    /// ```swift
    /// let label = context.size(of: name)
    /// context.draw(name, at: Point(x: (size.width - label.width) / 2, y: 4))
    /// ```
    public func draw(_ text: String, at point: Point, color: RGBA? = nil) {
        guard point.isFinite else {
            stateGtkLog.warning("DrawingArea: draw(\"\(text.prefix(40))\", at: \(point.x), \(point.y)) is not drawn: the point must be finite")
            return
        }
        let layout = gtk_widget_create_pango_layout(area, text)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        setSource(color ?? foregroundColor)
        cairo_move_to(cairo, point.x, point.y)
        pango_cairo_show_layout(cairo, layout)
    }

    /// The size `text` takes in the area's font, in pixels: for centring or right-aligning it.
    public func size(of text: String) -> Size {
        let layout = gtk_widget_create_pango_layout(area, text)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }

    private func setSource(_ color: RGBA) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Makes `path` Cairo's current path; false, with a warning, for one with a coordinate that
    /// is not a number, after which Cairo would draw nothing more in the whole area.
    private func trace(_ path: Path, _ operation: String) -> Bool {
        guard path.isFinite else {
            stateGtkLog.warning("DrawingArea: \(operation) of a path with a coordinate that is NaN or infinite draws nothing")
            return false
        }
        cairo_new_path(cairo)
        for element in path.elements {
            switch element {
            case .move(let point): cairo_move_to(cairo, point.x, point.y)
            case .line(let point): cairo_line_to(cairo, point.x, point.y)
            case .rect(let rect): cairo_rectangle(cairo, rect.minX, rect.minY, rect.size.width, rect.size.height)
            case .arc(let center, let radius, let start, let end, let counterclockwise):
                if counterclockwise {
                    cairo_arc_negative(cairo, center.x, center.y, radius, start, end)
                } else {
                    cairo_arc(cairo, center.x, center.y, radius, start, end)
                }
            case .ellipse(let rect):
                // A unit circle scaled to the rectangle; the scale is undone before stroking, so
                // the line keeps its width.
                guard rect.size.width > 0, rect.size.height > 0 else { continue }
                cairo_save(cairo)
                cairo_translate(cairo, rect.center.x, rect.center.y)
                cairo_scale(cairo, rect.size.width / 2, rect.size.height / 2)
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
                cairo_close_path(cairo)
                cairo_restore(cairo)
            case .closeSubpath: cairo_close_path(cairo)
            }
        }
        return true
    }
}
