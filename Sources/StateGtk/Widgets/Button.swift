#if GTK3
import CGtk
/// A GtkButton with a label, an optional icon and an action.
///
/// The action, `onClicked` (GTK's `clicked`, from ``ButtonProtocol``), is a Swift closure
/// connected once; assigning a new closure in a later render swaps it without touching the
/// signal. Capture views weakly in it: the button lives as long as its widget. Its accessible
/// name is its label; give an icon-only button an `accessibleName`.
///
/// ```swift
/// remove.label = "Remove"
/// remove.onClicked = { [weak self] in self?.props[RowProps.onRemove]?(id) }
/// let add = Button(iconName: "list-add-symbolic", accessibleName: "Add")
/// ```
@MainActor
public final class Button: Widget, ButtonProtocol {
    /// A button with a text label, an optional themed icon, and the action a click runs.
    public init(label: String = "", iconName: String? = nil, onClicked: (@MainActor () -> Void)? = nil) {
        self.label = label  // observers do not run in init: the button is created with the label
        self.iconName = iconName
        let widget = (label.isEmpty ? gtk_button_new() : passing(label, to: gtk_button_new_with_label))!
        super.init(widget)
        if iconName != nil { showIcon() }
        if let onClicked { self.onClicked = onClicked }
    }

    /// An icon button; icon-only buttons need an accessible name for screen readers.
    public convenience init(iconName: String, label: String = "", accessibleName: String?, onClicked: (@MainActor () -> Void)? = nil) {
        self.init(label: label, iconName: iconName, onClicked: onClicked)
        if let accessibleName { self.accessibleName = accessibleName }
    }

    private var button: UnsafeMutablePointer<GtkButton> { gcast(gtkWidget) }

    /// The button's text. Setting the same text again makes no GTK call.
    public var label: String = "" {
        didSet { if recordIfChanged(oldValue, label, .labelSet) { passing(label, to: gtk_button_set_label, button) } }
    }

    /// A themed icon shown before the label (or alone); nil for none.
    public var iconName: String? {
        didSet { if recordIfChanged(oldValue, iconName) { showIcon() } }
    }

    private func showIcon() {
        gtk_button_set_image(button, iconName.map { gtk_image_new_from_icon_name($0, GTK_ICON_SIZE_BUTTON) })
        gtk_button_set_always_show_image(button, 1)
    }

    /// Emits a click, as a user would.
    public func click() { gtk_button_clicked(button) }
}
#endif
