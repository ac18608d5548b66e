// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
import StateGtkTesting
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
        button.onClicked = { [weak self] in self?.buttonClicks += 1 }
        place(title, key: "title").expanding()
        place(button, key: "button")
    }
}

final class EventTests: XCTestCase {
    func testTapReachesAViewOverItsLabelsButNotOverItsButtons() throws { try onMain {
        try requireGtk()
        let card = Card()
        let window = TestWindow(card, width: 300, height: 200)
        defer { window.close() }
        try window.click(card.title.gtkWidget)
        XCTAssertEqual(card.taps, ["tap 0"], "a click on a label inside the view is the view's tap")
        try window.click(card.button.gtkWidget)
        XCTAssertEqual(card.buttonClicks, 1)
        XCTAssertEqual(card.taps, ["tap 0"], "the inner button keeps its click")
        try window.click(card.title.gtkWidget, button: 3)
        XCTAssertEqual(card.taps, ["tap 0"], "only the primary button taps")

        card.tapGeneration = 1
        card.setNeedsRender()
        StateView.flushRenders()
        try window.click(card.title.gtkWidget)
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
        view.button.onClicked = { clicks += 1 }
        Gtk.drainEvents()
        try window.click(view.button.gtkWidget)
        try window.click(view.label.gtkWidget)
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
        window.movePointerAway()
        log = []
        try window.hover(card.title.gtkWidget)
        XCTAssertEqual(log, ["enter"])
        window.movePointerAway()
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
        #if GTK3
        gtk_window_present(gtk(window.window))
        gdk_window_focus(gtk_widget_get_window(window.window), 0)
        XCTAssertTrue(eventually { gtk_window_is_active(gtk(window.window)) != 0 }, "the window has the keyboard")
        #endif  // on GTK 4 each key's XTest input gives the window the keyboard first

        gtk_widget_grab_focus(entry.gtkWidget)
        try window.press("Escape")
        try window.press(keyval: UInt32(GDK_KEY_S), modifiers: GdkModifierType(GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue))
        try window.press("a")
        waitUntilIdle()
        XCTAssertEqual(keys.first, .escape, "the entry does not handle Escape: it reaches the view")
        XCTAssertTrue(keys.contains(Key("s", modifiers: [.control, .shift])), "Ctrl+Shift+S, letter compared lowercase: \(keys)")
        XCTAssertFalse(keys.contains(Key("a")), "the entry keeps what is typed into it")
        XCTAssertEqual(entry.text, "a")
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
