#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkLockButton](https://docs.gtk.org/gtk4/class.LockButton.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol LockButtonProtocol: Widget {}

@MainActor
extension LockButtonProtocol {
    /// [GtkLockButton:text-lock](https://docs.gtk.org/gtk4/property.LockButton.text-lock.html)
    public var textLock: String? {
        get { gtkProperty("text-lock") }
        set { setGtkProperty("text-lock", newValue) }
    }

    /// [GtkLockButton:text-unlock](https://docs.gtk.org/gtk4/property.LockButton.text-unlock.html)
    public var textUnlock: String? {
        get { gtkProperty("text-unlock") }
        set { setGtkProperty("text-unlock", newValue) }
    }

    /// [GtkLockButton:tooltip-lock](https://docs.gtk.org/gtk4/property.LockButton.tooltip-lock.html)
    public var tooltipLock: String? {
        get { gtkProperty("tooltip-lock") }
        set { setGtkProperty("tooltip-lock", newValue) }
    }

    /// [GtkLockButton:tooltip-not-authorized](https://docs.gtk.org/gtk4/property.LockButton.tooltip-not-authorized.html)
    public var tooltipNotAuthorized: String? {
        get { gtkProperty("tooltip-not-authorized") }
        set { setGtkProperty("tooltip-not-authorized", newValue) }
    }

    /// [GtkLockButton:tooltip-unlock](https://docs.gtk.org/gtk4/property.LockButton.tooltip-unlock.html)
    public var tooltipUnlock: String? {
        get { gtkProperty("tooltip-unlock") }
        set { setGtkProperty("tooltip-unlock", newValue) }
    }
}
#endif
