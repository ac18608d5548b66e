// toolkit: both
/// One item of the benchmark: the text both lists show.
struct BenchItem: Equatable, Identifiable, Sendable {
    let id: Int
    var text: String

    /// `count` items with ids from `firstID`.
    static func make(_ count: Int, firstID: Int = 0) -> [BenchItem] {
        var items: [BenchItem] = []
        items.reserveCapacity(count)
        for id in firstID..<(firstID + count) { items.append(BenchItem(id: id, text: "Item \(id)")) }
        return items
    }
}

/// The height of a row in both lists, so that a page holds the same number of items, set by
/// `main` before any list is made: on GTK 3 the tree view's row height with 24 px cells (its
/// rows add a separator), on GTK 4 the height GtkListView gives a row whose label asks for 24 px.
@MainActor var rowHeight: Int32 = 24
