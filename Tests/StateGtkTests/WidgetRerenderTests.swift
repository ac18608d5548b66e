// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
/// A bar of widgets placed without props or constraint closures, re-rendered: only what the
/// render changes reaches GTK, and changes to layout flags, arrangement and keys still do.
private final class Bar: StateView {
    let left = Label("left"), middle = Label("middle"), right = Button(label: "right")
    var middleExpands = false
    var swapsEnds = false
    var renders = 0

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 10)
    }

    override func render() {
        renders += 1
        middle.text = "middle \(renders)"
        place(left, key: swapsEnds ? "right" : "left")
        // Set only when wanted, as renders usually do: each render describes its children anew.
        let middleElement = place(middle, key: "middle")
        if middleExpands { middleElement.expanding() }
        place(right, key: swapsEnds ? "left" : "right")
    }

    func rerender() {
        setNeedsRender()
        StateView.flushRenders()
        Gtk.drainEvents()
    }
}

final class WidgetRerenderTests: XCTestCase {
    func testSamePlacementsChangeOnlyWhatRenderSets() throws { try onMain {
        try requireGtk()
        let bar = Bar()
        let window = TestWindow(bar, width: 500, height: 40)
        defer { window.close() }
        let widgets = bar.childWidgets

        let counts = GtkMutations.measure { bar.rerender() }
        XCTAssertEqual(counts.labelSets, 1)
        XCTAssertEqual(counts.total, 1, "\(counts)")
        XCTAssertEqual(labelText(bar.middle.gtkWidget), "middle 2")
        XCTAssertEqual(bar.childWidgets, widgets)
    } }

    func testChangedLayoutFlagsAndArrangementStillLayOutAgain() throws { try onMain {
        try requireGtk()
        let bar = Bar()
        let window = TestWindow(bar, width: 500, height: 40)
        defer { window.close() }
        let natural = allocation(bar.middle.gtkWidget).width
        let spare = { allocation(bar.middle.gtkWidget).width > natural + 100 }
        XCTAssertFalse(spare(), "no child expands: the spare space stays after the last one")

        bar.middleExpands = true
        bar.rerender()
        XCTAssertTrue(Gtk.runUntil(timeout: 5, spare), "the middle label took the spare space")

        bar.middleExpands = false
        bar.rerender()
        XCTAssertTrue(Gtk.runUntil(timeout: 5) { !spare() }, "and gave it back")

        // Constraints come from the render: without closures, each child fills the bar.
        bar.arrangement = .constraints
        bar.rerender()
        let filled = Gtk.runUntil(timeout: 5) {
            [bar.left, bar.middle, bar.right].allSatisfy { allocation($0.gtkWidget).width == 500 }
        }
        XCTAssertTrue(filled, "the children fill the bar after the arrangement changed")
    } }

    func testChangedKeysReplaceChildrenAsUsual() throws { try onMain {
        try requireGtk()
        let bar = Bar()
        let window = TestWindow(bar, width: 500, height: 40)
        defer { window.close() }

        bar.swapsEnds = true
        let counts = GtkMutations.measure { bar.rerender() }
        XCTAssertEqual(bar.childKeys, ["right", "middle", "left"])
        XCTAssertEqual(counts.reorders, 0, "a key moved to another widget replaces, it does not move")
        XCTAssertEqual(counts.removes, 2)
        XCTAssertEqual(counts.adds, 2)
        XCTAssertEqual(bar.childWidgets, [bar.left.gtkWidget, bar.middle.gtkWidget, bar.right.gtkWidget])
    } }

    /// A re-render places the same widget again with props, then without: the widget receives
    /// them, then an empty set (the shortcut for placements that were plain last time must not
    /// hide either change).
    func testAPlainWidgetGivenPropsReceivesThemAndThenNone() throws { try onMain {
        try requireGtk()
        let view = BadgeHost()
        let window = TestWindow(view, width: 200, height: 40)
        defer { window.close() }
        XCTAssertEqual(view.badge.received, [nil], "placed first without props")
        view.rerender()
        XCTAssertEqual(view.badge.received, [nil])

        view.count = 3
        view.rerender()
        XCTAssertEqual(view.badge.received, [nil, 3])
        view.rerender()
        XCTAssertEqual(view.badge.received, [nil, 3], "the same props again: not delivered again")

        view.count = nil
        view.rerender()
        XCTAssertEqual(view.badge.received, [nil, 3, nil])
        XCTAssertEqual(labelText(view.badge.gtkWidget), "")
    } }
}

private final class Badge: Widget, PropsReceiving {
    static let count = PropKey<Int>("count")
    var received: [Int?] = []

    init() { super.init(gtk_label_new("")) }

    func receive(props: Props) {
        received.append(props[Self.count])
        labelSetText(gtkWidget, props[Self.count].map(String.init) ?? "")
    }
}

private final class BadgeHost: StateView {
    let badge = Badge()
    var count: Int?

    override func render() {
        let element = place(badge, key: "badge")
        if let count { element.prop(Badge.count, is: count) }
    }

    func rerender() {
        setNeedsRender()
        StateView.flushRenders()
        Gtk.drainEvents()
    }
}
