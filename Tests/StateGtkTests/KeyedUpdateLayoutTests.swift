#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
private struct Item: Equatable {
    var key: Int
    var title: String
}

/// Rows keyed by number in a vertical stack, placed with `placeEach` as the docs teach.
private final class NumberedList: StateView {
    var items: [Item] = []

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
    }

    override func render() {
        placeEach(items, key: { $0.key }) { item, slot in
            slot.place(RowView.self).prop(RowProps.title, is: item.title)
        }
    }

    var rows: [RowView] { items.compactMap { childView(forKey: $0.key) as? RowView } }

    func show(_ items: [Item]) {
        self.items = items
        setNeedsRender()
        StateView.flushRenders()
    }
}

/// What GTK lays out again when some rows of a long list change: only those rows (their widgets
/// and ancestors are queued for a resize), never the rows whose props did not change.
final class KeyedUpdateLayoutTests: XCTestCase {
    func testUpdatingEveryTenthRowReallocatesOnlyThoseRows() throws { try onMain {
        try requireGtk()
        let list = NumberedList()
        list.items = (0..<300).map { Item(key: $0, title: "row \($0)") }
        // Wider than any row: a longer title changes no row's allocation by itself.
        let window = TestWindow(list, width: 600, height: 300)
        defer { window.close() }
        waitUntilIdle()
        let rows = list.rows
        XCTAssertEqual(rows.count, 300)
        let renders = rows.map(\.renderCount)
        let rowAllocations = rows.map { AllocationCounter($0.widget) }
        let labelAllocations = rows.map { AllocationCounter($0.label.gtkWidget) }

        var changed = list.items
        let updated = Array(stride(from: 0, to: changed.count, by: 10))
        for index in updated { changed[index].title += " !!!" }
        let counts = GtkMutations.measure {
            list.show(changed)
            try? window.waitForNextFrame()
            waitUntilIdle()
        }

        XCTAssertEqual(counts.labelSets, updated.count)
        XCTAssertEqual(counts.total, updated.count, "\(counts)")
        let rendered = rows.indices.filter { rows[$0].renderCount != renders[$0] }
        XCTAssertEqual(rendered, updated, "only the changed rows render")
        XCTAssertEqual(rows.indices.filter { rowAllocations[$0].count > 0 }, updated, "only the changed rows are laid out again")
        XCTAssertEqual(rows.indices.filter { labelAllocations[$0].count > 0 }, updated)
        XCTAssertEqual(labelText(rows[10].label.gtkWidget), "row 10 !!!")
    } }
}
#endif
