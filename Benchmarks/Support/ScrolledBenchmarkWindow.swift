#if GTK3
import CGtk
/// A shown `width` × `height` window holding a scrolled window and its viewport, where each run
/// of a layout benchmark puts its content. Overlay scrolling is off: overlay scrollbars animate,
/// which would add frames after each change of the content size.
@MainActor
public func makeScrolledBenchmarkWindow(width: Int32 = 800, height: Int32 = 600) -> (window: UnsafeMutablePointer<GtkWidget>, viewport: UnsafeMutablePointer<GtkWidget>) {
    let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!, viewport = gtk_viewport_new(nil, nil)!
    gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), width, height)
    let scrolled = gtk_scrolled_window_new(nil, nil)!
    gtk_scrolled_window_set_overlay_scrolling(UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkScrolledWindow.self), 0)
    gtk_container_add(UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkContainer.self), viewport)
    gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), scrolled)
    gtk_widget_show_all(window)
    return (window, viewport)
}
#endif
