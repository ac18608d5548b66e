import CGtk
import Foundation

/// Saves what a window shows as a PNG: for headless runs, and for the docs.
@MainActor
enum Screenshot {
    /// Writes `window`'s current contents to `path`; returns whether it worked.
    @discardableResult
    static func save(_ window: UnsafeMutablePointer<GtkWidget>, to path: String) -> Bool {
        guard let gdkWindow = gtk_widget_get_window(window) else { return false }
        let width = gdk_window_get_width(gdkWindow), height = gdk_window_get_height(gdkWindow)
        guard let pixbuf = gdk_pixbuf_get_from_window(gdkWindow, 0, 0, width, height) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        var error: UnsafeMutablePointer<GError>?
        // gdk_pixbuf_save is variadic; savev takes its options as arrays.
        let saved = gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) != 0
        if let error { g_error_free(error) }
        return saved
    }
}
