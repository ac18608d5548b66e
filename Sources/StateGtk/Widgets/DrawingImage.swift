// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// An image for a `DrawingArea` to draw, as often as it draws: a GdkPixbuf's pixels copied once
/// into the form Cairo paints from, so that drawing it each frame costs no conversion (a photo
/// converted at every frame makes resizing a window stutter).
///
/// ```swift
/// let photo = DrawingImage(pixbuf: pixbuf)   // once, when the picture arrives
/// area.draw(zoom) { context, size in
///     context.draw(photo, in: Rect(x: 0, y: 0, width: photo.size.width * zoom, height: photo.size.height * zoom))
/// }
/// ```
public final class DrawingImage: @unchecked Sendable {  // never changed once made; Cairo counts references atomically
    /// Its size in pixels, the pixbuf's.
    public let size: Size
    /// A Cairo image surface (`cairo_surface_t`) of the pixels, owned here.
    let surface: OpaquePointer

    /// Copies the pixels of `pixbuf` (a GdkPixbuf, as `Image.Source.pixbuf` takes; it is not
    /// kept, and may be released once this returns). Any thread may make one.
    public init(pixbuf: OpaquePointer) {
        let width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf)
        size = Size(width: Double(width), height: Double(height))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        // gdk_cairo_set_source_pixbuf is on both toolkits (GTK 3's pixbuf-to-surface call is not).
        let cairo = cairo_create(surface)
        gdk_cairo_set_source_pixbuf(cairo, pixbuf, 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
    }

    deinit { cairo_surface_destroy(surface) }
}

extension DrawingContext {
    /// Draws `image` scaled to fill `rect` (stretched when their shapes differ: give a rectangle
    /// of the image's aspect ratio to keep it), smoothly when it shrinks, and nothing outside
    /// `rect`.
    ///
    /// ```swift
    /// let scale = min(size.width / photo.size.width, size.height / photo.size.height)
    /// context.draw(photo, in: Rect(x: 0, y: 0, width: photo.size.width * scale, height: photo.size.height * scale))
    /// ```
    public func draw(_ image: DrawingImage, in rect: Rect) {
        guard rect.origin.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else {
            stateGtkLog.warning("DrawingArea: an image drawn in a rectangle with a coordinate that is NaN or infinite is not drawn")
            return
        }
        guard rect.size.width > 0, rect.size.height > 0, image.size.width > 0, image.size.height > 0 else { return }
        cairo_save(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.size.width, rect.size.height)
        cairo_clip(cairo)
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.size.width / image.size.width, rect.size.height / image.size.height)
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        // Smooth when shrinking a lot; the edge pixels repeated outward, so that an enlarged
        // image's border is not blended with the transparent outside.
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
