// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A GtkPopover menu: a vertical list of items (title and action) in a bubble pointing at a
/// widget or view. No GMenuModel or GAction: items are plain closures, like everything else.
///
/// ```swift
/// let menu = Popover(items: [.init("Rename") { [weak self] in self?.rename() },
///                            .init("Delete") { [weak self] in self?.delete() }])
/// menu.attach(to: moreButton)
/// moreButton.onClicked = { menu.popup() }
/// ```
@MainActor
public final class Popover: Widget {
    /// One menu entry.
    public struct Item {
        /// The entry's title.
        public var title: String
        /// What choosing the entry does.
        public var action: @MainActor () -> Void
        /// A menu entry titled `title` that runs `action`.
        public init(_ title: String, action: @escaping @MainActor () -> Void) {
            self.title = title
            self.action = action
        }
    }

    /// The side of the widget the popover opens on.
    public enum Position: Sendable {
        /// Above the widget.
        case top
        /// Below the widget.
        case bottom
        /// To its left.
        case left
        /// To its right.
        case right
        var gtk: GtkPositionType {
            switch self {
            case .top: GTK_POS_TOP
            case .bottom: GTK_POS_BOTTOM
            case .left: GTK_POS_LEFT
            case .right: GTK_POS_RIGHT
            }
        }
    }

    private var popover: UnsafeMutablePointer<GtkPopover> { gcast(gtkWidget) }
    /// The widget it points at (GTK 4: its parent).
    private var anchor: UnsafeMutablePointer<GtkWidget>?
    private let box: UnsafeMutablePointer<GtkWidget>
    private var buttons: [(widget: UnsafeMutablePointer<GtkWidget>, clicked: SignalConnection<@MainActor () -> Void>)] = []
    private var titles: [String] = []
    // A popover lives in its relative widget's window, not in ours: destroy it when we go.
    private let destroyer: DestroyingReference
    /// On the widget it points at: a popover lives in that widget's window, not inside the
    /// widget, so it must go when the widget goes (or its items' closures would outlive it).
    private var anchorDestroyed: SignalConnection<@MainActor () -> Void>?

    /// A menu popover with these entries.
    public init(items: [Item] = []) {
        box = gtk_box_new(Axis.vertical.gtk, 0)
        #if GTK3
        let widget = gtk_popover_new(nil)!
        gtk_container_set_border_width(gcast(box), 6)
        gtk_widget_show(box)
        gtk_container_add(widget.asContainer, box)
        #else
        let widget = gtk_popover_new()!
        gtk_popover_set_child(gcast(widget), box)
        gtk_widget_add_css_class(widget, "menu")
        #endif
        destroyer = DestroyingReference(widget)
        super.init(widget)
        #if GTK3
        gtk_widget_hide(widget)  // popovers show on popup()
        #endif
        update(items)
    }

    /// The entries, top to bottom. Same titles make no GTK call; actions are swapped. The
    /// actions live with the item widgets, not in this wrapper: a view owning the popover may
    /// capture itself in them without a cycle.
    public var items: [Item] {
        get {
            zip(titles, buttons).map { title, button in Item(title) { button.clicked.action?() } }
        }
        set { update(newValue) }
    }

    private func update(_ items: [Item]) {
        for (index, item) in items.enumerated() {
            if index == buttons.count { appendButton(item.title) }
            if recordIfChanged(titles[index], item.title, .labelSet) { Self.setText(item.title, of: buttons[index].widget) }
            titles[index] = item.title
            let popover = popover
            buttons[index].clicked.action = { gtk_popover_popdown(popover); item.action() }
        }
        while buttons.count > items.count {
            GtkMutations.record(.destroy)
            let button = buttons.removeLast().widget
            #if GTK3
            gtk_widget_destroy(button)
            #else
            gtk_box_remove(gcast(box), button)
            #endif
            titles.removeLast()
        }
    }

    private func appendButton(_ title: String) {
        #if GTK3
        // GtkModelButton looks like a menu item; its only API without GAction is properties.
        let button: UnsafeMutablePointer<GtkWidget> = gcast(g_object_new_with_properties(gtk_model_button_get_type(), 0, nil, nil)!)
        Self.setText(title, of: button)
        gtk_widget_show(button)
        GtkMutations.record(.add)
        gtk_container_add(box.asContainer, button)
        #else
        // GTK 4's model button is private: a flat button with a start-aligned label, as
        // GtkPopoverMenu's items look. Its label is GTK's own (gtk_button_set_label), which
        // names the button for assistive technologies; a label child set by hand does not.
        let button = gtk_button_new_with_label(title)!
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_add_css_class(button, "model")
        gtk_label_set_xalign(gcast(gtk_button_get_child(gcast(button))), 0)
        GtkMutations.record(.add)
        gtk_box_append(gcast(box), button)
        #endif
        let clicked = SignalConnection<@MainActor () -> Void>(button.gpointer, "clicked", SignalTrampolines.voidCallback, action: {})
        buttons.append((button, clicked))
        titles.append(title)
    }

    private static func setText(_ text: String, of button: UnsafeMutablePointer<GtkWidget>) {
        #if GTK3
        GObjectProperty.set(button.gpointer, "text", text)
        #else
        gtk_button_set_label(gcast(button), text)  // the same label child, start-aligned still
        #endif
    }

    /// Points the popover at a widget.
    public func attach(to widget: Widget) { attach(toGtkWidget: widget.gtkWidget) }

    /// Points the popover at a view.
    public func attach(to view: StateView) { attach(toGtkWidget: view.widget) }

    private func attach(toGtkWidget widget: UnsafeMutablePointer<GtkWidget>) {
        guard recordIfChanged(anchor, widget) else { return }
        anchor = widget
        #if GTK3
        gtk_popover_set_relative_to(popover, widget)
        #else
        // A GTK 4 popover points at its parent.
        if gtk_widget_get_parent(gtkWidget) != nil { gtk_widget_unparent(gtkWidget) }
        gtk_widget_set_parent(gtkWidget, widget)
        #endif
        anchorDestroyed?.disconnect()
        anchorDestroyed = SignalConnection(widget.gpointer, "destroy", SignalTrampolines.voidCallback, action: { [weak self] in
            guard let self else { return }
            self.anchor = nil
            #if GTK3
            gtk_widget_destroy(self.gtkWidget)
            #else
            gtk_widget_unparent(self.gtkWidget)  // freed with the wrapper's reference
            #endif
        })
    }

    /// The side it opens on.
    public var position: Position = .bottom {
        didSet { if recordIfChanged(oldValue, position) { gtk_popover_set_position(popover, position.gtk) } }
    }

    /// Opens it (with GTK's animation).
    public func popup() { gtk_popover_popup(popover) }

    /// Closes it.
    public func popdown() { gtk_popover_popdown(popover) }

    /// Whether it is open.
    public var isOpen: Bool { gtk_widget_get_visible(gtkWidget) != 0 }

    /// The entries' GtkModelButtons, for tests and tools.
    public var itemWidgets: [UnsafeMutablePointer<GtkWidget>] { buttons.map(\.widget) }
}
