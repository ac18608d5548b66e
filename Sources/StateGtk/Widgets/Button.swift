// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
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
        didSet {
            guard recordIfChanged(oldValue, label, .labelSet) else { return }
            #if GTK3
            passing(label, to: gtk_button_set_label, button)
            #else
            showIcon()
            #endif
        }
    }

    /// A themed icon shown before the label (or alone); nil for none.
    public var iconName: String? {
        didSet { if recordIfChanged(oldValue, iconName) { showIcon() } }
    }

    private func showIcon() {
        #if GTK3
        gtk_button_set_image(button, iconName.map { gtk_image_new_from_icon_name($0, GTK_ICON_SIZE_BUTTON) })
        gtk_button_set_always_show_image(button, 1)
        #else
        // GTK 4's button shows a label or an icon; both, as on GTK 3, take a box of the two.
        switch (iconName, label.isEmpty) {
        case (nil, _): passing(label, to: gtk_button_set_label, button)
        case (let icon?, true): gtk_button_set_icon_name(button, icon)
        case (let icon?, false):
            let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
            gtk_box_append(gcast(box), gtk_image_new_from_icon_name(icon))
            gtk_box_append(gcast(box), passing(label, to: gtk_label_new))
            gtk_button_set_child(button, box)
        }
        nameAfterBoxedLabel()
        #endif
    }

    #if !GTK3
    /// The name given for a label beside an icon, while the program has given none.
    private var boxedLabelName: String?

    /// GTK 4 names a button by a label it set itself, not by one in a box beside an icon (such
    /// a button is read out as "GtkButton"): that label names it too, until the program names it.
    private func nameAfterBoxedLabel() {
        let name = iconName != nil && !label.isEmpty ? label : nil
        if Accessible.nameByContent(name, replacing: [boxedLabelName], of: gtkWidget) { boxedLabelName = name }
    }
    #endif

    /// Emits a click, as a user would.
    public func click() { Self.emitClicked(gtkWidget) }

    /// Emits `clicked` on a GtkButton or a subclass of it.
    static func emitClicked(_ widget: UnsafeMutablePointer<GtkWidget>) {
        #if GTK3
        gtk_button_clicked(gcast(widget))
        #else
        // Emitted at once: GTK 4's gtk_widget_activate animates a press and clicks after it.
        var instance = GValue()
        g_value_init(&instance, gtk_button_get_type())
        g_value_set_object(&instance, widget)
        g_signal_emitv(&instance, g_signal_lookup("clicked", gtk_button_get_type()), 0, nil)
        g_value_unset(&instance)
        #endif
    }
}
