// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif

/// Destroys a toplevel window; on GTK 4, closing its open popovers first.
///
/// GTK 4.8 destroying a window while a popover in it is open (a context menu, a menu button's
/// menu) leaves GDK's grab for that popover behind: no window of the app gets a click or a key
/// again. Hiding the window first does not help; popping the popover down does.
///
/// ```swift
/// destroyWindow(controller.window)
/// ```
@MainActor
package func destroyWindow(_ window: UnsafeMutablePointer<GtkWidget>) {
    #if GTK3
    gtk_widget_destroy(window)
    #else
    var pending = [window]
    while let widget = pending.popLast() {
        if gtk_widget_get_visible(widget) != 0,
           g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_popover_get_type()) != 0 {
            gtk_popover_popdown(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkPopover.self))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            pending.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
    }
    gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
    #endif
}
