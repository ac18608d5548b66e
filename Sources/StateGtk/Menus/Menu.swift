// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A menu described in Swift and built as a GMenuModel: items run actions by name, so a
/// toggle action shows as a check item, a radio action (with each item's `target`) as radio
/// items, and an item whose action is disabled greys out, all by GTK.
///
/// ```swift
/// let menu = Menu([
///     .section([.item("Refresh", action: "win.refresh")]),
///     .section([.item("Show Archived", action: "win.archived")]),
///     .submenu("Sort By", [.item("Stars", action: "win.sort", target: "stars"),
///                          .item("Name", action: "win.sort", target: "name")]),
///     .section([.item("Keyboard Shortcuts", action: "win.show-help-overlay"),
///               .item("About SwiftHub", action: "app.about"), .item("Quit", action: "app.quit")]),
/// ])
/// ```
public struct Menu: Equatable, Sendable {
    /// One entry: an item, a section (separated from its neighbours) or a submenu.
    public indirect enum Entry: Equatable, Sendable {
        /// An item titled so, running the action named so ("win.refresh"); with a target, it
        /// passes the target (a radio choice, a row's id).
        case item(String, action: String, target: String? = nil)
        /// Entries set apart from their neighbours by separators, under an optional label.
        case section([Entry], label: String? = nil)
        /// Entries one level down, under a title.
        case submenu(String, [Entry])
    }

    /// The menu's entries, top to bottom.
    public var entries: [Entry]

    /// A menu of these entries.
    public init(_ entries: [Entry]) { self.entries = entries }

    /// A new GMenu (a GMenuModel) holding the entries, for GTK code of your own or to read the
    /// menu as GTK does; the caller owns the reference.
    ///
    /// ```swift
    /// let model = menu.makeModel()
    /// defer { g_object_unref(UnsafeMutableRawPointer(model)) }
    /// gtk_popover_bind_model(popover, UnsafeMutablePointer<GMenuModel>(model), nil)
    /// ```
    public func makeModel() -> OpaquePointer {
        let menu = g_menu_new()!
        Self.append(entries, to: menu)
        return menu
    }

    private static func append(_ entries: [Entry], to menu: OpaquePointer) {
        for entry in entries {
            switch entry {
            case .item(let title, let action, let target):
                let item = g_menu_item_new(title, nil)!
                g_menu_item_set_action_and_target_value(item, action, target.flatMap { g_variant_new_string($0) })
                g_menu_append_item(menu, item)
                g_object_unref(UnsafeMutableRawPointer(item))
            case .section(let children, let label):
                let section = g_menu_new()!
                append(children, to: section)
                g_menu_append_section(menu, label, UnsafeMutablePointer<GMenuModel>(section))
                g_object_unref(UnsafeMutableRawPointer(section))
            case .submenu(let title, let children):
                let submenu = g_menu_new()!
                append(children, to: submenu)
                g_menu_append_submenu(menu, title, UnsafeMutablePointer<GMenuModel>(submenu))
                g_object_unref(UnsafeMutableRawPointer(submenu))
            }
        }
    }
}

/// A GtkMenuButton opening a menu in a popover: the primary menu of a header bar ("open-menu"
/// icon) or any other menu. Setting an equal menu makes no GTK call.
///
/// ```swift
/// let more = MenuButton(menu: Menu([.item("Rename", action: "win.rename")]), accessibleName: "More")
/// ```
@MainActor
public final class MenuButton: Widget {
    private var button: GtkMenuButtonPointer { gcast(gtkWidget) }

    /// A button showing `iconName` (GNOME's primary menu icon unless told) that opens `menu`;
    /// its accessible name is "Main Menu" in the user's language unless told.
    public init(menu: Menu, iconName: String = "open-menu-symbolic", accessibleName: String? = nil) {
        self.menu = menu
        super.init(gtk_menu_button_new())
        #if GTK3
        gtk_menu_button_set_use_popover(button, 1)
        gtk_button_set_image(gcast(gtkWidget), gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON))
        #else
        gtk_menu_button_set_icon_name(button, iconName)
        #endif
        self.accessibleName = accessibleName ?? localized("Main Menu", comment: "The accessible name of a header bar's menu button")
        setModel()
    }

    /// The menu it opens.
    public var menu: Menu {
        didSet { if recordIfChanged(oldValue, menu) { setModel() } }
    }

    private func setModel() {
        let model = menu.makeModel()
        gtk_menu_button_set_menu_model(button, UnsafeMutablePointer<GMenuModel>(model))
        g_object_unref(UnsafeMutableRawPointer(model))
    }

    /// Opens or closes the menu, as a click does.
    public var isOpen: Bool {
        get {
            #if GTK3
            gtk_toggle_button_get_active(gcast(gtkWidget)) != 0
            #else
            popover.map { gtk_widget_get_visible($0) != 0 } ?? false
            #endif
        }
        set {
            #if GTK3
            gtk_toggle_button_set_active(gcast(gtkWidget), newValue ? 1 : 0)
            #else
            if newValue { gtk_menu_button_popup(button) } else { gtk_menu_button_popdown(button) }
            #endif
        }
    }

    /// The popover showing the menu (for tests and tools).
    public var popover: UnsafeMutablePointer<GtkWidget>? { gtk_menu_button_get_popover(button).map { gcast($0) } }
}
