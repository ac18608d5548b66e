#if GTK3
import CGtk
import StateGtk
// snippet: accessible-search-panel
/// A search field with its visible label, an icon-only clear button, a decorative picture and
/// a status line that screen readers announce.
final class SearchPanel: StateView {
    static let results = StateField<Int>("results")

    let fieldLabel = Label("Search")
    let field = SearchEntry()
    let clear = Button(iconName: "edit-clear-symbolic", accessibleName: "Clear the search")
    let picture = Image(.icon("system-search-symbolic", size: 32))
    let status = Label()

    override func viewDidInitialize() {
        field.setAccessibleLabel(fieldLabel)     // read as "Search, text field"
        picture.isAccessibilityDecorative = true // the label says it already
        status.announcesChanges = true           // "12 results" is spoken where the focus is
        arrangement = .stack(.vertical, spacing: 6)
    }

    override func render() {
        status.text = "\(state[Self.results] ?? 0) results"
        place(picture, key: "picture")
        place(fieldLabel, key: "fieldLabel")
        place(field, key: "field")
        place(clear, key: "clear")
        place(status, key: "status")
    }
}
// end snippet
#endif
