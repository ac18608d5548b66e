#if GTK3
import CGtk
/// What both hand-written GTK baselines share: a vertical GtkBox of `GtkRowWidgets` in the
/// viewport, and the operations for which GTK offers one way only (label set, style class,
/// gtk_box_reorder_child, removal of one row, appending to the live box one row at a time).
/// The subclasses differ in how they create, replace and clear the whole list.
@MainActor
class GtkBaselineList: ListImplementation {
    let name: String
    let host: BenchWindow
    /// The vertical GtkBox on screen.
    private(set) var box: WidgetPointer
    var rows: [GtkRowWidgets] = []
    var selectedIndex: Int?
    var rowContainer: WidgetPointer { box }
    var countsMutations: Bool { false }

    init(name: String) {
        self.name = name
        host = BenchWindow(title: name)
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        host.setContent(box)
    }

    // MARK: Whole-list replacement (best practice, also the untimed setup of both baselines)

    /// Builds `data` into a fresh, detached box and swaps it into the viewport at once; the old
    /// box is destroyed with all its rows.
    func showFreshBox(with data: [RowData]) {
        let fresh = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        var built: [GtkRowWidgets] = []
        built.reserveCapacity(data.count)
        for item in data {
            let row = GtkRowWidgets(item)
            gtk_box_pack_start(gcast(fresh), row.row, 0, 0, 0)
            built.append(row)
        }
        host.setContent(fresh)
        box = fresh
        rows = built
        selectedIndex = nil
    }

    func load(_ model: ListModel) {
        showFreshBox(with: model.rows)
        if let id = model.selectedID, let index = rows.firstIndex(where: { $0.data.id == id }) {
            rows[index].setSelected(true)
            selectedIndex = index
        }
    }

    // MARK: Operations on the live box

    /// Adds rows at the end of the on-screen box, one by one: GTK 3 has no batch insert.
    func appendToLiveBox(_ data: [RowData]) {
        rows.reserveCapacity(rows.count + data.count)
        for item in data {
            let row = GtkRowWidgets(item)
            gtk_box_pack_start(gcast(box), row.row, 0, 0, 0)
            rows.append(row)
        }
    }

    /// Destroys every row, one gtk_widget_destroy each (which removes it from the box).
    func destroyRowsOneByOne() {
        for row in rows { gtk_widget_destroy(row.row) }
        rows.removeAll()
        selectedIndex = nil
    }

    func perform(_ action: ListAction) {
        switch action {
        case .create(let data), .append(let data):
            appendToLiveBox(data)
        case .replaceAll(let data):
            destroyRowsOneByOne()
            appendToLiveBox(data)
        case .clear:
            destroyRowsOneByOne()
        case .updateEvery(let stride, let suffix):
            for index in Swift.stride(from: 0, to: rows.count, by: stride) {
                rows[index].data.label += suffix
                rows[index].setLabel(rows[index].data.label)
            }
        case .select(let index):
            if let previous = selectedIndex { rows[previous].setSelected(false) }
            rows[index].setSelected(true)
            selectedIndex = index
        case .swap(let first, let second):
            let (low, high) = (min(first, second), max(first, second))
            // Moving the lower row to the higher index first leaves the higher row's index
            // shifted down by one, and moving it to the lower index then puts it right back.
            gtk_box_reorder_child(gcast(box), rows[low].row, Int32(high))
            gtk_box_reorder_child(gcast(box), rows[high].row, Int32(low))
            rows.swapAt(low, high)
            selectedIndex = selectedIndex.map { $0 == low ? high : $0 == high ? low : $0 }
        case .remove(let index):
            gtk_widget_destroy(rows[index].row)
            rows.remove(at: index)
            if let selected = selectedIndex { selectedIndex = selected == index ? nil : selected > index ? selected - 1 : selected }
        case .moveLastToFirst:
            guard let last = rows.popLast() else { return }
            gtk_box_reorder_child(gcast(box), last.row, 0)
            rows.insert(last, at: 0)
            selectedIndex = selectedIndex.map { $0 == rows.count - 1 ? 0 : $0 + 1 }
        case .reverse:
            rows.reverse()
            // Position by position from the top; the last row is then already in place.
            for index in 0..<max(rows.count - 1, 0) { gtk_box_reorder_child(gcast(box), rows[index].row, Int32(index)) }
            selectedIndex = selectedIndex.map { rows.count - 1 - $0 }
        case .rerender:
            break  // nothing changed, nothing to do
        }
    }
}
#endif
