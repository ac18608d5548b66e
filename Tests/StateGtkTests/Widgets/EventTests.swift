import CGtk
import StateGtk
import StateGtkTestSupport
import XCTest

/// A card: a label and a button in a stack, tappable as a whole.
private final class Card: StateView {
    let title = Label("Card title")
    let button = Button(label: "Inner button")
    var taps: [String] = []
    var buttonClicks = 0
    var tapGeneration = 0

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 10)
    }

    override func render() {
        let generation = tapGeneration
        onTap { [weak self] in self?.taps.append("tap \(generation)") }
        button.onClick = { [weak self] in self?.buttonClicks += 1 }
        place(title, key: "title").expanding()
        place(button, key: "button")
    }
}

/// Clicks at the centre of `widget`: the pointer really moves there, and the press and release
/// go to the GdkWindow that GDK finds under it, as a click's events would. (XSendEvent-based
/// gdk_test_simulate_button sends core events, which GTK 3's XInput 2 handling never reads.)
@MainActor
private func click(_ widget: UnsafeMutablePointer<GtkWidget>, in window: TestWindow, button: UInt32 = 1) {
    movePointer(to: widget, in: window)
    let pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default()))
    var x: Int32 = 0, y: Int32 = 0
    guard let target = gdk_device_get_window_at_position(pointer, &x, &y) else { return XCTFail("no window under the pointer") }
    for type in [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE] {
        let event = gdk_event_new(type)!
        event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(target)))  // freed with the event
        event.pointee.button.x = Double(x)
        event.pointee.button.y = Double(y)
        event.pointee.button.button = button
        event.pointee.button.time = UInt32(GDK_CURRENT_TIME)
        gdk_event_set_device(event, pointer)
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
    settle()
}

/// Presses a key in `window`; GTK routes it to the focus widget and its ancestors (a real key
/// event, for the event and list view tests).
@MainActor
func press(_ keyval: Int32, _ modifiers: GdkModifierType = GdkModifierType(0), in window: TestWindow) {
    let keyboard = gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_display_get_default()))
    var keys: UnsafeMutablePointer<GdkKeymapKey>?
    var count: Int32 = 0
    gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(gdk_display_get_default()), UInt32(keyval), &keys, &count)
    defer { g_free(keys) }
    let event = gdk_event_new(GDK_KEY_PRESS)!
    event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(window.window))))
    event.pointee.key.keyval = UInt32(keyval)
    event.pointee.key.state = modifiers.rawValue
    event.pointee.key.hardware_keycode = count > 0 ? UInt16(keys![0].keycode) : 0
    event.pointee.key.time = UInt32(GDK_CURRENT_TIME)
    gdk_event_set_device(event, keyboard)
    gtk_main_do_event(event)
    gdk_event_free(event)
}

/// Lets the X server deliver what was sent, and GTK handle it.
@MainActor
private func settle() {
    gdk_display_sync(gdk_display_get_default())
    eventually(0.2) { false }
}

/// Moves the real pointer to the centre of `widget` (or far outside the window).
@MainActor
private func movePointer(to widget: UnsafeMutablePointer<GtkWidget>?, in window: TestWindow) {
    let pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default()))
    var originX: Int32 = 0, originY: Int32 = 0
    gdk_window_get_origin(gtk_widget_get_window(window.window), &originX, &originY)
    if let widget {
        let frame = allocation(widget)
        gdk_device_warp(pointer, gdk_screen_get_default(), originX + frame.x + frame.width / 2, originY + frame.y + frame.height / 2)
    } else {
        gdk_device_warp(pointer, gdk_screen_get_default(), originX + 1000, originY + 900)
    }
    settle()
}

final class EventTests: XCTestCase {
    func testTapReachesAViewOverItsLabelsButNotOverItsButtons() throws { try onMain {
        try requireGtk()
        let card = Card()
        let window = TestWindow(card, width: 300, height: 200)
        defer { window.close() }
        click(card.title.gtkWidget, in: window)
        XCTAssertEqual(card.taps, ["tap 0"], "a click on a label inside the view is the view's tap")
        click(card.button.gtkWidget, in: window)
        XCTAssertEqual(card.buttonClicks, 1)
        XCTAssertEqual(card.taps, ["tap 0"], "the inner button keeps its click")
        click(card.title.gtkWidget, in: window, button: 3)
        XCTAssertEqual(card.taps, ["tap 0"], "only the primary button taps")

        card.tapGeneration = 1
        card.setNeedsRender()
        StateView.flushRenders()
        click(card.title.gtkWidget, in: window)
        XCTAssertEqual(card.taps, ["tap 0", "tap 1"], "the newest closure runs, once: connected once")
    } }

    func testTapOnAViewAlreadyOnScreenStillLeavesButtonsTheirClicks() throws { try onMain {
        try requireGtk()
        final class Late: StateView {
            let label = Label("label"), button = Button(label: "button")
            override func render() {
                place(label, key: "label")
                place(button, key: "button")
            }
        }
        let view = Late()
        view.arrangement = .stack(.vertical, spacing: 20)
        let window = TestWindow(view, width: 300, height: 200)
        defer { window.close() }
        var taps = 0, clicks = 0
        view.onTap { taps += 1 }  // realized already: the input window goes below the button's
        view.button.onClick = { clicks += 1 }
        Gtk.drainEvents()
        click(view.button.gtkWidget, in: window)
        click(view.label.gtkWidget, in: window)
        XCTAssertEqual([taps, clicks], [1, 1])
    } }

    func testPointerEnterAndLeave() throws { try onMain {
        try requireGtk()
        let card = Card()
        let window = TestWindow(card, width: 300, height: 200)
        defer { window.close() }
        var log: [String] = []
        card.onPointerEnter { log.append("enter") }
        card.onPointerLeave { log.append("leave") }
        movePointer(to: nil, in: window)
        log = []
        movePointer(to: card.title.gtkWidget, in: window)
        XCTAssertEqual(log, ["enter"])
        movePointer(to: nil, in: window)
        XCTAssertEqual(log, ["enter", "leave"])
    } }

    func testKeyPressesBubbleFromTheFocusedChildAndFocusChanges() throws { try onMain {
        try requireGtk()
        let outer = WidgetHost()
        let entry = Entry()
        outer.widgets = [entry]
        let window = TestWindow(outer, width: 300, height: 100)
        defer { window.close() }
        var keys: [Key] = []
        var focus: [Bool] = []
        outer.onKeyPress { key in
            keys.append(key)
            return key == .escape
        }
        outer.onFocusChange { focus.append($0) }
        gtk_window_present(gtk(window.window))
        gdk_window_focus(gtk_widget_get_window(window.window), 0)
        XCTAssertTrue(eventually { gtk_window_is_active(gtk(window.window)) != 0 }, "the window has the keyboard")

        gtk_widget_grab_focus(entry.gtkWidget)
        press(GDK_KEY_Escape, in: window)
        press(GDK_KEY_S, GdkModifierType(GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue), in: window)
        press(GDK_KEY_a, in: window)
        settle()
        XCTAssertEqual(keys.first, .escape, "the entry does not handle Escape: it reaches the view")
        XCTAssertTrue(keys.contains(Key("s", modifiers: [.control, .shift])), "Ctrl+Shift+S, letter compared lowercase: \(keys)")
        XCTAssertFalse(keys.contains(Key("a")), "the entry keeps what is typed into it")
        XCTAssertEqual(String(cString: gtk_entry_get_text(gtk(entry.gtkWidget))), "a")
        XCTAssertEqual(focus, [], "focus in a child is not the view's own")

        outer.isFocusable = true
        outer.grabFocus()
        Gtk.drainEvents()
        XCTAssertTrue(outer.hasFocus)
        gtk_widget_grab_focus(entry.gtkWidget)
        Gtk.drainEvents()
        XCTAssertEqual(focus, [true, false])
        XCTAssertEqual(Key(keyval: UInt32(GDK_KEY_Return), modifiers: [.control, .shift]).description, "Ctrl+Shift+Return")
    } }

    func testEventClosuresGoWithTheViewAndItsWidget() throws { try onMain {
        try requireGtk()
        final class Parent: StateView {
            var shown = true
            override func render() { if shown { place(Card.self, key: "card") } }
        }
        let parent = Parent()
        parent.arrangement = .stack(.vertical)
        let window = TestWindow(parent)
        defer { window.close() }
        weak var token: Token?
        weak var weakCard: StateView?
        let tracker = FinalizationTracker()
        do {
            let card = parent.childView(forKey: "card")!
            weakCard = card
            let strong = Token()
            token = strong
            card.onKeyPress { _ in
                _ = strong
                _ = card  // strongly captured view: no cycle survives the removal
                return false
            }
            card.onPointerEnter { _ = strong }
            tracker.watch(UnsafeMutableRawPointer(card.widget))
        }
        parent.shown = false
        parent.setNeedsRender()
        StateView.flushRenders()
        Gtk.drainEvents()
        XCTAssertNil(weakCard)
        XCTAssertNil(token, "the closures were released with the view")
        XCTAssertTrue(tracker.allFinalized)
    } }
}
