// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
extension StateViewController {
    /// The actions every window has.
    func declareStandardActions() {
        let standard = [
            Action("close", title: localized("Close Window"), accelerators: ["<Control>w"]) { [weak self] in self?.close() },
            Action("show-help-overlay", title: localized("Keyboard Shortcuts"), accelerators: ["<Control>question"]) { [weak self] in
                self?.presentShortcuts()
            },
            Action("back", title: localized("Back", comment: "The button that goes back to the previous page"), accelerators: ["<Alt>Left", "Back"], isEnabled: !pushedViews.isEmpty) { [weak self] in
                self?.pop()
            },
            // GNOME's key for the primary menu (GTK 3 gives F10 to menu bars only). Disabled
            // without one, so that F10 reaches the focused widget (an accelerator comes first).
            Action("show-primary-menu", title: localized("Main Menu", comment: "The accessible name of a header bar's menu button"),
                   accelerators: ["F10"], isEnabled: titleBar?.primaryMenuButton != nil) { [weak self] in
                guard let button = self?.titleBar?.primaryMenuButton else { return }
                button.isOpen.toggle()
            },
        ]
        declare(standard, owner: ObjectIdentifier(StandardActions.self), ownerName: "StateViewController")
    }
}

/// The owner of the actions every controller declares.
private enum StandardActions {}
