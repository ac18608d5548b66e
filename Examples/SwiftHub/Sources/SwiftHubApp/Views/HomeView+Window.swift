import StateGtk
/// The window the home view shows in, as the refresh notification needs it.
extension HomeView {
    /// Whether the user is in this window (it has the keyboard focus).
    var isWindowActive: Bool {
        parentViewController?.isActive ?? false
    }

    /// Raises the window above the others, as the notification's button asks.
    func bringWindowToFront() {
        guard let controller = parentViewController else { return }
        Application.shared?.present(controller)
    }
}
