// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
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
        #if GTK3
        guard let display = gdk_display_get_default(),
              let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0) else {
            return (largest, largest)
        }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        return (max(1, min(Int(area.width), largest)), max(1, min(Int(area.height), largest)))
        #else
        // GTK 4 has neither a primary monitor nor work areas: the largest monitor.
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
        #endif
    }

    /// Follows the size and the maximised state as the window manager changes them. They
    /// are kept, not read at the end: by its "destroy" signal a window is already hidden and
    /// unrealised, and GTK answers its default size and "not maximised".
#if GTK3
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
#else
    func observeWindowState() {
        // GTK 4 keeps a window's size as its default size, and says when it or the maximised
        // state changes; a window has no configure events there.
        let changed = SignalHandler<PointerAction>({ [weak self] _ in
            guard let self, self.isOpen else { return }
            self.windowIsMaximized = gtk_window_is_maximized(gcast(self.window)) != 0
            self.reportSize()
            guard !self.windowIsMaximized else { return }
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(gcast(self.window), &width, &height)
            if width > 0, height > 0 { self.unmaximizedSize = (width, height) }
        })
        for property in ["notify::default-width", "notify::default-height", "notify::maximized"] {
            SignalHandler.connect(window.gpointer, signal: property, trampoline: SignalTrampolines.pointerCallback, handler: changed)
        }
    }
#endif

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
            #if GTK3
            gtk_window_get_size(gcast(window), &width, &height)
            #else
            gtk_window_get_default_size(gcast(window), &width, &height)  // GTK 4 keeps the size there
            #endif
            return Size(width: Double(width), height: Double(height))
        }
        set {
            guard newValue != programSize || !ProgramValues.isRendering else { return }
            programSize = newValue
            // GTK reports the new size from a configure event later: not the user's change.
            reportedSize = newValue
            guard recordIfChanged(size, newValue) else { return }
            #if GTK3
            gtk_window_resize(gcast(window), Int32(newValue.width), Int32(newValue.height))
            #else
            gtk_window_set_default_size(gcast(window), Int32(newValue.width), Int32(newValue.height))
            #endif
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
