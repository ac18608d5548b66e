// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
/// A GtkImage showing a themed icon, an image file or a GdkPixbuf. With `fitSize`, files and
/// pixbufs are scaled to fit inside it, keeping their aspect ratio.
///
/// ```swift
/// avatar.fitSize = Size(width: 48, height: 48)
/// avatar.source = .file(user.avatarPath)
/// status.source = .icon("dialog-warning-symbolic", size: 16)
/// ```
@MainActor
public final class Image: Widget {
    /// What an image shows.
    public enum Source: Equatable {
        /// Nothing: an empty image.
        case none
        /// A themed icon at a size in pixels.
        case icon(String, size: Int)
        /// An image file (PNG, JPEG, SVG…).
        case file(String)
        /// A GdkPixbuf; the image holds a reference while it shows it.
        case pixbuf(OpaquePointer)
        /// The bytes of an image file (PNG, JPEG, SVG…), as a download gives them; bytes that
        /// are not an image show GTK's missing-image icon, with a warning in the log.
        ///
        /// ```swift
        /// avatar.fitSize = Size(width: 40, height: 40)
        /// avatar.source = .data(await loader.imageData(for: url))
        /// ```
        case data(Data)
    }

    private var image: GtkImagePointer { gcast(gtkWidget) }

    /// An image showing `source`, scaled to fit `fitSize` when given.
    public init(_ source: Source = .none, fitSize: Size? = nil) {
        self.source = source
        self.fitSize = fitSize
        super.init(gtk_image_new())
        apply()
    }

    /// What the image shows.
    public var source: Source {
        didSet { if recordIfChanged(oldValue, source) { apply() } }
    }

    /// The box files and pixbufs are scaled to fit in; nil shows them at their own size.
    public var fitSize: Size? {
        didSet { if recordIfChanged(oldValue, fitSize) { apply() } }
    }

    private func apply() {
        show()
        #if !GTK3
        // GTK 4's GtkImage fits a texture in a square of its icon size (16 pixels unless the
        // pixel size says otherwise); GTK 3 showed a file or pixbuf at its own size, as here.
        if case .icon = source { return }
        let side = gtk_image_get_paintable(image).map { max(gdk_paintable_get_intrinsic_width($0), gdk_paintable_get_intrinsic_height($0)) } ?? 0
        gtk_image_set_pixel_size(image, side > 0 ? side : -1)  // -1: the missing-image icon at its usual size
        #endif
    }

    private func show() {
        switch source {
        case .none:
            gtk_image_clear(image)
        case .icon(let name, let size):
            Self.showIcon(name, in: image)
            gtk_image_set_pixel_size(image, Int32(size))
        case .file(let path):
            guard let fitSize else { return gtk_image_set_from_file(image, path) }
            var error: UnsafeMutablePointer<GError>?
            if let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, Int32(fitSize.width), Int32(fitSize.height), 1, &error) {
                gtk_image_set_from_pixbuf(image, pixbuf)
                g_object_unref(UnsafeMutableRawPointer(pixbuf))
            } else {
                stateGtkLog.error("Image: cannot load \(path): \(error.map { String(cString: $0.pointee.message) } ?? "unknown error")")
                g_clear_error(&error)
                Self.showIcon("image-missing", in: image)
            }
        case .data(let data):
            guard let pixbuf = Self.decode(data, toFit: fitSize) else {
                stateGtkLog.warning("Image: \(data.count) bytes that are not an image show the missing-image icon")
                return Self.showIcon("image-missing", in: image)
            }
            gtk_image_set_from_pixbuf(image, pixbuf)
            g_object_unref(UnsafeMutableRawPointer(pixbuf))
        case .pixbuf(let pixbuf):
            guard let fitSize, let scaled = Self.scale(pixbuf, toFit: fitSize) else { return gtk_image_set_from_pixbuf(image, pixbuf) }
            gtk_image_set_from_pixbuf(image, scaled)
            g_object_unref(UnsafeMutableRawPointer(scaled))
        }
    }

    /// A new pixbuf (owned by the caller) of the image in `data`, decoded straight to the size
    /// that fits `size` with its aspect ratio kept (a huge image is never held at full size), or
    /// nil for bytes that are not an image.
    static func decode(_ data: Data, toFit size: Size?) -> OpaquePointer? {
        guard let loader = gdk_pixbuf_loader_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var fit = size ?? Size(width: 0, height: 0)
        return withUnsafeMutablePointer(to: &fit) { fit -> OpaquePointer? in
            if size != nil {
                g_signal_connect_data(UnsafeMutableRawPointer(loader), "size-prepared", unsafeBitCast(fitWhenPrepared, to: GCallback.self),
                                      fit, nil, GConnectFlags(0))
            }
            let written = data.withUnsafeBytes { bytes -> Bool in
                guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return false }
                return gdk_pixbuf_loader_write(loader, base, gsize(bytes.count), nil) != 0
            }
            let closed = gdk_pixbuf_loader_close(loader, nil) != 0
            guard written, closed, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { return nil }
            g_object_ref(UnsafeMutableRawPointer(pixbuf))
            return pixbuf
        }
    }

    /// The loader's `size-prepared`: the image's own size is known, the fitting one is asked for.
    private static let fitWhenPrepared: @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
        loader, width, height, data in
        guard let data, width > 0, height > 0 else { return }
        let fit = data.load(as: Size.self)
        guard fit.width >= 1, fit.height >= 1, fit.width.isFinite, fit.height.isFinite else { return }
        let factor = min(fit.width / Double(width), fit.height / Double(height))
        gdk_pixbuf_loader_set_size(loader, max(1, Int32((Double(width) * factor).rounded())), max(1, Int32((Double(height) * factor).rounded())))
    }

    /// A new pixbuf (owned by the caller) scaled to fit `size` with its aspect ratio kept.
    static func scale(_ pixbuf: OpaquePointer, toFit size: Size) -> OpaquePointer? {
        let width = Double(gdk_pixbuf_get_width(pixbuf)), height = Double(gdk_pixbuf_get_height(pixbuf))
        guard width > 0, height > 0, size.width > 0, size.height > 0 else { return nil }
        let factor = min(size.width / width, size.height / height)
        let scaledWidth = max(1, Int32((width * factor).rounded())), scaledHeight = max(1, Int32((height * factor).rounded()))
        return gdk_pixbuf_scale_simple(pixbuf, scaledWidth, scaledHeight, GDK_INTERP_BILINEAR)
    }

    /// GTK 3 sizes an icon by a size category, which pixel-size then overrides; GTK 4 by
    /// pixel-size alone.
    private static func showIcon(_ name: String, in image: GtkImagePointer) {
        #if GTK3
        gtk_image_set_from_icon_name(image, name, GTK_ICON_SIZE_BUTTON)
        #else
        gtk_image_set_from_icon_name(image, name)
        #endif
    }
}
