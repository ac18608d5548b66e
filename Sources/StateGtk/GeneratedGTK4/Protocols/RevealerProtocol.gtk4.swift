#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkRevealer](https://docs.gtk.org/gtk4/class.Revealer.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol RevealerProtocol: Widget {}

@MainActor
extension RevealerProtocol {
    /// [GtkRevealer:child-revealed](https://docs.gtk.org/gtk4/property.Revealer.child-revealed.html)
    public var isChildRevealed: Bool {
        gtkProperty("child-revealed")
    }

    /// [GtkRevealer:reveal-child](https://docs.gtk.org/gtk4/property.Revealer.reveal-child.html)
    public var revealsChild: Bool {
        get { gtkProperty("reveal-child") }
        set { setGtkProperty("reveal-child", newValue) }
    }

    /// [GtkRevealer:transition-duration](https://docs.gtk.org/gtk4/property.Revealer.transition-duration.html)
    public var transitionDuration: Int {
        get { gtkProperty("transition-duration") }
        set { setGtkProperty("transition-duration", newValue) }
    }

    /// [GtkRevealer:transition-type](https://docs.gtk.org/gtk4/property.Revealer.transition-type.html)
    public var transitionType: RevealerTransitionType {
        get { gtkProperty("transition-type") }
        set { setGtkProperty("transition-type", newValue) }
    }
}
#endif
