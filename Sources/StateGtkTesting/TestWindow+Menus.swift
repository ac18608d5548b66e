// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
/// Menu items chosen by their labels, open or not.
///
/// ```swift
/// try window.activateMenuItem("New Contact")                                  // the primary menu
/// try window.activateMenuItem("Delete", in: window.widget(atKeyPath: "list", 3))  // one row's context menu
/// ```
@MainActor
extension TestWindow {
    /// Chooses the menu item labelled `text` (mnemonic underscores do not count), as a user does:
    /// an item of StateGtk's menus (a header bar's `primaryMenu`, a `MenuButton`'s, a view's
    /// `contextMenu`) or of a GTK 4 menu bar (GtkPopoverMenuBar), whether the menu is open or
    /// not, or of a GtkMenu on screen (GTK 3's menu bars and menus). Its action runs with the
    /// item's target, and an open menu closes. An item whose action is disabled (greyed out)
    /// throws, as a user cannot choose it.
    ///
    /// When several menus have such an item (every row's context menu has its "Delete"), the
    /// open one is chosen; else pass as `scope` the widget whose menu it is, or a widget inside
    /// it (the row's label): the menus of `scope`, of its parents and of its children count.
    public func activateMenuItem(_ text: String, in scope: UnsafeMutablePointer<GtkWidget>? = nil) throws {
        let found = menuItems(in: scope).filter { $0.label == text }
        if let chosen = found.first(where: \.isOpen) ?? found.first {
            let distinct = found.filter { !$0.runsTheSameAction(as: chosen) }
            if !chosen.isOpen, !distinct.isEmpty {
                throw ActionFailed(description: "\(found.count) menus have an item \"\(text)\" (menus of \(Set(found.map { WidgetTree.typeName($0.anchor) }).sorted().joined(separator: ", "))): name the widget whose menu to use, activateMenuItem(\"\(text)\", in: widget)")
            }
            try chosen.activate(controllers: (Application.shared?.windows ?? []) + (controller.map { [$0] } ?? []))
            waitUntilIdle()
            return
        }
        #if GTK3
        let menuItems = gtkMenuItems(in: scope.map { [$0] + WidgetTree.descendants(of: $0) } ?? allWidgets)
        if let item = menuItems.first(where: { WidgetTree.text(of: $0)?.replacingOccurrences(of: "_", with: "") == text }) {
            gtk_menu_item_activate(UnsafeMutableRawPointer(item).assumingMemoryBound(to: GtkMenuItem.self))
            waitUntilIdle()
            return
        }
        #else
        let menuItems: [UnsafeMutablePointer<GtkWidget>] = []  // GTK 4 has no GtkMenu: every menu is a model
        #endif
        let labels = Set(self.menuItems(in: scope).map(\.label) + menuItems.compactMap { WidgetTree.text(of: $0)?.replacingOccurrences(of: "_", with: "") })
        throw ActionFailed(description: "no menu item \"\(text)\" in the window's menus; they have \(labels.sorted().map { "\"\($0)\"" }.joined(separator: ", "))")
    }

    /// `widget`'s parents up to its window, outermost first.
    private static func ancestors(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var current = gtk_widget_get_parent(widget)
        while let parent = current {
            result.insert(parent, at: 0)
            current = gtk_widget_get_parent(parent)
        }
        return result
    }

    #if GTK3
    /// The GtkMenuItems among `widgets` and in their submenus, shown or not (a menu bar's).
    private func gtkMenuItems(in widgets: [UnsafeMutablePointer<GtkWidget>]) -> [UnsafeMutablePointer<GtkWidget>] {
        var items: [UnsafeMutablePointer<GtkWidget>] = []
        var pending = widgets.filter { WidgetTree.isA($0, gtk_menu_item_get_type()) }
        while let item = pending.popLast() {
            items.append(item)
            if let submenu = gtk_menu_item_get_submenu(UnsafeMutableRawPointer(item).assumingMemoryBound(to: GtkMenuItem.self)) {
                pending += WidgetTree.descendants(of: submenu).filter { WidgetTree.isA($0, gtk_menu_item_get_type()) }
            }
        }
        return items
    }
    #endif

    /// The items of the menus of menu buttons and views in the window (or in `scope`).
    private func menuItems(in scope: UnsafeMutablePointer<GtkWidget>?) -> [MenuItem] {
        let widgets = scope.map { Self.ancestors(of: $0) + [$0] + WidgetTree.descendants(of: $0) } ?? allWidgets
        let popovers = allWidgets.filter { WidgetTree.isA($0, gtk_popover_get_type()) && gtk_widget_get_visible($0) != 0 }
        var items: [MenuItem] = []
        for widget in widgets {
            var model: OpaquePointer?
            if WidgetTree.isA(widget, gtk_menu_button_get_type()), let buttonModel = Self.menuModel(of: widget) {
                model = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(buttonModel)))
            } else if let menu = StateView.contextMenu(of: widget) {
                model = menu.makeModel()
            }
            #if !GTK3
            // GTK 4's menu bar is a model too (GtkMenuBar, GTK 3's, is reached as GtkMenuItems).
            if model == nil, WidgetTree.isA(widget, gtk_popover_menu_bar_get_type()),
               let barModel = gtk_popover_menu_bar_get_menu_model(OpaquePointer(widget)) {
                model = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(barModel)))
            }
            #endif
            guard let model else { continue }
            #if GTK3
            let open = popovers.filter { gtk_popover_get_relative_to(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkPopover.self)) == widget }
            #else
            // A GTK 4 popover is its anchor's child; a menu bar's are its items' children.
            let open = WidgetTree.isA(widget, gtk_popover_menu_bar_get_type())
                ? popovers.filter { Self.ancestors(of: $0).contains(widget) }
                : popovers.filter { gtk_widget_get_parent($0) == widget }
            #endif
            MenuItem.collect(from: UnsafeMutablePointer<GMenuModel>(model), anchor: widget, openPopovers: open, into: &items)
            g_object_unref(UnsafeMutableRawPointer(model))
        }
        return items
    }

    private static func menuModel(of button: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GMenuModel>? {
        #if GTK3
        gtk_menu_button_get_menu_model(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkMenuButton.self))
        #else
        gtk_menu_button_get_menu_model(OpaquePointer(button))
        #endif
    }
}

/// One item of a GMenuModel, with the widget whose menu it is.
@MainActor
private struct MenuItem {
    let label: String
    let action: String
    let target: GVariantBox?
    let anchor: UnsafeMutablePointer<GtkWidget>
    /// The popovers showing the menu now: empty when it is closed.
    let openPopovers: [UnsafeMutablePointer<GtkWidget>]

    var isOpen: Bool { !openPopovers.isEmpty }

    func runsTheSameAction(as other: MenuItem) -> Bool {
        action == other.action && (target?.variant).map { mine in other.target.map { g_variant_equal(UnsafeRawPointer(mine), UnsafeRawPointer($0.variant)) != 0 } ?? false } ?? (other.target == nil)
    }

    /// Runs the item's action from its anchor, as GTK resolves it: the nearest widget up the
    /// tree that has the prefix's group, else (`app.`) the window's application. `controllers`
    /// are the windows' controllers, whose declarations say on GTK 4 whether it is enabled.
    func activate(controllers: [StateViewController]) throws {
        #if !GTK3
        // GTK 4 resolves an action from a widget up through its ancestors and the application;
        // it says whether one exists, not whether it is enabled (a disabled one does nothing).
        if isDisabled(among: controllers) {
            throw ActionFailed(description: "the item \"\(label)\" is greyed out: its action \"\(action)\" is disabled")
        }
        for popover in openPopovers { gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)) }
        guard gtk_widget_activate_action_variant(anchor, action, target?.variant) != 0 else {
            throw ActionFailed(description: "the item \"\(label)\" runs \"\(action)\", which nothing up from \(WidgetTree.typeName(anchor)) declares")
        }
        #else
        let parts = action.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw ActionFailed(description: "the item \"\(label)\" runs \"\(action)\", which has no prefix") }
        var group: OpaquePointer?
        var current: UnsafeMutablePointer<GtkWidget>? = anchor
        while let widget = current, group == nil {
            if let candidate = gtk_widget_get_action_group(widget, parts[0]), g_action_group_has_action(candidate, parts[1]) != 0 { group = candidate }
            current = gtk_widget_get_parent(widget)
        }
        if group == nil, parts[0] == "app" {
            let toplevel = gtk_widget_get_toplevel(anchor).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) }
            let application = toplevel.flatMap { gtk_window_get_application($0) }.map { OpaquePointer($0) } ?? g_application_get_default().map { OpaquePointer($0) }
            if let application, g_action_group_has_action(application, parts[1]) != 0 { group = application }
        }
        guard let group else {
            throw ActionFailed(description: "the item \"\(label)\" runs \"\(action)\", which nothing up from \(WidgetTree.typeName(anchor)) declares")
        }
        guard g_action_group_get_action_enabled(group, parts[1]) != 0 else {
            throw ActionFailed(description: "the item \"\(label)\" is greyed out: its action \"\(action)\" is disabled")
        }
        // Chosen from an open menu, the menu closes first, as GTK closes it.
        for popover in openPopovers { gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)) }
        g_action_group_activate_action(group, parts[1], target?.variant)
        #endif
    }

    #if !GTK3
    /// Whether the action is disabled, by what declares it: the application's action group, or
    /// the actions the anchor's window controller declares. GTK 4 has no getter for the group a
    /// widget resolves an action in, so an action in a group inserted by hand counts as enabled.
    private func isDisabled(among controllers: [StateViewController]) -> Bool {
        let parts = action.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return false }
        if parts[0] == "app", let application = g_application_get_default().map(OpaquePointer.init),
           g_action_group_has_action(application, parts[1]) != 0 {
            return g_action_group_get_action_enabled(application, parts[1]) == 0
        }
        let root = gtk_widget_get_root(anchor).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }
        let declared = controllers.first { $0.window == root }?.declaredActions.first { $0.detailedName == action }
        return declared.map { !$0.isEnabled } ?? false
    }
    #endif

    static func collect(from model: UnsafeMutablePointer<GMenuModel>, anchor: UnsafeMutablePointer<GtkWidget>,
                        openPopovers: [UnsafeMutablePointer<GtkWidget>], into items: inout [MenuItem]) {
        for index in 0..<g_menu_model_get_n_items(model) {
            for link in ["section", "submenu"] {
                if let linked = g_menu_model_get_item_link(model, index, link) {
                    collect(from: linked, anchor: anchor, openPopovers: openPopovers, into: &items)
                    g_object_unref(UnsafeMutableRawPointer(linked))
                }
            }
            guard let label = string(model, index, "label"), let action = string(model, index, "action") else { continue }
            let target = g_menu_model_get_item_attribute_value(model, index, "target", nil).map(GVariantBox.init)
            items.append(MenuItem(label: label.replacingOccurrences(of: "_", with: ""), action: action, target: target, anchor: anchor, openPopovers: openPopovers))
        }
    }

    private static func string(_ model: UnsafeMutablePointer<GMenuModel>, _ index: Int32, _ attribute: String) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(model, index, attribute, nil) else { return nil }
        defer { g_variant_unref(value) }
        return g_variant_get_string(value, nil).map { String(cString: $0) }
    }
}

/// A GVariant reference, released with the box.
private final class GVariantBox {
    let variant: OpaquePointer
    init(_ variant: OpaquePointer) { self.variant = variant }
    deinit { g_variant_unref(variant) }
}
