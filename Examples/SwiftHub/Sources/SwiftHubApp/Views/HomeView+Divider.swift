import StateGtk
/// The divider between the list and the details comes back where the user left it.
extension HomeView {
    /// Puts the divider where the settings say (GTK keeps it inside the window when it is
    /// narrower than that).
    func restoreDivider() {
        split.position = settings?[SwiftHubSettings.dividerPosition] ?? SwiftHubSettings.dividerPosition.defaultValue
    }

    /// Stores the divider's position, once, when the window closes: while the user drags it,
    /// GTK moves it on every pointer motion.
    func saveDivider() {
        let position = split.position
        // A window too narrow for any list column has no position worth restoring.
        guard let settings, SwiftHubSettings.dividerPositions.contains(position) else { return }
        settings[SwiftHubSettings.dividerPosition] = position
    }
}
