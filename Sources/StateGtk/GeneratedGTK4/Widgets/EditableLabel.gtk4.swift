#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkEditableLabel](https://docs.gtk.org/gtk4/class.EditableLabel.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let editableLabel = EditableLabel()
/// editableLabel.isEditing = true
/// place(editableLabel, key: "editableLabel")
/// ```
@MainActor
public final class EditableLabel: Widget, EditableLabelProtocol, EditableProtocol {
    /// A new GtkEditableLabel with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_editable_label_get_type(), 0, nil, nil)))
    }
}
#endif
