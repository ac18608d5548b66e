#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkVolumeButton](https://docs.gtk.org/gtk4/class.VolumeButton.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let volumeButton = VolumeButton()
/// volumeButton.usesSymbolic = true
/// place(volumeButton, key: "volumeButton")
/// ```
@MainActor
public final class VolumeButton: Widget, VolumeButtonProtocol, OrientableProtocol, ScaleButtonProtocol {
    /// A new GtkVolumeButton with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_volume_button_get_type(), 0, nil, nil)))
    }
}
#endif
