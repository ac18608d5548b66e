import CGtk
import StateGtk
import SwiftHubData

/// The bar above the list: the current filter, the filter and sort choosers, the search box and
/// the loading spinner.
@MainActor
final class ControlPanel: StateView {
    static let query = PropKey<RepositoryQuery>("query")
    static let isLoading = PropKey<Bool>("isLoading")
    static let onQueryChange = PropKey<(RepositoryQuery) -> Void>("onQueryChange")
    static let onSearch = PropKey<(String) -> Void>("onSearch")

    let title = Label()
    let filterChooser = ComboBoxText(items: SearchFilter.allCases.map(\.title))
    let sortChooser = ComboBoxText(items: SearchSort.allCases.map(\.title))
    let search = SearchEntry(placeholder: "Search loaded repositories")
    let spinner = Spinner()

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 8)
        styleClasses = ["swifthub-panel"]
        filterChooser.accessibleName = "Filter"
        sortChooser.accessibleName = "Sort"
        search.accessibleName = "Search"
        connectStopSearch()
    }

    override func render() {
        let query = props[Self.query] ?? RepositoryQuery()
        title.text = "Filter: \(query.filter.title)"
        filterChooser.selectedIndex = SearchFilter.allCases.firstIndex(of: query.filter)
        sortChooser.selectedIndex = SearchSort.allCases.firstIndex(of: query.sort)
        filterChooser.onChange = { [weak self] index in
            guard let index, var query = self?.props[Self.query] else { return }
            query.filter = SearchFilter.allCases[index]
            self?.props[Self.onQueryChange]?(query)
        }
        sortChooser.onChange = { [weak self] index in
            guard let index, var query = self?.props[Self.query] else { return }
            query.sort = SearchSort.allCases[index]
            self?.props[Self.onQueryChange]?(query)
        }
        search.onSearch = { [weak self] text in self?.props[Self.onSearch]?(text) }
        spinner.isActive = props[Self.isLoading] ?? false

        place(title, key: "title")
        place(filterChooser, key: "filter")
        place(sortChooser, key: "sort")
        place(search, key: "search").expanding()
        place(spinner, key: "spinner")
    }

    // MARK: Escape

    /// Escape in the search box empties it and shows every row again. GtkSearchEntry keeps
    /// Escape to itself (its stop-search signal), so the home view's key handler never sees it.
    private func connectStopSearch() {
        let box = Unmanaged.passRetained(PanelReference(self)).toOpaque()
        g_signal_connect_data(
            UnsafeMutableRawPointer(search.gtkWidget), "stop-search", unsafeBitCast(Self.stopSearch, to: GCallback.self), box,
            { data, _ in if let data { Unmanaged<PanelReference>.fromOpaque(data).release() } }, GConnectFlags(0))
    }

    private static let stopSearch: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated {
            guard let data else { return }
            Unmanaged<PanelReference>.fromOpaque(data).takeUnretainedValue().panel?.clearSearch()
        }
    }

    private func clearSearch() {
        guard !search.text.isEmpty else { return }
        search.text = ""
        props[Self.onSearch]?("")
    }
}

/// The panel, weakly, for the stop-search handler GLib owns.
@MainActor
private final class PanelReference {
    weak var panel: ControlPanel?
    init(_ panel: ControlPanel) { self.panel = panel }
}
