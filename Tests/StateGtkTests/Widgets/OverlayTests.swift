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
private final class Layer: StateView {
    static var removed: [String] = []
    let label = Label()
    override func render() {
        label.text = prop(withValueForKey: "name") as? String ?? ""
        place(label, key: "label")
    }
    override func viewWillRemove() { Layer.removed.append(label.text) }
}

/// An overlay over a label, with one layer per key: "b" passes clicks through, "c" sits at the
/// top end, "big" (when listed) is 300×200 and measured when `measuresBig`.
private final class Layered: StateView {
    let overlay = Overlay()
    let base = Label("base")
    let big = Label("big")
    var keys = ["a", "b", "c"]
    var measuresBig = false

    override func render() {
        place(overlay, key: "overlay")
            .content { [base] in $0.place(base, key: "base") }
            .layers { layers in
                for key in self.keys {
                    if key == "big" {
                        big.minimumSize = Size(width: 300, height: 200)
                        layers.layer(key, horizontal: .start, vertical: .start, measures: self.measuresBig) { [big] in
                            $0.place(big, key: "big")
                        }
                        continue
                    }
                    layers.layer(key, horizontal: key == "c" ? .end : .fill, vertical: key == "c" ? .start : .fill,
                                 passesThrough: key == "b") { $0.place(Layer.self, key: "layer").prop(forKey: "name", is: key) }
                }
            }
    }

    /// The layers' keys in GTK's stacking order, bottom up.
    func stackingOrder() -> [String] {
        #if GTK3
        // GTK 3 stacks an overlay's layers by their `index` child property.
        let indexed = keys.compactMap { key -> (Int32, String)? in
            guard let slot = overlay.layer(forKey: key) else { return nil }
            var value = GValue()
            g_value_init(&value, GType(6 << 2))  // G_TYPE_INT
            defer { g_value_unset(&value) }
            gtk_container_child_get_property(gtk(overlay.gtkWidget), slot.widget, "index", &value)
            return (g_value_get_int(&value), key)
        }
        return indexed.sorted { $0.0 < $1.0 }.map(\.1)
        #else
        // GTK 4 stacks them in their sibling order.
        return WidgetTree.children(of: overlay.gtkWidget).compactMap { child in keys.first { overlay.layer(forKey: $0)?.widget == child } }
        #endif
    }
}

/// Whether the overlay's pointer input goes through `layer` to what is under it.
@MainActor
private func passesThrough(_ overlay: Overlay, _ layer: UnsafeMutablePointer<GtkWidget>) -> Bool {
    #if GTK3
    gtk_overlay_get_overlay_pass_through(gtk(overlay.gtkWidget), layer) != 0
    #else
    gtk_widget_get_can_target(layer) == 0
    #endif
}

final class OverlayTests: XCTestCase {
    func testLayersAreKeyedKeptMovedAndRemovedWithTheirViews() throws { try onMain {
        try requireGtk()
        Layer.removed = []
        let view = Layered()
        let window = TestWindow(view)
        defer { window.close() }
        #if GTK3
        let mainChild = gtk_bin_get_child(gtk(view.overlay.gtkWidget))
        #else
        let mainChild = gtk_overlay_get_child(OpaquePointer(view.overlay.gtkWidget))
        #endif
        XCTAssertTrue(mainChild == view.overlay.content.widget, "the content is the main child")
        XCTAssertTrue(gtk_widget_get_parent(view.base.gtkWidget) == view.overlay.content.widget, "the content's views are in it")
        XCTAssertEqual(view.stackingOrder(), ["a", "b", "c"])
        let b = try XCTUnwrap(view.overlay.layer(forKey: "b")), c = try XCTUnwrap(view.overlay.layer(forKey: "c"))
        XCTAssertTrue(passesThrough(view.overlay, b.widget))
        XCTAssertFalse(passesThrough(view.overlay, c.widget))
        XCTAssertEqual(gtk_widget_get_halign(c.widget), GTK_ALIGN_END)
        XCTAssertEqual(gtk_widget_get_valign(c.widget), GTK_ALIGN_START)
        XCTAssertEqual((b.childView(forKey: "layer") as? Layer)?.label.text, "b")
        let kept = c.childView(forKey: "layer")

        view.keys = ["c", "a"]
        let counts = countGtkCalls { view.setNeedsRender() }
        XCTAssertEqual(view.stackingOrder(), ["c", "a"])
        XCTAssertTrue(view.overlay.layer(forKey: "c")?.childView(forKey: "layer") === kept, "a kept key keeps its views")
        XCTAssertNil(view.overlay.layer(forKey: "b"))
        XCTAssertEqual(Layer.removed, ["b"], "the removed layer's views were told")
        XCTAssertEqual(counts.removes, 1)
        XCTAssertEqual(counts.adds, 0)

        let again = countGtkCalls { view.setNeedsRender() }
        XCTAssertEqual(again.total, 0, "a re-render with the same layers makes no GTK call: \(again)")
    } }

    func testAMeasuredLayerSizesTheOverlay() throws { try onMain {
        try requireGtk()
        let view = Layered()
        view.keys = ["big"]
        let window = TestWindow(view, width: 50, height: 50)
        defer { window.close() }
        @MainActor func requested() -> (width: Int32, height: Int32) {
            var minimum = GtkRequisition()
            gtk_widget_get_preferred_size(view.overlay.gtkWidget, &minimum, nil)
            return (minimum.width, minimum.height)
        }
        let unmeasured = requested()
        XCTAssertLessThan(unmeasured.width, 300, "GTK sizes an overlay by its content only")
        XCTAssertLessThan(unmeasured.height, 200)

        view.measuresBig = true
        let counts = countGtkCalls { view.setNeedsRender() }
        XCTAssertEqual(counts.propertySets, 1, "one child property changed: \(counts)")
        XCTAssertGreaterThanOrEqual(requested().width, 300)
        XCTAssertGreaterThanOrEqual(requested().height, 200)

        view.measuresBig = false
        view.setNeedsRender()
        StateView.flushRenders()
        XCTAssertEqual(requested().width, unmeasured.width)
    } }

    func testRemovingTheOwnerFreesEveryLayer() throws { try onMain {
        try requireGtk()
        let tracker = FinalizationTracker()
        weak var weakLayer: StateView?
        weak var weakView: StateView?
        do {
            let view = Layered()
            weakView = view
            let window = TestWindow(view)
            weakLayer = view.overlay.layer(forKey: "a")?.childView(forKey: "layer")
            tracker.watch(view.overlay.gtkWidget)
            tracker.watch(view.overlay.content.widget)
            for key in view.keys { tracker.watch(view.overlay.layer(forKey: key)!.widget) }
            XCTAssertEqual(gtkWarnings { window.close() }, [])
        }
        Gtk.drainEvents()
        XCTAssertNil(weakView)
        XCTAssertNil(weakLayer)
        XCTAssertTrue(tracker.allFinalized, "\(tracker.finalizedCount) of \(tracker.count) freed")
    } }
}
