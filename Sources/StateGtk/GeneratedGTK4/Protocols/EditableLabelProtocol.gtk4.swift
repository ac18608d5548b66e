#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkEditableLabel](https://docs.gtk.org/gtk4/class.EditableLabel.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol EditableLabelProtocol: Widget {}

@MainActor
extension EditableLabelProtocol {
    /// [GtkEditableLabel:editing](https://docs.gtk.org/gtk4/property.EditableLabel.editing.html)
    public var isEditing: Bool {
        get { gtkProperty("editing") }
        set { setGtkProperty("editing", newValue) }
    }
}
#endif
