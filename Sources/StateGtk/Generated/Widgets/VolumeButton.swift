#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// A [GtkVolumeButton](https://docs.gtk.org/gtk3/class.VolumeButton.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let volumeButton = VolumeButton()
/// volumeButton.usesSymbolic = true
/// place(volumeButton, key: "volumeButton")
/// ```
@MainActor
public final class VolumeButton: Widget, VolumeButtonProtocol, OrientableProtocol, ScaleButtonProtocol, ButtonProtocol {
    /// A new GtkVolumeButton with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_volume_button_get_type(), 0, nil, nil)))
    }
}
#endif
