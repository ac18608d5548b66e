// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
/// A view's pixels as it draws itself, for snapshot tests: compared with a reference PNG with a
/// tolerance, since anti-aliasing may differ by a step between font or cairo versions
/// (StateGtkSnapshotTesting's `.image` strategy compares them for `assertSnapshot`).
public struct ViewImage: Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Non-premultiplied RGBA, row by row.
    public let rgba: [UInt8]

    /// An image from its pixels: `rgba` holds `width × height × 4` bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Draws `widget` (on screen, allocated) offscreen at its allocated size, so that windows
    /// over it and the X server's copy play no part. GTK 3 draws it with cairo; GTK 4 renders
    /// the widget's render node of a frame painted now with GTK's cairo renderer (so a machine
    /// with GL and one without give the same pixels), at its border box (what GTK 3 allocates),
    /// into the same non-premultiplied RGBA.
    ///
    /// ```swift
    /// let image = ViewImage(rendering: chart.area.gtkWidget)
    /// XCTAssertEqual(Array(image.rgba[0..<4]), [255, 0, 0, 255])
    /// ```
    @MainActor
    public init(rendering widget: UnsafeMutablePointer<GtkWidget>) {
        waitUntilIdle()
        #if GTK3
        let width = max(gtk_widget_get_allocated_width(widget), 1), height = max(gtk_widget_get_allocated_height(widget), 1)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        let context = cairo_create(surface)
        gtk_widget_draw(widget, context)
        cairo_destroy(context)
        let pixbuf = gdk_pixbuf_get_from_surface(surface, 0, 0, width, height)!
        cairo_surface_destroy(surface)
        self.init(pixbuf: pixbuf)
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        #else
        // GTK 4 keeps the render node of the last frame the widget was in; one more frame makes
        // sure that node shows what the test changed, however busy the machine.
        try? waitForPaint(of: widget, timeout: 2)
        guard let texture = WidgetTexture.render(widget, with: .cairo) else {
            // As GTK 3 draws a widget that is not on screen: its size, nothing drawn.
            let width = max(Int(gtk_widget_get_width(widget)), 1), height = max(Int(gtk_widget_get_height(widget)), 1)
            self.init(width: width, height: height, rgba: [UInt8](repeating: 0, count: width * height * 4))
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        self.init(texture: texture)
        #endif
    }

    /// Decodes a PNG; nil when it is not one.
    public init?(png: Data) {
        let loader = gdk_pixbuf_loader_new_with_type("png", nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let written = png.withUnsafeBytes { bytes in
            gdk_pixbuf_loader_write(loader, bytes.bindMemory(to: guchar.self).baseAddress, gsize(bytes.count), nil) != 0
        }
        guard written, gdk_pixbuf_loader_close(loader, nil) != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { return nil }
        self.init(pixbuf: pixbuf)
    }

    private init(pixbuf: OpaquePointer) {
        width = Int(gdk_pixbuf_get_width(pixbuf))
        height = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf)), channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let source = pixels + y * stride + x * channels, target = (y * width + x) * 4
                for channel in 0..<min(channels, 4) { rgba[target + channel] = source[channel] }
            }
        }
        self.rgba = rgba
    }

    #if !GTK3
    /// A texture's pixels: gdk_texture_download gives cairo's ARGB32, premultiplied, in native
    /// byte order; un-premultiplied as gdk_pixbuf_get_from_surface does on GTK 3, so that both
    /// toolkits give a pixel the same bytes.
    private init(texture: OpaquePointer) {
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        var argb = [UInt32](repeating: 0, count: width * height)
        argb.withUnsafeMutableBytes { bytes in
            gdk_texture_download(texture, bytes.bindMemory(to: guchar.self).baseAddress, gsize(width * 4))
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { target in
            for (index, pixel) in argb.enumerated() {
                let alpha = pixel >> 24
                target[index * 4 + 3] = UInt8(alpha)
                guard alpha > 0 else { continue }
                func unpremultiplied(_ shift: UInt32) -> UInt8 { UInt8(min(255, ((pixel >> shift & 0xFF) * 255 + alpha / 2) / alpha)) }
                (target[index * 4], target[index * 4 + 1], target[index * 4 + 2]) = (unpremultiplied(16), unpremultiplied(8), unpremultiplied(0))
            }
        }
        self.init(width: width, height: height, rgba: rgba)
    }
    #endif

    /// The image as a PNG file's bytes.
    public var png: Data {
        var copy = rgba
        return copy.withUnsafeMutableBytes { bytes -> Data in
            let pixbuf = gdk_pixbuf_new_from_data(
                bytes.bindMemory(to: guchar.self).baseAddress, GDK_COLORSPACE_RGB, 1, 8, Int32(width), Int32(height), Int32(width * 4), nil, nil)!
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            var buffer: UnsafeMutablePointer<gchar>?
            var size: gsize = 0
            guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, nil) != 0, let buffer else { return Data() }
            defer { g_free(buffer) }
            return Data(bytes: buffer, count: Int(size))
        }
    }

    /// How far `other` is from this image: the pixels whose channels differ by more than
    /// `tolerance` (0-255), and the largest difference of any channel.
    public func difference(from other: ViewImage, tolerance: UInt8) -> (differingPixels: Int, largest: UInt8) {
        precondition(width == other.width && height == other.height, "compare images of one size")
        var differing = 0, largest: UInt8 = 0
        for pixel in 0..<width * height {
            var worst: UInt8 = 0
            for channel in 0..<4 {
                let a = rgba[pixel * 4 + channel], b = other.rgba[pixel * 4 + channel]
                worst = max(worst, a > b ? a - b : b - a)
            }
            if worst > tolerance { differing += 1 }
            largest = max(largest, worst)
        }
        return (differing, largest)
    }
}
