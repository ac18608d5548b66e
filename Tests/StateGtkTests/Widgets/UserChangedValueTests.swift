// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
private final class Caption: StateView {
    let label = Label()
    override func render() {
        label.text = prop(withValueForKey: "text") as? String ?? ""
        place(label, key: "label")
    }
}

/// A view that sets every user-changeable value in each render, either as a constant (the
/// initial value) or from its own fields, kept by the widgets' change callbacks (controlled).
private final class Values: StateView {
    let split = Paned()
    let name = Entry()
    let more = Expander()
    let tabs = Notebook()
    let stack = Stack()
    let volume = Scale(range: 0...100, step: 1)
    let count = SpinButton()
    let wifi = Switch(accessibleName: "Wi-Fi")
    var isControlled = false
    var position = 150
    var text = "Ada"
    var page = 0
    var stackPage = "a"
    var pageKeys = ["a", "b", "c"]
    var reported: [String] = []

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 4)
    }

    override func render() {
        split.position = position
        split.minimumSize = Size(width: 1, height: 40)
        place(split, key: "split")
            .start { $0.place(Caption.self, key: "start").prop(forKey: "text", is: "Start") }
            .end { $0.place(Caption.self, key: "end").prop(forKey: "text", is: "End") }
        name.text = text
        place(name, key: "name")
        more.label = "More"
        more.isExpanded = false
        place(more, key: "more").content { $0.place(Caption.self, key: "inside").prop(forKey: "text", is: "Inside") }
        let pageView: (String, ItemSlot) -> ShadowViewElement = { key, page in page.place(Caption.self).prop(forKey: "text", is: key) }
        place(tabs, key: "tabs").items(pageKeys, key: { $0 }, title: { $0.uppercased() }, page: pageView)
        place(stack, key: "stack").items(pageKeys, key: { $0 }, title: { $0.uppercased() }, page: pageView)
        tabs.page = page
        stack.visibleChildName = stackPage
        volume.value = 30
        place(volume, key: "volume")
        count.adjustment = Adjustment(value: 5, lower: 0, upper: 10, stepIncrement: 1, pageIncrement: 5)
        place(count, key: "count")
        wifi.isActive = false
        place(wifi, key: "wifi")
        guard isControlled else { return }
        split.onPositionChanged = { [weak self] in self?.position = $0; self?.reported.append("position \($0)") }
        name.onChanged = { [weak self] in self?.text = $0; self?.reported.append("text \($0)") }
        tabs.onPageChanged = { [weak self] in self?.page = $0; self?.reported.append("page \($0)") }
        stack.onVisibleChildNameChanged = { [weak self] in self?.stackPage = $0; self?.reported.append("stack \($0)") }
    }

    func rerender() {
        setNeedsRender()
        StateView.flushRenders()
    }
}

/// The rule of "Values the user changes": render writes a value only when the program's value
/// is new, so what the user did stands; a program that keeps the value in state and updates it
/// from the change callback controls it.
final class UserChangedValueTests: XCTestCase {
    #if GTK3  // xdotool's drag finds the divider by GTK 3's window origin (Support/Xdotool.swift)
    func testDraggedPanedDividerSurvivesRerenders() throws { try onMain {
        try requireGtk()
        try requireTool("xdotool")
        let view = Values()
        let window = TestWindow(view, width: 500, height: 400)
        defer { window.close() }
        try move(window, x: 40, y: 40)
        XCTAssertEqual(gtkPosition(view.split), 150, "the first render gives the initial position")
        try dragDivider(of: view.split, by: 120)
        XCTAssertEqual(gtkPosition(view.split), 270, "the drag moved the divider")
        view.rerender()
        view.rerender()
        XCTAssertEqual(gtkPosition(view.split), 270, "render, still setting 150, leaves the user's position")
        assertNoOpRerender(view)
        view.position = 100
        view.rerender()
        XCTAssertEqual(gtkPosition(view.split), 100, "a new position from the program moves the divider")
    } }
    #endif

    func testTypedTextSurvivesRerenders() throws { try onMain {
        try requireGtk()
        let view = Values()
        let window = TestWindow(view, width: 500, height: 400)
        defer { window.close() }
        XCTAssertEqual(view.name.text, "Ada")
        putCursorAtEnd(of: view.name)
        try window.type(" Lovelace", into: view.name.gtkWidget)
        XCTAssertEqual(view.name.text, "Ada Lovelace")
        view.rerender()
        XCTAssertEqual(view.name.text, "Ada Lovelace", "render, still setting \"Ada\", leaves what the user typed")
        assertNoOpRerender(view)
        view.name.text = "Ada"  // outside render: the program acting now, as a Clear button's action
        XCTAssertEqual(view.name.text, "Ada")
    } }

    #if GTK3  // xdotool's drag, as above
    func testControlledValuesFollowTheProgramAndReportTheUser() throws { try onMain {
        try requireGtk()
        try requireTool("xdotool")
        let view = Values()
        view.isControlled = true
        let window = TestWindow(view, width: 500, height: 400)
        defer { window.close() }
        try move(window, x: 40, y: 40)
        view.reported = []
        try dragDivider(of: view.split, by: 60)
        XCTAssertEqual(view.position, 210, "the program heard the drag")
        XCTAssertEqual(view.reported.last, "position 210")
        putCursorAtEnd(of: view.name)
        try window.type("!", into: view.name.gtkWidget)
        XCTAssertEqual(view.text, "Ada!", "the program heard the typing")
        view.rerender()
        XCTAssertEqual(gtkPosition(view.split), 210)
        XCTAssertEqual(view.name.text, "Ada!")

        view.reported = []
        view.position = 150
        view.text = ""
        view.rerender()
        XCTAssertEqual(gtkPosition(view.split), 150, "a reset in the program moves the divider")
        XCTAssertEqual(view.name.text, "", "and clears the entry")
        XCTAssertEqual(view.reported, [], "the program's own changes are not reported back")
    } }
    #endif

    func testExpanderNotebookScaleSpinButtonAndSwitchKeepTheUsersChange() throws { try onMain {
        try requireGtk()
        let view = Values()
        let window = TestWindow(view, width: 500, height: 600)
        defer { window.close() }
        try window.click(gtk_expander_get_label_widget(expander(view.more))!)
        XCTAssertTrue(view.more.isExpanded, "the click expanded it")
        #if GTK3
        let notebook: UnsafeMutablePointer<GtkNotebook> = gtk(view.tabs.gtkWidget)
        #else
        let notebook = OpaquePointer(view.tabs.gtkWidget)
        #endif
        try window.click(gtk_notebook_get_tab_label(notebook, gtk_notebook_get_nth_page(notebook, 2))!)
        XCTAssertEqual(view.tabs.page, 2, "the click chose the third tab")
        view.volume.grabFocus()
        try window.press("Right")
        XCTAssertEqual(view.volume.value, 31, "the key moved the slider")
        view.count.grabFocus()
        try window.press("Up")
        XCTAssertEqual(view.count.value, 6, "the key stepped the spin button")
        try window.click(view.wifi.gtkWidget)
        XCTAssertTrue(view.wifi.isActive, "the click flipped the switch")

        view.rerender()
        XCTAssertTrue(view.more.isExpanded)
        XCTAssertEqual(view.tabs.page, 2)
        XCTAssertEqual(view.volume.value, 31)
        XCTAssertEqual(view.count.value, 6)
        XCTAssertTrue(view.wifi.isActive)
        assertNoOpRerender(view)
    } }

    /// GTK changes a page itself when the shown one goes: that stands like a user's change, the
    /// callback reports it, and the program's stale value makes no GTK call (nor warning).
    func testPagesGtkChangesItselfAreReportedAndStand() throws { try onMain {
        try requireGtk()
        let view = Values()
        view.isControlled = true
        view.page = 2
        view.stackPage = "c"
        let window = TestWindow(view, width: 500, height: 600)
        defer { window.close() }
        XCTAssertEqual(view.tabs.page, 2)
        XCTAssertEqual(view.stack.visibleChildName, "c")
        view.reported = []
        let warnings = gtkWarnings {
            view.pageKeys = ["a", "b"]
            view.rerender()
        }
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(view.tabs.page, 1, "GTK showed another page")
        XCTAssertNotEqual(view.stack.visibleChildName, "c")
        XCTAssertEqual(view.page, 1, "the program heard it")
        XCTAssertEqual(view.stackPage, view.stack.visibleChildName)
        view.rerender()
        assertNoOpRerender(view)
        view.page = 0
        view.stackPage = "b"
        view.rerender()
        XCTAssertEqual(view.tabs.page, 0, "the program's new page shows")
        XCTAssertEqual(view.stack.visibleChildName, "b")
    } }

    /// A scroll offset from the first render lands once the content is laid out; the user's
    /// scrolling is reported and stands; a new offset from the program scrolls.
    func testScrollOffsetFromRenderLandsAndTheUsersScrollingStands() throws { try onMain {
        try requireGtk()
        let tall = Label()
        tall.minimumSize = Size(width: 100, height: 2000)
        let scroller = ScrolledWindow(tall)
        scroller.minimumSize = Size(width: 200, height: 200)
        var offset = 300.0
        var reported: [Double] = []
        let (host, window) = showHost([scroller]) {
            scroller.verticalOffset = offset
            scroller.onVerticalOffsetChanged = { offset = $0; reported.append($0) }
        }
        defer { window.close() }
        XCTAssertTrue(eventually { scroller.verticalOffset == 300 }, "the offset given before layout lands after it")
        XCTAssertEqual(reported, [])
        try window.scroll(scroller.gtkWidget, dy: 100)
        XCTAssertEqual(scroller.verticalOffset, 400)
        XCTAssertEqual(reported, [400], "the user's scrolling is reported")
        assertNoOpRerender(host)
        offset = 0
        host.setNeedsRender()
        StateView.flushRenders()
        XCTAssertEqual(scroller.verticalOffset, 0, "the program's new offset scrolls")
        XCTAssertEqual(reported, [400])
    } }

    #if GTK3  // xdotool resizes the GDK 3 window by its XID
    /// The window's size: the user's resizing (a real X resize, as a window manager makes) is
    /// reported and stands; the program's size given again does not undo it, a new one resizes.
    func testResizedWindowKeepsTheUsersSize() throws { try onMain {
        try requireGtk()
        try requireTool("xdotool")
        let controller = StateViewController(title: "Sized", width: 400, height: 300)
        controller.rootView = WidgetHost()
        let window = TestWindow(controller)
        defer { window.close() }
        var reported: [Size] = []
        controller.onSizeChanged = { reported.append($0) }
        let xid = gdk_x11_window_get_xid(gtk_widget_get_window(controller.window))
        try xdotool(["windowsize", "--sync", String(xid), "500", "350"])
        XCTAssertTrue(eventually(3) { controller.size == Size(width: 500, height: 350) }, "the window took the user's size")
        XCTAssertEqual(reported.last, Size(width: 500, height: 350), "the user's resizing is reported")
        controller.size = Size(width: 400, height: 300)  // the size it was made with, again
        waitUntilIdle()
        XCTAssertEqual(controller.size, Size(width: 500, height: 350), "the user's size stands")
        reported = []
        controller.size = Size(width: 600, height: 400)
        XCTAssertTrue(eventually(3) { controller.size == Size(width: 600, height: 400) }, "a new size from the program resizes")
        XCTAssertEqual(reported, [], "the program's own size is not reported")
    } }
    #endif

    /// A value GTK clamps stands like a user's change: asked again, it makes no GTK call; new
    /// bounds alone do not move it; a new value from the program does.
    func testClampedValueStandsUntilTheProgramGivesAnother() throws { try onMain {
        try requireGtk()
        let scale = Scale(range: 0...10, step: 1)
        var bounds = 0.0...10.0
        var value = 50.0
        let (host, window) = showHost([scale]) {
            scale.bounds = bounds
            scale.value = value
        }
        defer { window.close() }
        XCTAssertEqual(scale.value, 10, "GTK clamped it")
        assertNoOpRerender(host)
        bounds = 0...100
        host.setNeedsRender()
        StateView.flushRenders()
        XCTAssertEqual(scale.value, 10, "new bounds alone leave the value")
        value = 40
        host.setNeedsRender()
        StateView.flushRenders()
        XCTAssertEqual(scale.value, 40)
    } }
}

#if GTK3
@MainActor private func expander(_ expander: Expander) -> UnsafeMutablePointer<GtkExpander> { gtk(expander.gtkWidget) }
#else
@MainActor private func expander(_ expander: Expander) -> OpaquePointer { OpaquePointer(expander.gtkWidget) }
#endif

/// Puts the entry's cursor after its text, nothing selected, as a click there does (an entry
/// focused when its window opens has its whole text selected, which typing would replace).
@MainActor
private func putCursorAtEnd(of entry: Entry) {
    entry.grabFocus()
    gtk_editable_select_region(OpaquePointer(entry.gtkWidget), -1, -1)
}

#if GTK3
@MainActor
private func gtkPosition(_ paned: Paned) -> Int32 { gtk_paned_get_position(gtk(paned.gtkWidget)) }

/// Drags `paned`'s divider `dx` pixels to the right through the X server (XTest, by xdotool),
/// as a user's mouse does, and waits until GTK has moved it.
@MainActor
private func dragDivider(of paned: Paned, by dx: Int32) throws {
    let widget = paned.gtkWidget
    let toplevel = gtk_widget_get_toplevel(widget)!
    var x: Int32 = 0, y: Int32 = 0
    gtk_widget_translate_coordinates(widget, toplevel, gtkPosition(paned), gtk_widget_get_allocated_height(widget) / 2, &x, &y)
    var originX: Int32 = 0, originY: Int32 = 0
    gdk_window_get_origin(gtk_widget_get_window(toplevel), &originX, &originY)
    let start = (originX + x, originY + y)
    let target = gtkPosition(paned) + dx
    let steps = [
        "mousemove --sync \(start.0) \(start.1)", "sleep 0.1", "mousedown 1", "sleep 0.1",
        "mousemove \(start.0 + dx / 2) \(start.1)", "sleep 0.1", "mousemove \(start.0 + dx) \(start.1)", "sleep 0.2", "mouseup 1",
    ]
    try xdotool(steps.joined(separator: " ").split(separator: " ").map(String.init))
    eventually(3) { gtkPosition(paned) == target }
    Gtk.drainEvents()
}
#endif
