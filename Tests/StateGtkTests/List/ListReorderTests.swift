#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
/// A parent whose list reorders: it applies each reported move to its items (the list never
/// reorders by itself), and records it.
@MainActor
final class ReorderHost: StateView {
    var items: [ListTestItem] = []
    var moves: [ListItemMove] = []
    var appliesMoves = true
    var selected: Set<Int> = []
    private lazy var move = Callback<ListItemMove> { [weak self] move in
        guard let self else { return }
        moves.append(move)
        guard appliesMoves else { return }
        items.insert(items.remove(at: move.from), at: move.to)
        setNeedsRender()
    }
    private lazy var select = Callback<Set<Int>> { [weak self] keys in
        self?.selected = keys
        self?.setNeedsRender()
    }

    override func render() {
        place(LazyList.self, key: "list")
            .items(items, key: { $0.id }) { item, row in
                row.place(ListTestRow.self)
                    .prop(ListTestRow.id, is: item.id)
                    .prop(ListTestRow.title, is: item.title)
                    .prop(ListTestRow.height, is: item.height)
            }
            .rowHeight(.fixed(30))
            .selection(.single, selected: selected, onChange: select)
            .onMove(move)
    }

    var list: LazyList { childView(forKey: "list") as! LazyList }

    static func open(_ count: Int) -> (ReorderHost, TestWindow) {
        let host = ReorderHost()
        host.items = (0..<count).map { ListTestItem(id: $0, title: "Item \($0)", height: 30) }
        let window = TestWindow(host, width: 300, height: 300)
        settle(window)
        return (host, window)
    }
}

/// Reordering through real GDK pointer and key events: the drag shows the gap, scrolls near
/// the edge and reports (from, to); the rows follow once the app moves the item.
final class ListReorderTests: XCTestCase {
    func testDraggingARowBetweenTwoOthersReportsTheMove() throws { try onMain {
        try requireGtk()
        let (host, window) = ReorderHost.open(100)
        defer { window.close() }
        let warnings = try gtkWarnings {
            // Row 1 (30..<60) dropped in the upper half of row 5 (150..<180): between 4 and 5.
            let drag = try PointerDrag(pressing: host.list.rowView(forKey: 1)!.widget)
            drag.move(by: 40)
            drag.move(by: 110)
            XCTAssertEqual(host.list.dropGap, 5)
            XCTAssertEqual(host.moves, [], "nothing moves before the drop")
            drag.release()
            settle(window)
            XCTAssertEqual(host.moves, [ListItemMove(from: 1, to: 4)])
            XCTAssertNil(host.list.dropGap)
            XCTAssertEqual(Array(host.list.realizedKeys(as: Int.self).prefix(6)), [0, 2, 3, 4, 1, 5])
            XCTAssertEqual(rowY(host.list, 1), 120, "the row follows the app's move")

            // Dropped in its own gaps (just above or below itself), an item does not move.
            let again = try PointerDrag(pressing: host.list.rowView(forKey: 3)!.widget)
            again.move(by: 14)
            again.release()
            settle(window)
            XCTAssertEqual(host.moves.count, 1)
        }
        XCTAssertEqual(warnings, [])
    } }

    /// Held near the bottom edge, the dragged row scrolls the list, and the gap follows.
    func testHoldingARowNearTheEdgeScrolls() throws { try onMain {
        try requireGtk()
        let (host, window) = ReorderHost.open(1_000)
        defer { window.close() }
        host.appliesMoves = false
        let warnings = try gtkWarnings {
            let drag = try PointerDrag(pressing: host.list.rowView(forKey: 2)!.widget)
            drag.move(by: 40)
            drag.move(by: 296 - 75)  // the pointer 4 px from the bottom
            let deadline = g_get_monotonic_time() + 5_000_000
            while host.list.scrollOffset < 300, g_get_monotonic_time() < deadline { g_main_context_iteration(nil, 1) }
            XCTAssertGreaterThanOrEqual(host.list.scrollOffset, 300, "the list scrolled while the row was held at its edge")
            let gap = try XCTUnwrap(host.list.dropGap)
            XCTAssertGreaterThan(gap, 10, "the gap follows the rows that scrolled under the pointer")
            drag.release()
            settle(window)
            XCTAssertEqual(host.moves.count, 1)
            XCTAssertEqual(host.moves.first?.from, 2)
            XCTAssertGreaterThan(host.moves.first?.to ?? 0, 10)
        }
        XCTAssertEqual(warnings, [])
    } }

    /// Alt+Up and Alt+Down move the cursor's item; the cursor stays on it.
    func testAltArrowsMoveTheCursorsItem() throws { try onMain {
        try requireGtk()
        let (host, window) = ReorderHost.open(100)
        defer { window.close() }
        let warnings = try gtkWarnings {
            try clickWidget(host.list.rowView(forKey: 3)!.widget, atX: 20)
            settle(window)
            try window.press(keyval: guint(GDK_KEY_Down), modifiers: GDK_MOD1_MASK)
            settle(window)
            XCTAssertEqual(host.moves, [ListItemMove(from: 3, to: 4)])
            XCTAssertEqual(host.list.cursor(as: Int.self), 3)
            XCTAssertEqual(rowY(host.list, 3), 120)
            try window.press(keyval: guint(GDK_KEY_Up), modifiers: GDK_MOD1_MASK)
            try window.press(keyval: guint(GDK_KEY_Up), modifiers: GDK_MOD1_MASK)
            settle(window)
            XCTAssertEqual(host.moves.last, ListItemMove(from: 3, to: 2))
            XCTAssertEqual(rowY(host.list, 3), 60)
            try window.press(keyval: guint(GDK_KEY_Home))
            try window.press(keyval: guint(GDK_KEY_Up), modifiers: GDK_MOD1_MASK)
            settle(window)
            XCTAssertEqual(host.moves.count, 3, "the first item goes no higher")
        }
        XCTAssertEqual(warnings, [])
    } }
}

/// A pointer press held over a widget, moved and released through GDK events as GDK sends them
/// (motion events carry the held button in their state).
@MainActor
struct PointerDrag {
    private let target: OpaquePointer
    private let pointer: OpaquePointer
    private let x: Double
    private let startY: Double
    private var time: UInt32 { PointerDrag.clock }
    private static var clock: UInt32 = 500_000_000
    private let offset = Box()

    private final class Box { var dy = 0.0 }

    init(pressing widget: UnsafeMutablePointer<GtkWidget>) throws {
        let (target, pointer, windowX, windowY) = try warpPointer(over: widget, atX: 20)
        self.target = target
        self.pointer = pointer
        x = Double(windowX)
        startY = Double(windowY)
        send(GDK_BUTTON_PRESS)
    }

    /// Moves the held pointer to `dy` px below where it was pressed, in four motion events.
    func move(by dy: Double) {
        let from = offset.dy
        for step in 1...4 {
            offset.dy = from + (dy - from) * Double(step) / 4
            send(GDK_MOTION_NOTIFY)
        }
    }

    func release() { send(GDK_BUTTON_RELEASE) }

    private func send(_ type: GdkEventType) {
        PointerDrag.clock += 20
        let event = gdk_event_new(type)!
        let window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(target)))
        let y = startY + offset.dy
        let held = GDK_BUTTON1_MASK.rawValue
        if type == GDK_MOTION_NOTIFY {
            event.pointee.motion.window = window
            event.pointee.motion.x = x
            event.pointee.motion.y = y
            event.pointee.motion.state = held
            event.pointee.motion.time = time
        } else {
            event.pointee.button.window = window
            event.pointee.button.x = x
            event.pointee.button.y = y
            event.pointee.button.button = 1
            event.pointee.button.state = type == GDK_BUTTON_RELEASE ? held : 0
            event.pointee.button.time = time
        }
        gdk_event_set_device(event, pointer)
        gtk_main_do_event(event)
        gdk_event_free(event)
        Gtk.drainEvents()
    }
}
#endif
