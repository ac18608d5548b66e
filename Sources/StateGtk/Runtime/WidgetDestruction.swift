// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Destroys a widget StateGtk made and no longer shows: it leaves its parent, emits `destroy`
/// (which StateGtk's handlers listen for, to release their Swift side) and lets go of what it
/// holds. GTK 3 does all of it in `gtk_widget_destroy`; GTK 4 keeps that for windows, and a
/// widget is disposed instead, once unparented. The widget itself is freed with its last
/// reference.
///
/// ```swift
/// destroyWidget(view.widget)
/// ```
@MainActor
func destroyWidget(_ widget: UnsafeMutablePointer<GtkWidget>) {
    #if GTK3
    gtk_widget_destroy(widget)
    #else
    if gtk_widget_get_parent(widget) != nil { gtk_widget_unparent(widget) }
    g_object_run_dispose(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self))
    #endif
}
