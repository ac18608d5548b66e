#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkSpinButton](https://docs.gtk.org/gtk4/class.SpinButton.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let spinButton = SpinButton()
/// spinButton.isEditable = true
/// place(spinButton, key: "spinButton")
/// ```
@MainActor
public final class SpinButton: Widget, SpinButtonProtocol, EditableProtocol, OrientableProtocol {
    /// A new GtkSpinButton with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_spin_button_get_type(), 0, nil, nil)))
    }
}
#endif
