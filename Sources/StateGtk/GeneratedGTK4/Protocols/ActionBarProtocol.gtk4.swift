#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkActionBar](https://docs.gtk.org/gtk4/class.ActionBar.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ActionBarProtocol: Widget {}

@MainActor
extension ActionBarProtocol {
    /// [GtkActionBar:revealed](https://docs.gtk.org/gtk4/property.ActionBar.revealed.html)
    public var isRevealed: Bool {
        get { gtkProperty("revealed") }
        set { setGtkProperty("revealed", newValue) }
    }
}
#endif
