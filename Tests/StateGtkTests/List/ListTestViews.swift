// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
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

/// A row that keeps in its state the item it first rendered for (to prove no row shows another
/// item's state: a recycled row starts from `getInitialState()` unless it is its own item's),
/// counts its live instances, and checks that it is prepared before it shows another item.
@MainActor
class ListTestRow: StateView {
    static let id = PropKey<Int>("id")
    static let title = PropKey<String>("title")
    static let height = PropKey<Int>("height")
    static let isSelected = PropKey<Bool>("isSelected")
    nonisolated(unsafe) static var live = 0
    /// Row views made, ever.
    static var made = 0
    static var removed = 0
    static var renders = 0
    static var reuses = 0
    /// Renders of another item than the previous one without `prepareForReuse()` in between.
    static var unpreparedReuses = 0
    static let shownItem = StateField<Int>("shownItem")

    let label = Label()
    /// The item of the latest render, and whether the row was prepared for reuse since.
    private var renderedItem: Int?
    private var prepared = false

    /// The item whose state this row holds.
    var stateItem: Int? { state[Self.shownItem] }

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        Self.live += 1
        Self.made += 1
    }

    deinit { Self.live -= 1 }

    override func viewWillRemove() { Self.removed += 1 }

    override func prepareForReuse() {
        Self.reuses += 1
        prepared = true
    }

    override func render() {
        Self.renders += 1
        let item = props[Self.id]
        if let renderedItem, renderedItem != item, !prepared { Self.unpreparedReuses += 1 }
        renderedItem = item
        prepared = false
        if state[Self.shownItem] == nil { state[Self.shownItem] = item }
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
    var mode = SelectionMode.single
    var selected: Set<Int> = []
    var activated: [Int] = []
    var endReached = 0
    var showsList = true
    var activatesOnSingleClick = false
    var isLoading = false
    var scrollResetValue = 0
    /// The row view type (`ListTestRow` or one with controls).
    var rowType: ListTestRow.Type = ListTestRow.self
    /// Runs after an activation is recorded (a test pushes a page from it, say).
    var onActivated: ((Int) -> Void)?

    override func render() {
        guard showsList else { return }
        place(LazyList.self, key: "list")
            .items(items, key: { $0.id }) { item, row in
                row.place(self.rowType)
                    .prop(ListTestRow.id, is: item.id)
                    .prop(ListTestRow.title, is: item.title)
                    .prop(ListTestRow.height, is: item.height)
                    .prop(ListTestRow.isSelected, is: row.isSelected)
            }
            .rowHeight(rowHeight)
            .selection(mode, selected: selected) { [weak self] keys in
                self?.selected = keys
                self?.setNeedsRender()
            }
            .onActivate { [weak self] key in
                self?.activated.append(key)
                self?.onActivated?(key)
            }
            .onEdgeReached(within: 5, isLoading: isLoading) { [weak self] in self?.endReached += 1 }
            .activatesOnSingleClick(activatesOnSingleClick)
            .typeAhead { $0.title }
            .resetsScroll(when: scrollResetValue)
    }

    var list: LazyList { childView(forKey: "list") as! LazyList }

    /// Renders with the current fields.
    func update() {
        setNeedsRender()
        StateView.flushRenders()
    }
}
