#if GTK3
import CGtk
/// The window's size and maximised state, restored by the next launch (see `WindowStateFile`).
/// Only windows presented through `Application` have an application id to file them under.
extension StateViewController {
    /// Sizes the window as it was when it last closed; call before it shows.
    func restoreWindowState(applicationID: String) {
        guard let restorationIdentifier else { return }
        let file = WindowStateFile(applicationID: applicationID)
        windowStateFile = file
        guard let entry = file.entry(for: restorationIdentifier) else { return }
        let screen = Self.workArea()
        let width = Int32(min(entry.width, screen.width)), height = Int32(min(entry.height, screen.height))
        unmaximizedSize = (width, height)
        gtk_window_set_default_size(gcast(window), width, height)
        if entry.isMaximized { gtk_window_maximize(gcast(window)) }
    }

    /// The primary monitor's work area (the screen less panels): no window comes back larger.
    private static func workArea() -> (width: Int, height: Int) {
        let largest = WindowStateFile.largestSide
        guard let display = gdk_display_get_default(),
              let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0) else {
            return (largest, largest)
        }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        return (max(1, min(Int(area.width), largest)), max(1, min(Int(area.height), largest)))
    }

    /// Follows the size and the maximised state as the window manager changes them. They
    /// are kept, not read at the end: by its "destroy" signal a window is already hidden and
    /// unrealised, and GTK answers its default size and "not maximised".
    func observeWindowState() {
        let configured = SignalHandler<EventAction>({ [weak self] _ in
            guard let self, self.isOpen else { return false }
            self.reportSize()
            guard !self.windowIsMaximized else { return false }
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_size(gcast(self.window), &width, &height)  // without the shadows of a client-side frame
            self.unmaximizedSize = (width, height)
            return false
        })
        // Before GtkWindow's own handler, which stops the signal. GDK has sized the window by now.
        SignalHandler.connect(window.gpointer, signal: "configure-event", trampoline: SignalTrampolines.eventCallback, handler: configured)
        let stateChanged = SignalHandler<EventAction>({ [weak self] event in
            let state = event.assumingMemoryBound(to: GdkEventWindowState.self).pointee.new_window_state
            self?.windowIsMaximized = state.rawValue & GDK_WINDOW_STATE_MAXIMIZED.rawValue != 0
            return false
        })
        SignalHandler.connect(window.gpointer, signal: "window-state-event", trampoline: SignalTrampolines.eventCallback, handler: stateChanged)
    }

    /// The window's size, in pixels without a client-side frame's shadows, as on screen now.
    /// A value the user changes (see "Values the user changes"): set in `render()`, the window
    /// is resized only when the size differs from the one the program gave last time (the
    /// `width` and `height` it was made with are the first), so the user's resizing stands;
    /// set anywhere else, it resizes the window now.
    ///
    /// ```swift
    /// controller.size = Size(width: 900, height: 600)   // a "Default size" menu item
    /// ```
    public var size: Size {
        get {
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_size(gcast(window), &width, &height)
            return Size(width: Double(width), height: Double(height))
        }
        set {
            guard newValue != programSize || !ProgramValues.isRendering else { return }
            programSize = newValue
            // GTK reports the new size from a configure event later: not the user's change.
            reportedSize = newValue
            guard recordIfChanged(size, newValue) else { return }
            gtk_window_resize(gcast(window), Int32(newValue.width), Int32(newValue.height))
        }
    }

    /// What the user's resizing does (or the window manager's), with the new size; the
    /// program's own `size` is not reported.
    ///
    /// ```swift
    /// controller.onSizeChanged = { [weak self] size in self?.rememberedSize = size }
    /// ```
    public var onSizeChanged: (@MainActor (Size) -> Void)? {
        get { sizeChanged }
        set { sizeChanged = newValue }
    }

    private func reportSize() {
        let current = size
        guard current != reportedSize else { return }
        reportedSize = current
        sizeChanged?(current)
    }

    func saveWindowState() {
        guard let windowStateFile, let restorationIdentifier else { return }
        let entry = WindowStateFile.Entry(width: Int(unmaximizedSize.width), height: Int(unmaximizedSize.height), isMaximized: windowIsMaximized)
        windowStateFile.save(entry, for: restorationIdentifier)
    }
}
#endif
