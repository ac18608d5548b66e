// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
/// A shown `width` × `height` window holding a scrolled window and its viewport, where each run
/// of a layout benchmark puts its content. Overlay scrolling is off: overlay scrollbars animate,
/// which would add frames after each change of the content size.
@MainActor
public func makeScrolledBenchmarkWindow(width: Int32 = 800, height: Int32 = 600) -> (window: UnsafeMutablePointer<GtkWidget>, viewport: UnsafeMutablePointer<GtkWidget>) {
    #if GTK3
    let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!, viewport = gtk_viewport_new(nil, nil)!
    gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), width, height)
    let scrolled = gtk_scrolled_window_new(nil, nil)!
    gtk_scrolled_window_set_overlay_scrolling(UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkScrolledWindow.self), 0)
    gtk_container_add(UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkContainer.self), viewport)
    gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), scrolled)
    gtk_widget_show_all(window)
    #else
    let window = gtk_window_new()!, viewport = gtk_viewport_new(nil, nil)!
    gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), width, height)
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_overlay_scrolling(OpaquePointer(scrolled), 0)
    gtk_scrolled_window_set_child(OpaquePointer(scrolled), viewport)
    gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), scrolled)
    gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
    #endif
    return (window, viewport)
}
