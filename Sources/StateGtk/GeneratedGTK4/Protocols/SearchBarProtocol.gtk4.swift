#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkSearchBar](https://docs.gtk.org/gtk4/class.SearchBar.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol SearchBarProtocol: Widget {}

@MainActor
extension SearchBarProtocol {
    /// [GtkSearchBar:search-mode-enabled](https://docs.gtk.org/gtk4/property.SearchBar.search-mode-enabled.html)
    public var isSearchModeEnabled: Bool {
        get { gtkProperty("search-mode-enabled") }
        set { setGtkProperty("search-mode-enabled", newValue) }
    }

    /// [GtkSearchBar:search-mode-enabled](https://docs.gtk.org/gtk4/property.SearchBar.search-mode-enabled.html) as the user (or GTK itself)
    /// changed it; the program's own changes are not reported. Set the value from state and
    /// keep the state here to control it ("Values the user changes").
    ///
    /// ```swift
    /// searchBar.onSearchModeEnabledChanged = { [weak self] value in self?.state["isSearchModeEnabled"] = value }
    /// ```
    public var onSearchModeEnabledChanged: (@MainActor (Bool) -> Void)? {
        get { signalClosure("notify::search-mode-enabled") }
        set {
            let widget = gtkWidget
            let raw: @MainActor (UnsafeMutableRawPointer?) -> Void = { _ in newValue?(Widget.gtkProperty("search-mode-enabled", of: widget)) }
            setSignal("notify::search-mode-enabled", GeneratedSignalShapes.voidPointerCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkSearchBar:show-close-button](https://docs.gtk.org/gtk4/property.SearchBar.show-close-button.html)
    public var showsCloseButton: Bool {
        get { gtkProperty("show-close-button") }
        set { setGtkProperty("show-close-button", newValue) }
    }
}
#endif
