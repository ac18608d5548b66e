// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk

/// A [GtkRevealer](https://docs.gtk.org/gtk3/class.Revealer.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let revealer = Revealer()
/// revealer.revealsChild = true
/// place(revealer, key: "revealer")
/// ```
@MainActor
public final class Revealer: Widget, RevealerProtocol {
    /// A new GtkRevealer with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_revealer_get_type(), 0, nil, nil)))
    }
}
