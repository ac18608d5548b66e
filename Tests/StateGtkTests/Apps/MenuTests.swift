#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
/// A card with a label (a right click lands on it) and a button (focus for the Menu key).
private final class Card: StateView {
    let title = Label("A card with a context menu")
    let button = Button(label: "Focus me")

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 10)
    }

    override func render() {
        contextMenu(Menu([
            .item("Copy URL", action: "win.copy", target: "https://example.com/card"),
            .section([.item("Wrap", action: "win.wrap")]),
        ]))
        place(title, key: "title")
        place(button, key: "button")
    }
}

private final class CardController: StateViewController {
    var copied: [String] = []
    var wraps = false
    var refreshes = 0
    var sort = "name"

    override func viewDidLoad() {
        let header = HeaderBar(title: "Cards")
        header.primaryMenu = Menu([
            .section([.item("Refresh", action: "win.refresh")]),
            .submenu("Options", [.item("Wrap", action: "win.wrap")]),
            .section([.item("By Name", action: "win.sort", target: "name"), .item("By Stars", action: "win.sort", target: "stars")],
                     label: "Sort"),
            .section([.item("Quit", action: "app.quit")]),
        ])
        titleBar = header
        rootView = Card(parentViewController: self)
        declare()
    }

    func declare() {
        setActions([
            Action("refresh", title: "Refresh", accelerators: ["F5"]) { [weak self] in self?.refreshes += 1 },
            Action.withParameter("copy", title: "Copy") { [weak self] url in self?.copied.append(url) },
            Action.toggle("wrap", title: "Wrap", isActive: wraps) { [weak self] on in
                self?.wraps = on
                self?.declare()
            },
            Action.radio("sort", title: "Sort", selected: sort) { [weak self] value in
                self?.sort = value
                self?.declare()
            },
        ])
    }

    var card: Card { rootView as! Card }
}

/// Every widget under `widget`, internal children included (a popover menu's buttons).
@MainActor
func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    final class Box { var widgets: [UnsafeMutablePointer<GtkWidget>] = [] }
    let box = Box()
    let unmanaged = Unmanaged.passRetained(box)
    defer { unmanaged.release() }
    var pending = [widget]
    while let next = pending.popLast() {
        box.widgets.append(next)
        guard g_type_check_instance_is_a(UnsafeMutableRawPointer(next).assumingMemoryBound(to: GTypeInstance.self), gtk_container_get_type()) != 0 else { continue }
        let before = box.widgets.count
        gtk_container_forall(UnsafeMutableRawPointer(next).assumingMemoryBound(to: GtkContainer.self), { child, data in
            Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().widgets.append(child!)
        }, unmanaged.toOpaque())
        pending.append(contentsOf: box.widgets[before...])
        box.widgets.removeSubrange(before...)
    }
    return box.widgets
}

/// The menu item titled `title` in an open popover menu, as a GtkModelButton.
@MainActor
func menuItem(_ title: String, in popover: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
    descendants(of: popover).first { widget in
        String(cString: g_type_name(G_TYPE_FROM_INSTANCE_(widget))) == "GtkModelButton" && stringProperty(UnsafeMutableRawPointer(widget), "text") == title
    }
}

@MainActor
private func G_TYPE_FROM_INSTANCE_(_ widget: UnsafeMutablePointer<GtkWidget>) -> GType {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
}

final class MenuTests: XCTestCase {
    /// F10 opens the title bar's primary menu; without one its action is disabled, so that F10
    /// reaches the focused widget (GTK tries accelerators first).
    func testF10IsThePrimaryMenusKeyOnlyWhileThereIsOne() throws { try onMain {
        try requireGtk()
        let controller = CardController(title: "Cards", width: 400, height: 300)
        let window = presentForTest(controller)
        defer { closeForTest(controller) }
        let group = try XCTUnwrap(gtk_widget_get_action_group(controller.window, "win"))
        XCTAssertNotEqual(g_action_group_get_action_enabled(group, "show-primary-menu"), 0)
        let button = try XCTUnwrap(controller.titleBar?.primaryMenuButton)
        try window.press(keyval: UInt32(GDK_KEY_F10))
        XCTAssertTrue(button.isOpen, "F10 opens the primary menu")
        try window.press(keyval: UInt32(GDK_KEY_F10))
        XCTAssertTrue(eventually { !button.isOpen }, "and closes it")

        controller.titleBar?.primaryMenu = nil
        XCTAssertEqual(g_action_group_get_action_enabled(group, "show-primary-menu"), 0, "no primary menu")
        controller.titleBar?.primaryMenu = Menu([.item("Quit", action: "app.quit")])
        XCTAssertNotEqual(g_action_group_get_action_enabled(group, "show-primary-menu"), 0)
        controller.titleBar = HeaderBar(title: "Plain")
        XCTAssertEqual(g_action_group_get_action_enabled(group, "show-primary-menu"), 0, "a title bar without one")
    } }

    func testThePrimaryMenuRunsActionsAndShowsToggles() throws { try onMain {
        try requireGtk()
        let controller = CardController(title: "Cards", width: 400, height: 300)
        let window = presentForTest(controller)
        defer { closeForTest(controller) }
        let button = try XCTUnwrap(controller.titleBar?.primaryMenuButton)
        XCTAssertEqual(WidgetTree.accessibleName(of: button.gtkWidget), "Main Menu")
        try window.click(button.gtkWidget)
        let popover = try XCTUnwrap(button.popover)
        XCTAssertTrue(eventually { gtk_widget_get_visible(popover) != 0 }, "a click opens the primary menu")
        let refresh = try XCTUnwrap(menuItem("Refresh", in: popover))
        XCTAssertNotNil(menuItem("Quit", in: popover))
        gtk_button_clicked(UnsafeMutableRawPointer(refresh).assumingMemoryBound(to: GtkButton.self))
        Gtk.drainEvents()
        XCTAssertEqual(controller.refreshes, 1, "a menu item runs its action")

        let wrap = try XCTUnwrap(menuItem("Wrap", in: popover))
        XCTAssertEqual(GObjectRole.of(wrap), "check", "a toggle action's item is a check item")
        gtk_button_clicked(UnsafeMutableRawPointer(wrap).assumingMemoryBound(to: GtkButton.self))
        Gtk.drainEvents()
        XCTAssertTrue(controller.wraps)
        XCTAssertTrue(boolProperty(UnsafeMutableRawPointer(wrap), "active"), "the check item shows the new state")

        let byName = try XCTUnwrap(menuItem("By Name", in: popover)), byStars = try XCTUnwrap(menuItem("By Stars", in: popover))
        XCTAssertEqual(GObjectRole.of(byStars), "radio", "a radio action's items with targets are radio items")
        XCTAssertTrue(boolProperty(UnsafeMutableRawPointer(byName), "active"))
        gtk_button_clicked(UnsafeMutableRawPointer(byStars).assumingMemoryBound(to: GtkButton.self))
        Gtk.drainEvents()
        XCTAssertEqual(controller.sort, "stars")
        XCTAssertTrue(boolProperty(UnsafeMutableRawPointer(byStars), "active"))
        XCTAssertFalse(boolProperty(UnsafeMutableRawPointer(byName), "active"))
    } }

    func testAContextMenuOpensOnRightClickMenuKeyAndShiftF10() throws { try onMain {
        try requireGtk()
        let controller = CardController(title: "Cards", width: 400, height: 300)
        let window = presentForTest(controller)
        defer { closeForTest(controller) }
        let card = controller.card
        XCTAssertNil(card.contextMenuPopover)
        try window.click(card.title.gtkWidget, button: 3)
        var popover = try XCTUnwrap(card.contextMenuPopover, "a right click over a label in the view opens its menu")
        let copy = try XCTUnwrap(menuItem("Copy URL", in: popover))
        gtk_button_clicked(UnsafeMutableRawPointer(copy).assumingMemoryBound(to: GtkButton.self))
        Gtk.drainEvents()
        XCTAssertEqual(controller.copied, ["https://example.com/card"], "the item passes its target to the action")
        XCTAssertTrue(eventually { card.contextMenuPopover == nil }, "choosing an item closes the menu")

        focus(card.button.gtkWidget, in: controller)
        try window.press(keyval: UInt32(GDK_KEY_Menu))
        popover = try XCTUnwrap(card.contextMenuPopover, "the Menu key opens it with the focus on a child")
        gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self))
        XCTAssertTrue(eventually { card.contextMenuPopover == nil })
        focus(card.button.gtkWidget, in: controller)
        try window.press(keyval: UInt32(GDK_KEY_F10), modifiers: GdkModifierType(GDK_SHIFT_MASK.rawValue))
        XCTAssertNotNil(card.contextMenuPopover, "Shift+F10 opens it too")
    } }

    func testTheContextMenuPopoverGoesWithItsView() throws { try onMain {
        try requireGtk()
        let controller = CardController(title: "Cards", width: 400, height: 300)
        presentForTest(controller)
        defer { closeForTest(controller) }
        XCTAssertTrue(controller.card.showContextMenu())
        let tracker = FinalizationTracker()
        tracker.watch(UnsafeMutableRawPointer(try XCTUnwrap(controller.card.contextMenuPopover)))
        controller.rootView = StateView(parentViewController: controller)
        Gtk.drainEvents()
        XCTAssertTrue(tracker.allFinalized, "the popover is finalised with the view it belonged to")
    } }
}

/// How a GtkModelButton presents itself: "normal", "check" or "radio".
@MainActor
enum GObjectRole {
    static func of(_ button: UnsafeMutablePointer<GtkWidget>) -> String {
        var value = GValue()
        g_value_init(&value, gtk_button_role_get_type())
        g_object_get_property(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GObject.self), "role", &value)
        defer { g_value_unset(&value) }
        switch g_value_get_enum(&value) {
        case Int32(GTK_BUTTON_ROLE_CHECK.rawValue): return "check"
        case Int32(GTK_BUTTON_ROLE_RADIO.rawValue): return "radio"
        default: return "normal"
        }
    }
}
#endif
