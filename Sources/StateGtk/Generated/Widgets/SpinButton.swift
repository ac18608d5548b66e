#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// A [GtkSpinButton](https://docs.gtk.org/gtk3/class.SpinButton.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let spinButton = SpinButton()
/// spinButton.orientation = .vertical
/// place(spinButton, key: "spinButton")
/// ```
@MainActor
public final class SpinButton: Widget, SpinButtonProtocol, EditableProtocol, OrientableProtocol, EntryProtocol {
    /// A new GtkSpinButton with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_spin_button_get_type(), 0, nil, nil)))
    }
}
#endif
