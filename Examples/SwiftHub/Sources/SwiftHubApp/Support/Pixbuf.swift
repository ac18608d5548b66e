import CGtk
import Foundation

/// Decodes image bytes (an avatar) into a GdkPixbuf of at most `size` × `size` pixels.
@MainActor
enum Pixbuf {
    /// A new pixbuf (the caller owns the reference), or nil for bytes that are not an image.
    static func decode(_ data: Data, size: Int32) -> OpaquePointer? {
        guard let loader = gdk_pixbuf_loader_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        gdk_pixbuf_loader_set_size(loader, size, size)
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
