import CGtk
import StateGtk
import XCTest

/// The library's list view (this target has a `ListView` test view of its own).
typealias LazyList = StateGtk.ListView

/// An item of the list view tests: its row is `height` px tall and shows `title`.
struct ListTestItem: Equatable, Identifiable {
    let id: Int
    var title: String
    var height: Int
}

/// A row that remembers which item it was made for (to prove no row shows another item's
/// state) and counts its live instances.
@MainActor
final class ListTestRow: StateView {
    static let id = PropKey<Int>("id")
    static let title = PropKey<String>("title")
    static let height = PropKey<Int>("height")
    static let isSelected = PropKey<Bool>("isSelected")
    nonisolated(unsafe) static var live = 0
    static var removed = 0
    static var renders = 0

    let label = Label()
    /// The key of the item this instance was created for.
    private(set) var createdFor: Int?

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        Self.live += 1
    }

    deinit { Self.live -= 1 }

    override func viewDidInitialize() { createdFor = props[Self.id] }
    override func viewWillRemove() { Self.removed += 1 }

    override func render() {
        Self.renders += 1
        label.text = props[Self.title] ?? ""
        label.minimumSize = Size(width: -1, height: Double(props[Self.height] ?? 20))
        accessibleName = props[Self.title]
        place(label, key: "label")
    }
}

/// A parent that places one list view of `items`, with a single selection it keeps itself.
@MainActor
final class ListTestHost: StateView {
    var items: [ListTestItem] = []
    var rowHeight = ListRowHeight.estimated(30)
    var mode = ListSelectionMode.single
    var selected: Set<Int> = []
    var activated: [Int] = []
    var endReached = 0
    var showsList = true
    private lazy var select = Callback<Set<Int>> { [weak self] keys in
        self?.selected = keys
        self?.setNeedsRender()
    }
    private lazy var activate = Callback<Int> { [weak self] key in self?.activated.append(key) }
    private lazy var reachEnd = Callback<Void> { [weak self] in self?.endReached += 1 }

    override func render() {
        guard showsList else { return }
        place(LazyList.self, key: "list")
            .items(items, key: { $0.id }) { item, row in
                row.place(ListTestRow.self)
                    .prop(ListTestRow.id, is: item.id)
                    .prop(ListTestRow.title, is: item.title)
                    .prop(ListTestRow.height, is: item.height)
                    .prop(ListTestRow.isSelected, is: row.isSelected)
            }
            .rowHeight(rowHeight)
            .selection(mode, selected: selected, onChange: select)
            .onActivate(activate)
            .onEndReached(within: 5, reachEnd)
    }

    var list: LazyList { childView(forKey: "list") as! LazyList }

    /// Renders with the current fields.
    func update() {
        setNeedsRender()
        StateView.flushRenders()
    }
}
