#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkLockButton](https://docs.gtk.org/gtk4/class.LockButton.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let lockButton = LockButton()
/// lockButton.textLock = "Text"
/// place(lockButton, key: "lockButton")
/// ```
@MainActor
public final class LockButton: Widget, LockButtonProtocol, ButtonProtocol {
    /// A new GtkLockButton with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_lock_button_get_type(), 0, nil, nil)))
    }
}
#endif
