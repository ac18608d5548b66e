// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk

/// The properties and signals of [GtkSearchBar](https://docs.gtk.org/gtk3/class.SearchBar.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol SearchBarProtocol: Widget {}

@MainActor
extension SearchBarProtocol {
    /// [GtkSearchBar:search-mode-enabled](https://docs.gtk.org/gtk3/property.SearchBar.search-mode-enabled.html)
    public var isSearchModeEnabled: Bool {
        get { gtkProperty("search-mode-enabled") }
        set { setGtkProperty("search-mode-enabled", newValue) }
    }

    /// [GtkSearchBar:show-close-button](https://docs.gtk.org/gtk3/property.SearchBar.show-close-button.html)
    public var showsCloseButton: Bool {
        get { gtkProperty("show-close-button") }
        set { setGtkProperty("show-close-button", newValue) }
    }
}
