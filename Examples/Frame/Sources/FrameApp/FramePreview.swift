#if GTK3
import CGtk
import StateGtk
/// The framed image on screen: a GtkDrawingArea that draws `FrameGeometry`'s layout with cairo,
/// scaled to fit, on a dark backdrop so the white canvas stands out.
///
/// ```swift
/// preview.image = image
/// preview.aspect = .square
/// preview.margin = 0.1
/// place(preview, key: "preview") { make in make.edges.equalTo(self) }
/// ```
@MainActor
public final class FramePreview: Widget {
    /// The image to frame; nil draws only the backdrop.
    public var image: FrameImage? {
        didSet { if oldValue !== image { surface = nil; redraw() } }
    }
    public var aspect: Aspect = .portrait {
        didSet { if oldValue != aspect { redraw() } }
    }
    /// The margin, a fraction of the canvas's shorter side.
    public var margin: Double = 0.08 {
        didSet { if oldValue != margin { redraw() } }
    }
    /// How much the preview is shaded (0 none, 1 most), while it cannot be edited.
    public var dimming: Double = 0 {
        didSet { if oldValue != dimming { redraw() } }
    }
    /// Where the last frame drew the canvas and the image, in widget pixels (for tests).
    public private(set) var lastLayout: FrameLayout?

    /// Space around the canvas, so its shadow shows.
    static let padding = 24.0
    /// `image.preview` as a cairo surface, made on first draw: converting per frame is slow.
    private var surface: CairoSurface?

    public init() {
        super.init(gtk_drawing_area_new())
        // Expanding widgets hug their (zero) natural size weakest: spare space comes here.
        expandsHorizontally = true
        expandsVertically = true
        // The handler holds only a weak box, so the widget never keeps this wrapper alive.
        let box = Unmanaged.passRetained(WeakPreview(self)).toOpaque()
        let draw: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = { _, cairo, data in
            nonisolated(unsafe) let cairo = cairo, data = data
            return MainActor.assumeIsolated {
                Unmanaged<WeakPreview>.fromOpaque(data!).takeUnretainedValue().preview?.draw(cairo!)
                return 1
            }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(gtkWidget), "draw", unsafeBitCast(draw, to: GCallback.self), box,
                              { data, _ in Unmanaged<WeakPreview>.fromOpaque(data!).release() }, GConnectFlags(0))
    }

    private func redraw() { gtk_widget_queue_draw(gtkWidget) }

    private func draw(_ cr: OpaquePointer) {
        let width = Double(gtk_widget_get_allocated_width(gtkWidget)), height = Double(gtk_widget_get_allocated_height(gtkWidget))
        cairo_set_source_rgb(cr, 0.16, 0.17, 0.19)
        cairo_paint(cr)
        // Shading is drawn last (widget opacity would wash the backdrop out to the window's grey).
        defer {
            cairo_set_source_rgba(cr, 0.16, 0.17, 0.19, 0.35 * dimming)
            cairo_paint(cr)
        }
        let pad = Self.padding
        guard let image, width > 2 * pad, height > 2 * pad else { return lastLayout = nil }
        let bounds = FrameRect(x: pad, y: pad, width: width - 2 * pad, height: height - 2 * pad)
        let layout = FrameGeometry.layout(image: image.size, aspect: aspect, margin: margin, fitting: bounds)
        lastLayout = layout
        let canvas = layout.canvas
        // A soft shadow: a few widening, nearly transparent rectangles under the canvas.
        for spread in stride(from: 10.0, through: 1, by: -1.5) {
            cairo_set_source_rgba(cr, 0, 0, 0, 0.06)
            cairo_rectangle(cr, canvas.x - spread, canvas.y - spread + 4, canvas.width + 2 * spread, canvas.height + 2 * spread)
            cairo_fill(cr)
        }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_rectangle(cr, canvas.x, canvas.y, canvas.width, canvas.height)
        cairo_fill(cr)

        let surface = self.surface ?? CairoSurface(image.preview)
        self.surface = surface
        let rect = layout.image
        cairo_save(cr)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.x, rect.y)
        cairo_scale(cr, rect.width / Double(gdk_pixbuf_get_width(image.preview)), rect.height / Double(gdk_pixbuf_get_height(image.preview)))
        cairo_set_source_surface(cr, surface.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)  // smooth when shrinking a lot
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

/// What the draw handler holds: a weak way back to the preview.
private final class WeakPreview {
    weak var preview: FramePreview?
    init(_ preview: FramePreview) { self.preview = preview }
}

/// Owns a cairo image surface made from a pixbuf.
private final class CairoSurface {
    let pointer: OpaquePointer
    init(_ pixbuf: OpaquePointer) { pointer = gdk_cairo_surface_create_from_pixbuf(pixbuf, 1, nil) }
    deinit { cairo_surface_destroy(pointer) }
}
#endif
