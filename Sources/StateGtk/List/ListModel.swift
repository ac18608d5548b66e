// toolkit: both
import StateGtkCore
/// A list view's items with the parent's type erased: what the list reads of them, by index.
@MainActor
protocol ListModel: AnyObject {
    var count: Int { get }
    /// The item's key in the reconciler's form.
    func fastKey(at index: Int) -> FastKey
    /// The item's key as the parent gave it, for callbacks.
    func key(at index: Int) -> AnyHashable
    /// The item itself, for the parent's closures that take an item (`typeAhead`).
    func item(at index: Int) -> Any
    /// Runs the parent's row description for the item.
    func describeRow(at index: Int, _ row: ListRow) -> ShadowViewElement
    /// Whether `other` holds the very same items (an Equatable collection compared by `==`,
    /// which for an array that was passed again is one pointer comparison).
    func hasSameItems(as other: any ListModel) -> Bool
    /// Where section headers are among the rows (nil: the list has no sections).
    var sections: ListSections? { get }
}

extension ListModel {
    var sections: ListSections? { nil }
}

/// The items a parent passed to `.items(…)`, kept as the collection it passed: nothing is
/// copied per item.
@MainActor
final class CollectionListModel<Items: RandomAccessCollection, Key: Hashable>: ListModel {
    let items: Items
    let keyOf: (Items.Element) -> Key
    let describe: @MainActor (Items.Element, ListRow) -> ShadowViewElement
    let sameItems: ((Items, Items) -> Bool)?
    let count: Int

    init(
        items: Items, key: @escaping (Items.Element) -> Key,
        describe: @escaping @MainActor (Items.Element, ListRow) -> ShadowViewElement,
        sameItems: ((Items, Items) -> Bool)?
    ) {
        self.items = items
        keyOf = key
        self.describe = describe
        self.sameItems = sameItems
        count = items.count
    }

    private func position(_ index: Int) -> Items.Index { items.index(items.startIndex, offsetBy: index) }

    private func element(at index: Int) -> Items.Element { items[position(index)] }

    func item(at index: Int) -> Any { element(at: index) }

    // The key closure gets the element where it is (no copy of it): a list reads keys around
    // the screen whenever its items change.
    func fastKey(at index: Int) -> FastKey { FastKey(keyOf(items[position(index)])) }
    func key(at index: Int) -> AnyHashable { AnyHashable(keyOf(items[position(index)])) }
    func describeRow(at index: Int, _ row: ListRow) -> ShadowViewElement { describe(element(at: index), row) }

    func hasSameItems(as other: any ListModel) -> Bool {
        guard let sameItems, let other = other as? Self else { return false }
        return sameItems(items, other.items)
    }
}

/// The row a list view's row description places, for one item.
///
/// ```swift
/// .items(repositories, key: { $0.id }) { repository, row in
///     row.place(RepositoryRow.self)
///         .prop(RepositoryRow.repository, is: repository)
///         .prop(RepositoryRow.isSelected, is: row.isSelected)
/// }
/// ```
@MainActor
public struct ListRow {
    let host: ListRowHost
    let fastKey: FastKey
    /// The item's position in the list.
    public let index: Int
    /// Whether the item is in the selection the parent passed.
    public let isSelected: Bool
    /// Whether the keyboard cursor is on the item.
    public let isCursor: Bool

    /// Places the row's view, keyed by the item's key: a row is kept (with its state) only for
    /// the same item, so a row never shows another item's state.
    @discardableResult
    public func place<V: StateView>(_ type: V.Type, file: String = #fileID, line: Int = #line) -> Placement<V> {
        let element = Placement<V>(
            identity: ElementIdentity(fastKey: fastKey, kind: .view(ObjectIdentifier(type))),
            payload: ViewTypePayload.of(type), constraints: nil, location: SourceLocation(file: file, line: line))
        _ = host.record(element)
        return element
    }
}
