#if GTK3
import StateGtk
// snippet: performance-item
/// Everything a row shows, selection included: `placeEach` skips a row whose item is unchanged.
struct SongItem: Equatable {
    let id: Int
    let title: String
    let isSelected: Bool
}

enum SongProps {
    static let item = PropKey<SongItem>("item")
    static let onSelect = PropKey<(Int) -> Void>("onSelect")
}
// end snippet

final class SongRow: StateView {
    let title = Label()
    private(set) var renders = 0

    override func render() {
        renders += 1
        guard let item = props[SongProps.item] else { return }
        title.text = item.title
        styleClasses = item.isSelected ? ["selected"] : []
        onTap { [weak self] in self?.props[SongProps.onSelect]?(item.id) }
        place(title, key: "title") { make in
            make.edges.equalTo(self).inset(4)
        }
    }
}

// snippet: performance-list
final class SongList: StateView {
    static let selected = StateField<Int>("selected")
    var songs: [(id: Int, title: String)] = []

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
    }

    override func render() {
        let selected = state[Self.selected]
        let items = songs.map { SongItem(id: $0.id, title: $0.title, isSelected: $0.id == selected) }
        placeEach(items, key: { $0.id }) { item, slot in
            slot.place(SongRow.self)
                .prop(SongProps.item, is: item)
                .prop(SongProps.onSelect, is: { [weak self] id in self?.state[Self.selected] = id })
        }
    }
}
// end snippet
#endif
