#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import Foundation
import XCTest
/// A process of the table tests: five columns' worth of values.
struct TableTestItem: Equatable {
    let id: Int
    var name: String
    var cpu: Int
    var memory: Int
    var user: String
    var state: String
}

/// A parent that places one table of `items`, sorting them itself when a header asks, with a
/// single selection and an activation log.
@MainActor
final class TableTestHost: StateView {
    var items: [TableTestItem] = []
    var sort: TableSort?
    var sortRequests: [TableSort] = []
    var selected: Set<Int> = []
    var activated: [Int] = []
    var showsTable = true
    var columns = [
        TableColumn("name", title: "Name", width: 120),
        TableColumn("cpu", title: "CPU", width: 60, minimumWidth: 40, alignment: .trailing),
        TableColumn("memory", title: "Memory", width: 90, alignment: .trailing),
        TableColumn("user", title: "User", width: 80),
        TableColumn("state", title: "State", width: 80, isSortable: false),
    ]
    private lazy var sortChanged = Callback<TableSort> { [weak self] sort in
        guard let self else { return }
        sortRequests.append(sort)
        self.sort = sort
        items.sort(by: Self.order(sort))
        setNeedsRender()
    }
    private lazy var select = Callback<Set<Int>> { [weak self] keys in
        self?.selected = keys
        self?.setNeedsRender()
    }
    private lazy var activate = Callback<Int> { [weak self] key in self?.activated.append(key) }

    /// The app's own sort, by the column's value, ties by id.
    static func order(_ sort: TableSort) -> (TableTestItem, TableTestItem) -> Bool {
        func less(_ a: TableTestItem, _ b: TableTestItem) -> Bool {
            switch sort.column {
            case "cpu": (a.cpu, a.id) < (b.cpu, b.id)
            case "memory": (a.memory, a.id) < (b.memory, b.id)
            case "user": (a.user, a.id) < (b.user, b.id)
            default: (a.name, a.id) < (b.name, b.id)
            }
        }
        return sort.isAscending ? less : { less($1, $0) }
    }

    override func render() {
        guard showsTable else { return }
        place(TableView.self, key: "table")
            .columns(columns)
            .sort(sort, onChange: sortChanged)
            .items(items, key: { $0.id }) { item, cells in
                cells.text(item.name, in: "name")
                cells.text("\(item.cpu)", in: "cpu")
                cells.text("\(item.memory) K", in: "memory")
                cells.text(item.user, in: "user")
                cells.text(item.state, in: "state")
            }
            .rowHeight(.fixed(24))
            .selection(.single, selected: selected, onChange: select)
            .onActivate(activate)
            .typeAhead { (item: TableTestItem) in item.name }
    }

    var table: TableView { childView(forKey: "table") as! TableView }

    func update() {
        setNeedsRender()
        StateView.flushRenders()
    }
}

/// `count` processes with values that sort differently by each column.
func tableItems(_ count: Int) -> [TableTestItem] {
    (0..<count).map { index in
        TableTestItem(
            id: index, name: String(format: "proc-%06d", (index * 7_919) % count), cpu: (index * 37) % 101,
            memory: (index * 613) % 9_973, user: ["root", "ada", "grace", "alan"][index % 4], state: index % 3 == 0 ? "Running" : "Sleeping")
    }
}

/// A host showing `count` items in a window `width` wide, laid out.
@MainActor
func openTable(_ count: Int, width: Int32 = 600, height: Int32 = 300) -> (TableTestHost, TestWindow) {
    let host = TableTestHost()
    host.items = tableItems(count)
    let window = TestWindow(host, width: width, height: height)
    settle(window)
    return (host, window)
}

/// The widget's left edge and width in the toplevel's coordinates, margins included.
@MainActor
func frameInWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> (x: Int32, width: Int32) {
    var x: Int32 = 0, y: Int32 = 0
    gtk_widget_translate_coordinates(widget, gtk_widget_get_toplevel(widget), 0, 0, &x, &y)
    let start = gtk_widget_get_margin_start(widget), end = gtk_widget_get_margin_end(widget)
    return (x - start, gtk_widget_get_allocated_width(widget) + start + end)
}

/// Checks that every realised row's cells sit exactly under their column's header button, and
/// that the header and rows are scrolled sideways alike.
@MainActor
func assertCellsAlign(_ host: TableTestHost, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
    let table = host.table
    guard let list = table.rows else { return XCTFail("no rows", file: file, line: line) }
    XCTAssertGreaterThan(list.realizedRowCount, 0, message, file: file, line: line)
    for key in list.realizedKeys(as: AnyHashable.self) {
        guard let row = list.rowView(forKey: key), gtk_widget_get_visible(row.widget) != 0 else { continue }
        for column in host.columns {
            guard let cell = table.cell(forKey: key, column: column.key), let button = table.headerButton(forColumn: column.key) else {
                XCTFail("\(message): row \(key) has no \(column.key) cell", file: file, line: line)
                continue
            }
            let cellFrame = frameInWindow(cell), headerFrame = frameInWindow(button)
            guard cellFrame != headerFrame else { continue }
            XCTFail("\(message): row \(key)'s \(column.key) cell is at \(cellFrame), its header at \(headerFrame)", file: file, line: line)
            return
        }
    }
}

/// Drags the right edge of `button` (a column header) sideways by `dx`, as a user does, with
/// the real pointer (xdotool, through the X server, so that GTK's pointer grab for the resize
/// holds): to the edge's resize grip, press, move in steps, release.
@MainActor
func dragHeaderEdge(_ window: TestWindow, _ button: UnsafeMutablePointer<GtkWidget>, by dx: Int32) throws {
    var rootX: Int32 = 0, rootY: Int32 = 0
    gdk_window_get_origin(gtk_widget_get_window(button), &rootX, &rootY)
    var allocation = GtkAllocation()
    gtk_widget_get_allocation(button, &allocation)
    let x = rootX + allocation.x + allocation.width - 1, y = rootY + allocation.y + allocation.height / 2
    try xdotool("mousemove", "\(x)", "\(y)")
    try xdotool("mousedown", "1")
    for step in Int32(1)...4 { try xdotool("mousemove", "\(x + dx * step / 4)", "\(y)") }
    try xdotool("mouseup", "1")
    settle(window)
}

/// Runs xdotool against the test's display, then lets GTK handle what it caused.
@MainActor
private func xdotool(_ arguments: String...) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "xdotool \(arguments.joined(separator: " "))")
    gdk_display_sync(gdk_display_get_default())
    waitUntilIdle()
}
#endif
