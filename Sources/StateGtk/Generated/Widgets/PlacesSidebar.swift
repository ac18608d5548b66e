#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// A [GtkPlacesSidebar](https://docs.gtk.org/gtk3/class.PlacesSidebar.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let placesSidebar = PlacesSidebar()
/// placesSidebar.isLocalOnly = true
/// place(placesSidebar, key: "placesSidebar")
/// ```
@MainActor
public final class PlacesSidebar: Widget, PlacesSidebarProtocol, ScrolledWindowProtocol {
    /// A new GtkPlacesSidebar with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_places_sidebar_get_type(), 0, nil, nil)))
    }
}
#endif
