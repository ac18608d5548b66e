// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A context menu on any view: a right click over it, the Menu key or Shift+F10 while the
/// focus is in it open `menu` in a popover pointing at the click (or at the view). Its items
/// run actions by name, resolved from the view up: window and application actions, and any a
/// row declares with a target (`.item("Copy URL", action: "win.copy-url", target: url)`).
///
/// ```swift
/// override func render() {
///     contextMenu(Menu([.item("Open on GitHub", action: "win.open-url", target: repository.url),
///                       .item("Copy URL", action: "win.copy-url", target: repository.url)]))
/// }
/// ```
extension StateView {
    /// Sets the view's context menu (nil for none). An equal menu in a later render makes no
    /// GTK call.
    public func contextMenu(_ menu: Menu?) {
        let extras = WidgetExtras.of(widget)
        if let existing = extras.retained[ContextMenu.key] as? ContextMenu {
            existing.menu = menu
        } else if let menu {
            extras.retained[ContextMenu.key] = ContextMenu(view: widget, menu: menu)
        }
    }

    /// Opens the context menu as the Menu key does; returns false when the view has none.
    @discardableResult
    public func showContextMenu() -> Bool {
        (WidgetExtras.existing(widget)?.retained[ContextMenu.key] as? ContextMenu)?.popup(at: nil) ?? false
    }

    /// The context menu set on the view whose widget is `widget`, open or not (for tests and
    /// tools that read menus without opening them: StateGtkTesting's `activateMenuItem`).
    ///
    /// ```swift
    /// let menu = StateView.contextMenu(of: row.widget)
    /// ```
    public static func contextMenu(of widget: UnsafeMutablePointer<GtkWidget>) -> Menu? {
        (WidgetExtras.existing(widget)?.retained[ContextMenu.key] as? ContextMenu)?.menu
    }

    /// The open context menu's popover, if one is open (for tests and tools).
    public var contextMenuPopover: UnsafeMutablePointer<GtkWidget>? {
        guard let menu = WidgetExtras.existing(widget)?.retained[ContextMenu.key] as? ContextMenu,
              let popover = menu.popover, gtk_widget_get_visible(popover) != 0 else { return nil }
        return popover
    }
}

#if GTK3
/// The context menu of one view, kept in its widget's extras. The popover is made on the first
/// popup (it needs the view in a window) and destroyed with the view's widget.
@MainActor
final class ContextMenu {
    static let key = "contextMenu"
    private let view: UnsafeMutablePointer<GtkWidget>
    private(set) var popover: UnsafeMutablePointer<GtkWidget>?
    private var rightClick: SignalConnection<EventAction>?
    private var keyboard: SignalConnection<BoolAction>?
    private var destroyed: SignalConnection<@MainActor () -> Void>?

    var menu: Menu? {
        didSet {
            guard menu != oldValue, let popover else { return }
            if let menu { bind(menu, to: popover) } else { gtk_popover_popdown(gcast(popover)) }
        }
    }

    init(view: UnsafeMutablePointer<GtkWidget>, menu: Menu) {
        self.view = view
        self.menu = menu
        let events = ViewEvents.of(view)
        events.ensureInputWindow()  // a right click over a label inside must reach the view
        // The handlers hold this object: GLib owns them, the widget's extras own it; no cycle.
        rightClick = SignalConnection<EventAction>(view.gpointer, "button-press-event", SignalTrampolines.eventCallback, action: { [unowned self] event in
            self.popup(for: event.assumingMemoryBound(to: GdkEventButton.self))
        })
        // GtkWidget binds the Menu key and Shift+F10 to popup-menu on the focus widget, and an
        // unhandled one goes on to its parents: to this view from any child.
        keyboard = SignalConnection(view.gpointer, "popup-menu", SignalTrampolines.boolCallback, action: { [unowned self] in self.popup(at: nil) })
    }

    private func popup(for event: UnsafeMutablePointer<GdkEventButton>) -> Bool {
        guard event.pointee.button == 3, event.pointee.type == GDK_BUTTON_PRESS else { return false }
        // Where the pointer is over the view: the event's own coordinates are relative to
        // whichever GdkWindow it arrived on (a child's, or the view's input window).
        var x: Int32 = 0, y: Int32 = 0
        if let window = gtk_widget_get_window(view), let device = gdk_event_get_device(OpaquePointer(event).map { UnsafeMutablePointer<GdkEvent>($0) }) {
            gdk_window_get_device_position(window, device, &x, &y, nil)
        }
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(view, &allocation)
        return popup(at: GdkRectangle(x: x - allocation.x, y: y - allocation.y, width: 1, height: 1))
    }

    /// Opens the menu pointing at `point` (in the view's coordinates), or at the view.
    @discardableResult
    func popup(at point: GdkRectangle?) -> Bool {
        guard let menu, gtk_widget_get_toplevel(view).map({ gtk_widget_is_toplevel($0) != 0 }) ?? false else { return false }
        let popover = self.popover ?? makePopover(menu)
        var rectangle = point ?? GdkRectangle(x: 0, y: 0, width: gtk_widget_get_allocated_width(view), height: gtk_widget_get_allocated_height(view))
        gtk_popover_set_pointing_to(gcast(popover), &rectangle)
        gtk_popover_popup(gcast(popover))
        return true
    }

    private func makePopover(_ menu: Menu) -> UnsafeMutablePointer<GtkWidget> {
        let popover = gtk_popover_new(view)!
        gtk_popover_set_position(gcast(popover), GTK_POS_BOTTOM)
        bind(menu, to: popover)
        self.popover = popover
        // A popover lives in the view's window, not inside the view: it goes when the view goes.
        destroyed = SignalConnection(view.gpointer, "destroy", SignalTrampolines.voidCallback, action: {
            self.popover.map { gtk_widget_destroy($0) }
            self.popover = nil
        })
        return popover
    }

    private func bind(_ menu: Menu, to popover: UnsafeMutablePointer<GtkWidget>) {
        let model = menu.makeModel()
        gtk_popover_bind_model(gcast(popover), UnsafeMutablePointer<GMenuModel>(model), nil)
        g_object_unref(UnsafeMutableRawPointer(model))
    }
}
#else
/// The context menu of one view on GTK 4, kept in its widget's extras: a `GtkPopoverMenu` of the
/// menu's model, a child of the view's widget (GTK 4 points a popover at its parent), made on the
/// first popup. A right click is a click gesture for the secondary button; the Menu key and
/// Shift+F10 (GTK 3's popup-menu) are a key controller's, heard from any child with the focus.
@MainActor
final class ContextMenu {
    static let key = "contextMenu"
    private let view: UnsafeMutablePointer<GtkWidget>
    private(set) var popover: UnsafeMutablePointer<GtkWidget>?
    private var rightClick: SignalConnection<@MainActor (Double, Double) -> Void>?
    private var keyboard: SignalConnection<@MainActor (Key) -> Bool>?

    var menu: Menu? {
        didSet {
            guard menu != oldValue, let popover else { return }
            if let menu { bind(menu, to: popover) } else { gtk_popover_popdown(gcast(popover)) }
        }
    }

    init(view: UnsafeMutablePointer<GtkWidget>, menu: Menu) {
        self.view = view
        self.menu = menu
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, guint(GDK_BUTTON_SECONDARY))
        gtk_widget_add_controller(view, click)
        // The handlers hold this object: GLib owns them, the widget's extras own it; no cycle.
        rightClick = SignalConnection(UnsafeMutableRawPointer(click), "pressed", ControllerTrampolines.clickCallback, action: { [unowned self] x, y in
            self.popup(at: GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1))
        })
        let keys = gtk_event_controller_key_new()!
        gtk_widget_add_controller(view, keys)
        keyboard = SignalConnection(UnsafeMutableRawPointer(keys), "key-pressed", ControllerTrampolines.keyPressedCallback, action: { [unowned self] key in
            guard key.keyval == UInt32(GDK_KEY_Menu) || (key.keyval == UInt32(GDK_KEY_F10) && key.modifiers == .shift) else { return false }
            return self.popup(at: nil)
        })
    }

    /// Opens the menu pointing at `point` (in the view's coordinates), or at the view.
    @discardableResult
    func popup(at point: GdkRectangle?) -> Bool {
        guard let menu, gtk_widget_get_root(view) != nil else { return false }
        let popover = self.popover ?? makePopover(menu)
        var rectangle = point ?? GdkRectangle(x: 0, y: 0, width: gtk_widget_get_width(view), height: gtk_widget_get_height(view))
        gtk_popover_set_pointing_to(gcast(popover), &rectangle)
        gtk_popover_popup(gcast(popover))
        return true
    }

    private func makePopover(_ menu: Menu) -> UnsafeMutablePointer<GtkWidget> {
        let model = menu.makeModel()
        let popover = gtk_popover_menu_new_from_model(UnsafeMutablePointer<GMenuModel>(model))!
        g_object_unref(UnsafeMutableRawPointer(model))
        gtk_popover_set_position(gcast(popover), GTK_POS_BOTTOM)
        gtk_popover_set_has_arrow(gcast(popover), 0)
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        // A child of the view's widget: it goes with the view (its container unparents it).
        gtk_widget_set_parent(popover, view)
        self.popover = popover
        return popover
    }

    private func bind(_ menu: Menu, to popover: UnsafeMutablePointer<GtkWidget>) {
        let model = menu.makeModel()
        gtk_popover_menu_set_menu_model(OpaquePointer(popover), UnsafeMutablePointer<GMenuModel>(model))
        g_object_unref(UnsafeMutableRawPointer(model))
    }
}
#endif
