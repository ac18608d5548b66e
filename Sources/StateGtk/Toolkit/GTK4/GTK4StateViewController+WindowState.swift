#if GTK4 && !GTK3
import CGtk4

/// The window's size and whether it is maximised, saved when it closes and restored when the
/// application presents it again (`WindowStateFile`, by `restorationIdentifier`), as on GTK 3. GTK 4
/// keeps the default size up to date with the size the window has when not maximised, and a
/// window has no position to save.
extension StateViewController {
    func restoreWindowState(applicationID: String) {
        guard let restorationIdentifier else { return }
        let file = WindowStateFile(applicationID: applicationID)
        windowStateFile = file
        guard let entry = file.entry(for: restorationIdentifier) else { return }
        let screen = Self.largestMonitor()
        gtk_window_set_default_size(gcast(window), Int32(min(entry.width, screen.width)), Int32(min(entry.height, screen.height)))
        if entry.isMaximized { gtk_window_maximize(gcast(window)) }
    }

    func saveWindowState() {
        guard let windowStateFile, let restorationIdentifier else { return }
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(gcast(window), &width, &height)
        guard width > 0, height > 0 else { return }
        let entry = WindowStateFile.Entry(width: Int(width), height: Int(height), isMaximized: gtk_window_is_maximized(gcast(window)) != 0)
        windowStateFile.save(entry, for: restorationIdentifier)
    }

    /// The largest monitor's size (GTK 4 reports no work area), at most `WindowStateFile.largestSide`.
    private static func largestMonitor() -> (width: Int, height: Int) {
        let largest = WindowStateFile.largestSide
        guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display) else { return (largest, largest) }
        var width = 1, height = 1
        for index in 0..<g_list_model_get_n_items(monitors) {
            guard let monitor = g_list_model_get_item(monitors, index) else { continue }
            var geometry = GdkRectangle()
            gdk_monitor_get_geometry(OpaquePointer(monitor), &geometry)
            width = max(width, Int(geometry.width))
            height = max(height, Int(geometry.height))
            g_object_unref(monitor)
        }
        return (min(width, largest), min(height, largest))
    }
}
#endif
