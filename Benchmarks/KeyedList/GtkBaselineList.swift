// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
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
            Self.append(row.row, to: fresh)
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
            Self.append(row.row, to: box)
            rows.append(row)
        }
    }

    /// Destroys every row, one gtk_widget_destroy each (which removes it from the box).
    func destroyRowsOneByOne() {
        for row in rows { destroy(row.row) }
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
            #if GTK3
            gtk_box_reorder_child(gcast(box), rows[low].row, Int32(high))
            gtk_box_reorder_child(gcast(box), rows[high].row, Int32(low))
            #else
            // GTK 4 places a child after a sibling: the lower row after the higher, then the
            // higher after the lower's former predecessor (or first).
            gtk_box_reorder_child_after(gcast(box), rows[low].row, rows[high].row)
            gtk_box_reorder_child_after(gcast(box), rows[high].row, low > 0 ? rows[low - 1].row : nil)
            #endif
            rows.swapAt(low, high)
            selectedIndex = selectedIndex.map { $0 == low ? high : $0 == high ? low : $0 }
        case .remove(let index):
            destroy(rows[index].row)
            rows.remove(at: index)
            if let selected = selectedIndex { selectedIndex = selected == index ? nil : selected > index ? selected - 1 : selected }
        case .moveLastToFirst:
            guard let last = rows.popLast() else { return }
            #if GTK3
            gtk_box_reorder_child(gcast(box), last.row, 0)
            #else
            gtk_box_reorder_child_after(gcast(box), last.row, nil)
            #endif
            rows.insert(last, at: 0)
            selectedIndex = selectedIndex.map { $0 == rows.count - 1 ? 0 : $0 + 1 }
        case .reverse:
            rows.reverse()
            // Position by position from the top; the last row is then already in place.
            for index in 0..<max(rows.count - 1, 0) {
                #if GTK3
                gtk_box_reorder_child(gcast(box), rows[index].row, Int32(index))
                #else
                gtk_box_reorder_child_after(gcast(box), rows[index].row, index > 0 ? rows[index - 1].row : nil)
                #endif
            }
            selectedIndex = selectedIndex.map { rows.count - 1 - $0 }
        case .rerender:
            break  // nothing changed, nothing to do
        }
    }

    /// Adds a row at the end of `box`.
    static func append(_ row: WidgetPointer, to box: WidgetPointer) {
        #if GTK3
        gtk_box_pack_start(gcast(box), row, 0, 0, 0)
        #else
        gtk_box_append(gcast(box), row)
        #endif
    }

    /// Takes a row out for good: GTK 3 destroys it; on GTK 4 the box held its only reference.
    func destroy(_ row: WidgetPointer) {
        #if GTK3
        gtk_widget_destroy(row)
        #else
        gtk_box_remove(gcast(box), row)
        #endif
    }
}
