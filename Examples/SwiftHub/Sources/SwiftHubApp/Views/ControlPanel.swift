import StateGtk
import SwiftHubData
/// The header bar's controls (GNOME's place for them): the filter and sort choosers, the
/// search box and the loading spinner. It shows the loader's query and whether it loads, and
/// asks the loader for the filter and sort the user chooses; the home view hears the search
/// (`onSearch`); the controller puts it in the header bar.
@MainActor
final class ControlPanel: StateView {
    static let query = StateField<RepositoryQuery>("query")
    static let isLoading = StateField<Bool>("isLoading")

    /// What the choosers show and change; set before the panel starts.
    var loader: RepositoryLoader?
    /// The search box's text, as the user types.
    var onSearch: (String) -> Void = { _ in }
    /// In a narrow window: the search box alone (the filter and the sort keep their values).
    var isCompact = false {
        didSet { if isCompact != oldValue { setNeedsRender() } }
    }

    let filterChooser = ComboBoxText(items: SearchFilter.allCases.map(\.localizedTitle))
    let sortChooser = ComboBoxText(items: SearchSort.allCases.map(\.localizedTitle))
    let search = SearchEntry(placeholder: tr("Search loaded repositories"))
    let spinner = Spinner()

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 6)
        filterChooser.accessibleName = tr("Filter")
        sortChooser.accessibleName = tr("Sort")
        search.accessibleName = tr("Search")
        // Escape in the search box empties it and shows every row again.
        search.onStopSearch = { [weak self] in self?.clearSearch() }
    }

    override func viewDidInitialize() {
        loader?.observe { [weak self] status in
            self?.state[Self.query] = status.query
            self?.state[Self.isLoading] = status.isLoading
        }
    }

    override func render() {
        let query = state[Self.query] ?? RepositoryQuery()
        filterChooser.selectedIndex = SearchFilter.allCases.firstIndex(of: query.filter)
        sortChooser.selectedIndex = SearchSort.allCases.firstIndex(of: query.sort)
        filterChooser.onChanged = { [weak self] index in
            guard let index, let self, var query = self.state[Self.query] else { return }
            query.filter = SearchFilter.allCases[index]
            self.loader?.show(query)
        }
        sortChooser.onChanged = { [weak self] index in
            guard let index, let self, var query = self.state[Self.query] else { return }
            query.sort = SearchSort.allCases[index]
            self.loader?.show(query)
        }
        search.onSearchChanged = { [weak self] text in self?.onSearch(text) }
        spinner.isActive = state[Self.isLoading] ?? false

        if !isCompact {
            place(filterChooser, key: "filter")
            place(sortChooser, key: "sort")
        }
        search.widthChars = isCompact ? 3 : 24
        place(search, key: "search")
        place(spinner, key: "spinner")
    }

    /// Empties the search box, and tells `onSearch`.
    func clearSearch() {
        guard !search.text.isEmpty else { return }
        search.text = ""
        onSearch("")
    }
}
