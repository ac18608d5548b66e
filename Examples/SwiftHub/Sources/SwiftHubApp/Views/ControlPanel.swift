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
}
