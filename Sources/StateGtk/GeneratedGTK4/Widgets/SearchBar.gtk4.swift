#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkSearchBar](https://docs.gtk.org/gtk4/class.SearchBar.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let searchBar = SearchBar()
/// searchBar.isSearchModeEnabled = true
/// place(searchBar, key: "searchBar")
/// ```
@MainActor
public final class SearchBar: Widget, SearchBarProtocol {
    /// A new GtkSearchBar with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_search_bar_get_type(), 0, nil, nil)))
    }
}
#endif
