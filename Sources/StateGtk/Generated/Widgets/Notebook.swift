// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk

/// A [GtkNotebook](https://docs.gtk.org/gtk3/class.Notebook.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let notebook = Notebook()
/// notebook.enablesPopup = true
/// place(notebook, key: "notebook")
/// ```
@MainActor
public final class Notebook: Widget, NotebookProtocol {
    /// A new GtkNotebook with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_notebook_get_type(), 0, nil, nil)))
    }
}
