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
/// A view that counts its removals, for the slots' keyed replacement.
private final class Pane: StateView {
    static var removed: [String] = []
    let label = Label()
    override func render() {
        label.text = prop(withValueForKey: "title") as? String ?? ""
        place(label, key: "label")
    }
    override func viewWillRemove() { Pane.removed.append(label.text) }
}

/// Places a paned and a frame whose slots hold `Pane`s keyed by `startKey`, capturing itself
/// strongly in the slot closures (the shape that leaks if a slot outlives its container).
private final class SplitView: StateView {
    let split = Paned()
    let frame = Frame()
    var startKey = "a"
    var title = "first"

    override func render() {
        place(split, key: "split")
            .start { slot in slot.place(Pane.self, key: self.startKey).prop(forKey: "title", is: self.title) }
            .end { $0.place(Pane.self, key: "end").prop(forKey: "title", is: "end") }
        place(frame, key: "frame").content { $0.place(Pane.self, key: "framed").prop(forKey: "title", is: "framed") }
    }
}

private final class Holder: StateView {
    var shows = true
    override func render() { if shows { place(SplitView.self, key: "split") } }
}

final class ContainerSlotTests: XCTestCase {
    func testSlotsPlaceKeyedViewsKeepThemByKeyAndReplaceThemOnANewKey() throws { try onMain {
        try requireGtk()
        Pane.removed = []
        let holder = Holder()
        let window = TestWindow(holder)
        defer { window.close() }
        let view = holder.childView(forKey: "split") as! SplitView
        let first = view.split.start.childView(forKey: "a") as? Pane
        XCTAssertEqual(first?.label.text, "first")
        XCTAssertEqual((view.split.end.childView(forKey: "end") as? Pane)?.label.text, "end")
        XCTAssertEqual((view.frame.content.childView(forKey: "framed") as? Pane)?.label.text, "framed")
        XCTAssertTrue(gtk_widget_get_parent(view.split.start.widget) == view.split.gtkWidget)

        view.title = "renamed"
        view.setNeedsRender()
        StateView.flushRenders()
        XCTAssertTrue(view.split.start.childView(forKey: "a") === first, "the same key keeps its view")
        XCTAssertEqual(first?.label.text, "renamed", "and gives it the new props")
        XCTAssertEqual(Pane.removed, [])

        view.startKey = "b"
        view.setNeedsRender()
        StateView.flushRenders()
        XCTAssertNil(view.split.start.childView(forKey: "a"))
        XCTAssertNotNil(view.split.start.childView(forKey: "b"), "a new key replaces it")
        XCTAssertEqual(Pane.removed, ["renamed"])
    } }

    func testRemovingTheOwnerFreesTheContainersTheirSlotsAndTheirViews() throws { try onMain {
        try requireGtk()
        let holder = Holder()
        let window = TestWindow(holder)
        defer { window.close() }
        let tracker = FinalizationTracker()
        weak var weakView: StateView?
        weak var weakPane: StateView?
        weak var weakSlot: StateView?
        do {
            let view = holder.childView(forKey: "split") as! SplitView
            weakView = view
            weakPane = view.split.start.childView(forKey: "a")
            weakSlot = view.frame.content
            for widget in [view.split.gtkWidget, view.frame.gtkWidget, view.split.start.widget, view.frame.content.widget] {
                tracker.watch(widget)
            }
        }
        let warnings = gtkWarnings {
            holder.shows = false
            holder.setNeedsRender()
            StateView.flushRenders()
            Gtk.drainEvents()
        }
        XCTAssertEqual(warnings, [])
        XCTAssertNil(weakView, "the slot closures capturing the view did not keep it")
        XCTAssertNil(weakPane)
        XCTAssertNil(weakSlot)
        XCTAssertTrue(tracker.allFinalized, "\(tracker.finalizedCount) of \(tracker.count) freed")
    } }
}
