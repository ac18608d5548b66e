#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
/// A view with an entry and a button that declares a window action from its render().
final class Editor: StateView {
    static let canSave = StateField<Bool>("canSave")
    let entry = Entry()
    let button = Button(label: "Save")
    var saves = 0

    override func getInitialState() -> [String: Any?] { ["canSave": true] }

    override func render() {
        declareActions([
            Action("save", title: "Save", accelerators: ["<Control>s"], isEnabled: state[Self.canSave] ?? false) { [weak self] in
                self?.saves += 1
            },
        ])
        button.actionName = "win.save"
        place(entry, key: "entry") { make in make.top.left.right.equalTo(self).inset(8) }
        place(button, key: "button") { make in
            make.top.equalTo(self.entry.snp.bottom).offset(8)
            make.left.equalTo(self).inset(8)
        }
    }
}

final class EditorController: StateViewController {
    var refreshes = 0
    var wraps = false
    var sort = "name"

    override func viewDidLoad() {
        rootView = Editor(parentViewController: self)
        declare()
    }

    func declare() {
        setActions([
            Action("refresh", title: "Refresh", accelerators: ["F5", "<Control>r"]) { [weak self] in self?.refreshes += 1 },
            Action.toggle("wrap", title: "Wrap", accelerators: ["<Control>l"], isActive: wraps) { [weak self] on in
                self?.wraps = on
                self?.declare()
            },
            Action.radio("sort", title: "Sort", selected: sort) { [weak self] value in
                self?.sort = value
                self?.declare()
            },
        ])
    }

    var editor: Editor { rootView as! Editor }
}

/// The state GTK holds for a window action.
@MainActor
private func actionState(_ controller: StateViewController, _ name: String) -> (enabled: Bool, state: String?) {
    let group = gtk_widget_get_action_group(controller.window, "win")!
    var enabled: gboolean = 0
    var state: OpaquePointer?
    _ = g_action_group_query_action(group, name, &enabled, nil, nil, nil, &state)
    defer { state.map { g_variant_unref($0) } }
    return (enabled != 0, state.map { String(cString: g_variant_print($0, 0)) })
}

final class ActionTests: XCTestCase {
    func testAcceleratorsRunWhereverTheFocusIs() throws { try onMain {
        try requireGtk()
        let controller = EditorController(title: "Editor", width: 300, height: 200)
        let window = presentForTest(controller)
        defer { closeForTest(controller) }
        focus(controller.editor.entry.gtkWidget, in: controller)
        try window.press(keyval: UInt32(GDK_KEY_F5))
        focus(controller.editor.button.gtkWidget, in: controller)
        try window.press(keyval: UInt32(GDK_KEY_r), modifiers: control)
        focus(nil, in: controller)
        XCTAssertNil(gtk_window_get_focus(UnsafeMutableRawPointer(controller.window).assumingMemoryBound(to: GtkWindow.self)))
        try window.press(keyval: UInt32(GDK_KEY_F5))
        XCTAssertEqual(controller.refreshes, 3, "F5 and Ctrl+R run refresh from the entry, the button and with no focus at all")

        try window.press(keyval: UInt32(GDK_KEY_s), modifiers: control)
        XCTAssertEqual(controller.editor.saves, 1, "an action declared in a view's render() has its accelerator too")
        controller.editor.button.click()
        XCTAssertEqual(controller.editor.saves, 2, "a button runs the action it names")
    } }

    func testATextFieldKeepsAKeyThatIsAlsoAnAccelerator() throws { try onMain {
        try requireGtk()
        let controller = EditorController(title: "Editor", width: 300, height: 200)
        let window = presentForTest(controller)
        defer { closeForTest(controller) }
        controller.setActions([Action("remove", title: "Remove", accelerators: ["Delete"]) { [weak controller] in controller?.refreshes += 1 }])
        waitUntilIdle()  // accelerators reach GTK on the next turn of the main loop
        let entry = controller.editor.entry
        entry.text = "abc"
        focus(entry.gtkWidget, in: controller)
        gtk_editable_set_position(OpaquePointer(entry.gtkWidget), 0)
        try window.press(keyval: UInt32(GDK_KEY_Delete))
        XCTAssertEqual(entry.text, "bc", "Delete deletes in the entry")
        XCTAssertEqual(controller.refreshes, 0, "and does not also run the window's Delete action")
        focus(controller.editor.button.gtkWidget, in: controller)
        try window.press(keyval: UInt32(GDK_KEY_Delete))
        XCTAssertEqual(controller.refreshes, 1, "away from a text field, Delete runs the action")
    } }

    func testEnabledAndCheckedFollowTheDeclarations() throws { try onMain {
        try requireGtk()
        let controller = EditorController(title: "Editor", width: 300, height: 200)
        let window = presentForTest(controller)
        defer { closeForTest(controller) }
        controller.editor.state[Editor.canSave] = false
        StateView.flushRenders()
        XCTAssertFalse(actionState(controller, "save").enabled)
        XCTAssertFalse(gtk_widget_get_sensitive(controller.editor.button.gtkWidget) != 0, "a button greys out with its action")
        try window.press(keyval: UInt32(GDK_KEY_s), modifiers: control)
        XCTAssertEqual(controller.editor.saves, 0, "a disabled action's accelerator does nothing")

        XCTAssertEqual(actionState(controller, "wrap").state, "false")
        try window.press(keyval: UInt32(GDK_KEY_l), modifiers: control)
        XCTAssertTrue(controller.wraps, "a toggle's accelerator asks for the other value")
        XCTAssertEqual(actionState(controller, "wrap").state, "true")
        XCTAssertTrue(controller.activateAction("win.sort", target: "stars"))
        XCTAssertEqual(controller.sort, "stars")
        XCTAssertEqual(actionState(controller, "sort").state, "'stars'")

        // The app refuses a change: the state shown follows the app, not the request.
        controller.sort = "name"
        controller.declare()
        XCTAssertEqual(actionState(controller, "sort").state, "'name'")
    } }

    func testARemovedViewTakesItsActionsAndAcceleratorsWithIt() throws { try onMain {
        try requireGtk()
        let controller = EditorController(title: "Editor", width: 300, height: 200)
        let window = presentForTest(controller)
        defer { closeForTest(controller) }
        let editor = controller.editor
        XCTAssertTrue(actionState(controller, "save").enabled)
        controller.rootView = StateView(parentViewController: controller)
        Gtk.drainEvents()
        XCTAssertEqual(g_action_group_has_action(gtk_widget_get_action_group(controller.window, "win"), "save"), 0)
        try window.press(keyval: UInt32(GDK_KEY_s), modifiers: control)
        XCTAssertEqual(editor.saves, 0)
        XCTAssertTrue(controller.declaredActions.contains { $0.name == "refresh" }, "the controller's own actions stay")
        XCTAssertFalse(controller.declaredActions.contains { $0.name == "save" })
    } }

    func testAnActionDeclaredTwiceIsReportedAndTheFirstKept() throws { try onMain {
        try requireGtk()
        let controller = EditorController(title: "Editor", width: 300, height: 200)
        defer { controller.close() }
        let twice = TestLog.capture { controller.setActions([Action("refresh") {}, Action("refresh") {}]) }
        XCTAssertTrue(twice.contains { $0.contains("EditorController") && $0.contains("win.refresh") && $0.contains("twice") }, "\(twice)")
        let taken = TestLog.capture { controller.editor.declareActions([Action("close") {}]) }
        XCTAssertTrue(taken.contains { $0.contains("Editor") && $0.contains("win.close") && $0.contains("first") }, "\(taken)")
    } }

    func testCtrlWClosesAndCtrlQQuits() throws { try onMain {
        try requireGtk()
        let controller = EditorController(title: "Editor", width: 300, height: 200)
        let window = presentForTest(controller)
        focus(controller.editor.entry.gtkWidget, in: controller)
        try window.press(keyval: UInt32(GDK_KEY_w), modifiers: control)
        Gtk.drainEvents()
        XCTAssertFalse(controller.isOpen, "Ctrl+W closes the window, focus in an entry")
        XCTAssertTrue(testApplication().windows.isEmpty)

        let another = EditorController(title: "Editor", width: 300, height: 200)
        let anotherWindow = presentForTest(another)
        focus(nil, in: another)
        try anotherWindow.press(keyval: UInt32(GDK_KEY_q), modifiers: control)
        Gtk.drainEvents()
        XCTAssertFalse(another.isOpen, "Ctrl+Q (app.quit) closes every window, focus nowhere")
    } }
}

final class MultiWindowActionTests: XCTestCase {
    func testAViewLeavingOneWindowLeavesTheOtherWindowsAccelerator() throws { try onMain {
        try requireGtk()
        let first = EditorController(title: "One", width: 300, height: 200)
        let second = EditorController(title: "Two", width: 300, height: 200)
        presentForTest(first)
        let secondWindow = presentForTest(second)
        defer { closeForTest(first); closeForTest(second) }
        first.rootView = StateView(parentViewController: first)  // its Editor (and win.save) goes
        Gtk.drainEvents()
        focus(second.editor.entry.gtkWidget, in: second)
        try secondWindow.press(keyval: UInt32(GDK_KEY_s), modifiers: control)
        XCTAssertEqual(second.editor.saves, 1, "Ctrl+S still saves in the other window")
    } }
}

/// Captures itself strongly in its action and its context menu's action: removing it must
/// still release it.
private final class Greedy: StateView {
    var runs = 0
    override func render() {
        declareActions([Action("greedy", accelerators: ["<Control>g"]) { self.runs += 1 }])
        contextMenu(Menu([.item("Greedy", action: "win.greedy")]))
    }
}

final class ActionReleaseTests: XCTestCase {
    func testARemovedViewIsReleasedThoughItsActionCapturedIt() throws { try onMain {
        try requireGtk()
        let controller = EditorController(title: "Editor", width: 300, height: 200)
        let window = presentForTest(controller)
        defer { closeForTest(controller) }
        weak var weakGreedy: Greedy?
        let tracker = FinalizationTracker()
        do {
            let greedy = Greedy(parentViewController: controller)
            weakGreedy = greedy
            tracker.watch(UnsafeMutableRawPointer(greedy.widget))
            controller.rootView = greedy
            Gtk.drainEvents()  // GtkWindow rebuilds its table of keys in an idle after accelerators change
            try window.press(keyval: UInt32(GDK_KEY_g), modifiers: control)
            XCTAssertEqual(greedy.runs, 1)
            XCTAssertTrue(greedy.showContextMenu())
        }
        controller.rootView = StateView(parentViewController: controller)
        Gtk.drainEvents()
        XCTAssertNil(weakGreedy, "the action's closure went with the view")
        XCTAssertTrue(tracker.allFinalized)
    } }
}
#endif
