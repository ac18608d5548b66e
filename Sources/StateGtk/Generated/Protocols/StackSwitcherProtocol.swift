#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkStackSwitcher](https://docs.gtk.org/gtk3/class.StackSwitcher.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol StackSwitcherProtocol: Widget {}

@MainActor
extension StackSwitcherProtocol {
    /// [GtkStackSwitcher:icon-size](https://docs.gtk.org/gtk3/property.StackSwitcher.icon-size.html)
    public var iconSize: Int {
        get { gtkProperty("icon-size") }
        set { setGtkProperty("icon-size", newValue) }
    }
}
#endif
