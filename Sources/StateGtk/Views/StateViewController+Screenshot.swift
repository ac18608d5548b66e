import CGtk

/// Why a screenshot could not be saved.
public struct ScreenshotError: Error, CustomStringConvertible {
    public let description: String
}

extension StateViewController {
    /// Saves what the window shows as a PNG: for headless runs (`--screenshot`) and the docs.
    /// Call it after a frame was painted.
    ///
    /// ```swift
    /// try controller.saveScreenshot(to: "/tmp/app.png")
    /// ```
    public func saveScreenshot(to path: String) throws(ScreenshotError) {
        guard let gdkWindow = gtk_widget_get_window(window) else {
            throw ScreenshotError(description: "the window is not on screen")
        }
        let width = gdk_window_get_width(gdkWindow), height = gdk_window_get_height(gdkWindow)
        guard let pixbuf = gdk_pixbuf_get_from_window(gdkWindow, 0, 0, width, height) else {
            throw ScreenshotError(description: "the window's pixels could not be read")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        var error: UnsafeMutablePointer<GError>?
        // gdk_pixbuf_save is variadic; savev takes its options as arrays.
        guard gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw ScreenshotError(description: "cannot save \(path): \(message)")
        }
    }
}
