#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkPasswordEntry](https://docs.gtk.org/gtk4/class.PasswordEntry.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol PasswordEntryProtocol: Widget {}

@MainActor
extension PasswordEntryProtocol {
    /// [GtkPasswordEntry:activates-default](https://docs.gtk.org/gtk4/property.PasswordEntry.activates-default.html)
    public var isActivatesDefault: Bool {
        get { gtkProperty("activates-default") }
        set { setGtkProperty("activates-default", newValue) }
    }

    /// [GtkPasswordEntry:placeholder-text](https://docs.gtk.org/gtk4/property.PasswordEntry.placeholder-text.html)
    public var placeholderText: String? {
        get { gtkProperty("placeholder-text") }
        set { setGtkProperty("placeholder-text", newValue) }
    }

    /// [GtkPasswordEntry:show-peek-icon](https://docs.gtk.org/gtk4/property.PasswordEntry.show-peek-icon.html)
    public var showsPeekIcon: Bool {
        get { gtkProperty("show-peek-icon") }
        set { setGtkProperty("show-peek-icon", newValue) }
    }

    /// [GtkPasswordEntry::activate](https://docs.gtk.org/gtk4/signal.PasswordEntry.activate.html)
    public var onActivate: (@MainActor () -> Void)? {
        get { signalClosure("activate") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("activate", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
