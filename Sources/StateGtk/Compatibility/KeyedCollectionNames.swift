// toolkit: both
import StateGtkCore
// A table's rows as they were named before every container took its keyed collection as
// `items`: each forwards to `items`, deprecated with a fix-it.

extension Placement where Placed == TableView {
    /// The old name of `items(_:key:cells:)` for Equatable items.
    @available(*, deprecated, renamed: "items(_:key:cells:)")
    @MainActor @discardableResult
    public func rows<Items: RandomAccessCollection & Equatable, Key: Hashable>(
        _ items: Items, key: @escaping (Items.Element) -> Key, cells: @escaping @MainActor (Items.Element, TableCells) -> Void
    ) -> ItemsPlacement<TableView, Items.Element, Key> where Items.Element: Equatable {
        self.items(items, key: key, cells: cells)
    }

    /// The old name of `items(_:key:cells:)`.
    @available(*, deprecated, renamed: "items(_:key:cells:)")
    @MainActor @discardableResult
    public func rows<Items: RandomAccessCollection, Key: Hashable>(
        _ items: Items, key: @escaping (Items.Element) -> Key, cells: @escaping @MainActor (Items.Element, TableCells) -> Void
    ) -> ItemsPlacement<TableView, Items.Element, Key> {
        self.items(items, key: key, cells: cells)
    }
}
