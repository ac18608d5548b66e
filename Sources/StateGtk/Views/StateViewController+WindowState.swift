import CGtk

/// The window's size and maximised state, restored by the next launch (see `WindowStateFile`).
/// Only windows presented through `Application` have an application id to file them under.
extension StateViewController {
    /// Sizes the window as it was when it last closed; call before it shows.
    func restoreWindowState(applicationID: String) {
        guard let restorationIdentifier else { return }
        let file = WindowStateFile(applicationID: applicationID)
        windowStateFile = file
        guard let entry = file.entry(for: restorationIdentifier), entry.width > 0, entry.height > 0 else { return }
        unmaximizedSize = (Int32(entry.width), Int32(entry.height))
        gtk_window_set_default_size(gcast(window), Int32(entry.width), Int32(entry.height))
        if entry.isMaximized { gtk_window_maximize(gcast(window)) }
    }

    /// Follows the size while the window is not maximised: a maximised window must come back
    /// maximised over its own earlier size, not at the screen's size.
    func observeWindowState() {
        let allocated = SignalHandler<PointerAction>({ [weak self] _ in
            guard let self, self.isOpen, gtk_window_is_maximized(gcast(self.window)) == 0 else { return }
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_size(gcast(self.window), &width, &height)
            self.unmaximizedSize = (width, height)
        })
        SignalHandler.connect(window.gpointer, signal: "size-allocate", trampoline: SignalTrampolines.pointerCallback, handler: allocated, after: true)
    }

    func saveWindowState() {
        guard let windowStateFile, let restorationIdentifier else { return }
        let entry = WindowStateFile.Entry(width: Int(unmaximizedSize.width), height: Int(unmaximizedSize.height),
                                          isMaximized: gtk_window_is_maximized(gcast(window)) != 0)
        windowStateFile.save(entry, for: restorationIdentifier)
    }
}
