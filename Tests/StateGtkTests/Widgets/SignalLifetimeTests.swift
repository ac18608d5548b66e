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
/// A form whose widgets' closures capture the view strongly and a token: the shape that leaks
/// when closures are owned by anything that outlives the widgets.
private final class Form: StateView {
    static var token: Token?
    let entry = Entry()
    let search = SearchEntry()
    let text = TextView()
    let toggle = CheckButton(label: "Check")
    let flip = Switch()
    let scale = Scale()
    let combo = ComboBoxText(items: ["a", "b"])
    let list = ListBox<Int>()
    let bar = InfoBar(text: "Info")
    let link = LinkButton(uri: "https://example.org")
    let scroller = ScrolledWindow(Label("content"))
    let menu = Popover()

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
    }

    override func render() {
        let token = Form.token
        entry.onChanged = { _ in _ = (self, token) }
        entry.onActivate = { _ in _ = (self, token) }
        search.onSearchChanged = { _ in _ = (self, token) }
        text.onChanged = { _ in _ = (self, token) }
        toggle.onToggled = { _ in _ = (self, token) }
        flip.onActiveChanged = { _ in _ = (self, token) }
        scale.onValueChanged = { _ in _ = (self, token) }
        combo.onChanged = { _ in _ = (self, token) }
        bar.actions = [.init("Go") { _ = (self, token) }]
        bar.onClose = { _ = (self, token) }
        link.onActivateLink = { _ = (self, token); return true }
        scroller.onEdgeReached { _ = (self, token) }
        menu.items = [.init("Item") { _ = (self, token) }]
        menu.attach(to: entry)
        onTap { _ = (self, token) }
        for (index, widget) in [entry, search, text, toggle, flip, scale, combo, bar, link, scroller].enumerated() {
            place(widget, key: index)
        }
        place(list, key: "list")
            .items([1], key: { $0 }) { _, row in row.place(Label("row")) }
            .onActivate { _ in _ = (self, token) }
            .selection([]) { _ in _ = (self, token) }
    }
}

private final class Holder: StateView {
    var shown = true
    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
    }
    override func render() { if shown { place(Form.self, key: "form") } }
}

final class SignalLifetimeTests: XCTestCase {
    func testARemovedViewsWidgetsLoseTheirHandlersAndNoClosureOutlivesThem() throws { try onMain {
        try requireGtk()
        let holder = Holder()
        let window = TestWindow(holder)
        defer { window.close() }
        weak var token: Token?
        weak var weakForm: StateView?
        let tracker = FinalizationTracker()
        var keptEntry: UnsafeMutablePointer<GtkWidget>?
        do {
            let strong = Token()
            token = strong
            Form.token = strong
            let form = holder.childView(forKey: "form") as! Form
            form.setNeedsRender()
            StateView.flushRenders()
            Form.token = nil
            weakForm = form
            for widget in [form.entry, form.search, form.text, form.toggle, form.flip, form.scale, form.combo, form.list,
                           form.bar, form.link, form.scroller, form.menu] as [Widget] {
                tracker.watch(UnsafeMutableRawPointer(widget.gtkWidget))
            }
            tracker.watch(UnsafeMutableRawPointer(form.widget))
            keptEntry = form.entry.gtkWidget
            g_object_ref(UnsafeMutableRawPointer(keptEntry!))  // to look at it after it is destroyed
            XCTAssertTrue(hasHandlers(UnsafeMutableRawPointer(keptEntry!), "changed"))
        }
        holder.shown = false
        holder.setNeedsRender()
        StateView.flushRenders()
        Gtk.drainEvents()
        XCTAssertFalse(hasHandlers(UnsafeMutableRawPointer(keptEntry!), "changed"), "the destroyed entry has no handler left")
        XCTAssertFalse(hasHandlers(UnsafeMutableRawPointer(keptEntry!), "activate"))
        g_object_unref(UnsafeMutableRawPointer(keptEntry!))
        XCTAssertNil(weakForm, "the view deinitialised although every closure captured it")
        XCTAssertNil(token, "no closure outlived its widget")
        XCTAssertTrue(tracker.allFinalized, "\(tracker.finalizedCount) of \(tracker.count) GObjects finalised")
    } }

    func testADroppedWrapperTakesItsClosuresWithIt() throws { try onMain {
        try requireGtk()
        weak var token: Token?
        let tracker = FinalizationTracker()
        do {
            let strong = Token()
            token = strong
            let entry = Entry { _ in _ = strong }
            let flip = Switch { _ in _ = strong }
            let scroller = ScrolledWindow(Label("x"))
            scroller.onEdgeReached { _ = strong }
            let bar = InfoBar()
            bar.actions = [.init("Go") { _ = strong }]
            for widget in [entry, flip, scroller, bar] as [Widget] { tracker.watch(UnsafeMutableRawPointer(widget.gtkWidget)) }
        }
        Gtk.drainEvents()
        XCTAssertNil(token)
        XCTAssertTrue(tracker.allFinalized, "\(tracker.finalizedCount) of \(tracker.count) GObjects finalised")
    } }
}
