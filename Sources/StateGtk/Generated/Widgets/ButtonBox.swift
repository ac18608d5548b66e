#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// A [GtkButtonBox](https://docs.gtk.org/gtk3/class.ButtonBox.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let buttonBox = ButtonBox()
/// buttonBox.layoutStyle = .spread
/// place(buttonBox, key: "buttonBox")
/// ```
@MainActor
public final class ButtonBox: Widget, ButtonBoxProtocol, OrientableProtocol, BoxProtocol {
    /// A new GtkButtonBox with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_button_box_get_type(), 0, nil, nil)))
    }
}
#endif
