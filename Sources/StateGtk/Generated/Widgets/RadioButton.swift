#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// A [GtkRadioButton](https://docs.gtk.org/gtk3/class.RadioButton.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let radioButton = RadioButton()
/// radioButton.isActive = true
/// place(radioButton, key: "radioButton")
/// ```
@MainActor
public final class RadioButton: Widget, RadioButtonProtocol, ToggleButtonProtocol, ButtonProtocol {
    /// A new GtkRadioButton with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_radio_button_get_type(), 0, nil, nil)))
    }
}
#endif
