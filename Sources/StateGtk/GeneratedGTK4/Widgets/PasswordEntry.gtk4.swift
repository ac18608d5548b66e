#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkPasswordEntry](https://docs.gtk.org/gtk4/class.PasswordEntry.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let passwordEntry = PasswordEntry()
/// passwordEntry.isActivatesDefault = true
/// place(passwordEntry, key: "passwordEntry")
/// ```
@MainActor
public final class PasswordEntry: Widget, PasswordEntryProtocol, EditableProtocol {
    /// A new GtkPasswordEntry with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_password_entry_get_type(), 0, nil, nil)))
    }
}
#endif
