#if GTK3
import CGtk
import StateGtk
/// Walks the focus with real Tab and Shift+Tab key events, from no focus round to the first
/// widget again: every control is reached, the order follows the reading order, no part of the
/// window keeps the focus, and the focused widget is visible. The focus is put back after.
@MainActor
enum FocusCheck {
    static func findings(
        _ testWindow: TestWindow, nodes: [AccessibleNode], within: (UnsafeMutablePointer<GtkWidget>) -> Bool,
        _ report: (AccessibilityFinding.Kind, UnsafeMutablePointer<GtkWidget>, String, String) -> Void
    ) {
        let window = testWindow.window
        try? testWindow.takeKeyboard()
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        let previousFocus = gtk_window_get_focus(gtkWindow)
        previousFocus.map { _ = g_object_ref(UnsafeMutableRawPointer($0)) }
        defer {
            gtk_window_set_focus(gtkWindow, previousFocus)
            previousFocus.map { g_object_unref(UnsafeMutableRawPointer($0)) }
        }
        let controls = nodes.filter(isTabStop).map(\.widget)
        // Every widget once, both ways round, and the way back to the first.
        let limit = WidgetTree.descendants(of: window).count + 2
        let forward = walk(testWindow, GTK_DIR_TAB_FORWARD, limit: limit)
        let backward = walk(testWindow, GTK_DIR_TAB_BACKWARD, limit: limit)

        var reported: Set<UnsafeMutablePointer<GtkWidget>> = []
        for trap in [forward.trap, backward.trap].compactMap({ $0 }) where within(trap.widget) && reported.insert(trap.widget).inserted {
            report(.focusTrap, trap.widget, trap.problem,
                   "let Tab leave it: return false from a key handler for Tab, and do not grab the focus back in a focus-out handler")
        }
        let reached = Set(forward.order).intersection(backward.order)
        for control in controls where !reached.contains(where: { $0 == control || gtk_widget_is_ancestor($0, control) != 0 }) {
            report(.unreachable, control, "Tab and Shift+Tab never reach it",
                   "make it focusable (canFocus = true) or reachable through its container; a custom control takes the focus in its key handling")
        }
        for (from, to) in zip(forward.order, forward.order.dropFirst()) where within(to) {
            if let problem = goesBack(from: from, to: to) {
                report(.focusOrder, to, problem, "place the views in the order they read (top to bottom, then in the text's direction)")
            }
        }
        for (widget, problem) in forward.hidden where within(widget) {
            report(.focusNotVisible, widget, problem, "scroll it into view when it takes the focus (the scrolled window's focus adjustments follow the focus)")
        }
    }

    /// A control a user reaches with Tab: rows are reached with the arrow keys inside their list.
    private static func isTabStop(_ node: AccessibleNode) -> Bool {
        guard node.has(ATK_STATE_SHOWING), node.has(ATK_STATE_SENSITIVE) else { return false }
        // Rows are reached with the arrow keys in their list; a list that does not take the
        // focus itself (a GtkListBox) is reached through its rows.
        if [ATK_ROLE_LIST_ITEM, ATK_ROLE_TABLE_ROW, ATK_ROLE_TABLE_CELL].contains(node.role) { return false }
        if [ATK_ROLE_LIST, ATK_ROLE_TABLE, ATK_ROLE_TREE_TABLE].contains(node.role), gtk_widget_get_can_focus(node.widget) == 0 { return false }
        guard NamesAndRolesCheck.namedControlRoles.contains(node.role.rawValue) else { return false }
        if let parent = gtk_widget_get_parent(node.widget), WidgetTree.isA(parent, gtk_combo_box_get_type()) { return false }
        // GTK's own window controls (close, maximise) are the window manager's, not Tab's.
        if gtk_style_context_has_class(gtk_widget_get_style_context(node.widget), "titlebutton") != 0 { return false }
        // Menu items and radio group members are reached with arrows from their menu or group.
        return !WidgetTree.isA(node.widget, gtk_menu_item_get_type())
    }

    struct Walk {
        var order: [UnsafeMutablePointer<GtkWidget>] = []
        var trap: (widget: UnsafeMutablePointer<GtkWidget>, problem: String)?
        var hidden: [(UnsafeMutablePointer<GtkWidget>, String)] = []
    }

    /// Moves the focus from none, as the first Tab does, until it comes back round.
    private static func walk(_ testWindow: TestWindow, _ direction: GtkDirectionType, limit: Int) -> Walk {
        let window = UnsafeMutableRawPointer(testWindow.window).assumingMemoryBound(to: GtkWindow.self)
        var result = Walk()
        gtk_window_set_focus(window, nil)
        var seen: [UnsafeMutablePointer<GtkWidget>: Int] = [:]
        for step in 0..<limit {
            // Tab types a tab in a text view that accepts one; Ctrl+Tab is GTK's way out.
            let control = gtk_window_get_focus(window).map(acceptsTab) == true ? GDK_CONTROL_MASK : GdkModifierType(0)
            if direction == GTK_DIR_TAB_FORWARD {
                testWindow.sendKey(guint(GDK_KEY_Tab), modifiers: control)
            } else {
                testWindow.sendKey(guint(GDK_KEY_ISO_Left_Tab), modifiers: GdkModifierType(GDK_SHIFT_MASK.rawValue | control.rawValue))
            }
            Gtk.drainEvents()
            guard let focus = gtk_window_get_focus(window) else {
                if result.order.isEmpty { return result }  // nothing takes the focus
                continue  // the window let the focus go past its last widget; the next Tab wraps
            }
            if let first = seen[focus] {
                if first != 0 {
                    let loop = result.order[first...].map(WidgetTree.typeName).joined(separator: " → ")
                    result.trap = (focus, "the focus goes round \(loop) and never reaches the rest of the window")
                }
                return result
            }
            seen[focus] = step
            result.order.append(focus)
            if direction == GTK_DIR_TAB_FORWARD, let problem = notVisible(focus, in: testWindow.window) { result.hidden.append((focus, problem)) }
        }
        return result
    }

    private static func acceptsTab(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        WidgetTree.isA(widget, gtk_text_view_get_type())
            && gtk_text_view_get_accepts_tab(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self)) != 0
    }

    /// Whether `focus` is outside what its scrolled windows and the window show.
    private static func notVisible(_ focus: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>) -> String? {
        let width = gtk_widget_get_allocated_width(focus), height = gtk_widget_get_allocated_height(focus)
        guard width > 0, height > 0, gtk_widget_get_mapped(focus) != 0 else { return "it takes the focus but is not on screen" }
        var ancestor = gtk_widget_get_parent(focus)
        while let current = ancestor {
            let clips = WidgetTree.isA(current, gtk_scrolled_window_get_type()) || current == window
            if clips {
                var x: Int32 = 0, y: Int32 = 0
                gtk_widget_translate_coordinates(focus, current, 0, 0, &x, &y)
                let visibleWidth = gtk_widget_get_allocated_width(current), visibleHeight = gtk_widget_get_allocated_height(current)
                if x + width <= 0 || y + height <= 0 || x >= visibleWidth || y >= visibleHeight {
                    return "it takes the focus outside the visible part of its \(WidgetTree.typeName(current)) (at \(x), \(y))"
                }
            }
            ancestor = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// Why going from `from` to `to` goes back in reading order, if it does: compared as the two
    /// children of their nearest common container that hold them.
    static func goesBack(from: UnsafeMutablePointer<GtkWidget>, to: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard let (a, b) = siblingsHolding(from, to), let parent = gtk_widget_get_parent(a) else { return nil }
        // In the parent's coordinates: a child with a GdkWindow of its own (a GtkPaned's side)
        // has its allocation relative to that window, so two sides both start at 0.
        let first = frame(of: a, in: parent), second = frame(of: b, in: parent)
        if second.y + second.height <= first.y {
            return "Tab goes up to it from \(WidgetTree.typeName(from)) below"
        }
        let overlapsVertically = second.y < first.y + first.height && first.y < second.y + second.height
        guard overlapsVertically else { return nil }
        let rtl = gtk_widget_get_direction(b) == GTK_TEXT_DIR_RTL
        if !rtl, second.x + second.width <= first.x { return "Tab goes left to it from \(WidgetTree.typeName(from)) on the same line" }
        if rtl, second.x >= first.x + first.width { return "Tab goes right to it from \(WidgetTree.typeName(from)) on the same line, against the right-to-left reading order" }
        return nil
    }

    private static func frame(of child: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>) -> GtkAllocation {
        var frame = GtkAllocation()
        gtk_widget_get_allocation(child, &frame)
        var x: Int32 = 0, y: Int32 = 0
        if gtk_widget_translate_coordinates(child, parent, 0, 0, &x, &y) != 0 {
            frame.x = x
            frame.y = y
        }
        return frame
    }

    private static func siblingsHolding(
        _ a: UnsafeMutablePointer<GtkWidget>, _ b: UnsafeMutablePointer<GtkWidget>
    ) -> (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>)? {
        var chainA: [UnsafeMutablePointer<GtkWidget>] = []
        var current: UnsafeMutablePointer<GtkWidget>? = a
        while let widget = current { chainA.append(widget); current = gtk_widget_get_parent(widget) }
        var childB = b
        var parentB = gtk_widget_get_parent(b)
        while let parent = parentB {
            if let index = chainA.firstIndex(of: parent), index > 0 {
                let childA = chainA[index - 1]
                return childA == childB ? nil : (childA, childB)
            }
            childB = parent
            parentB = gtk_widget_get_parent(parent)
        }
        return nil
    }
}
#endif
