#if GTK3
// GTK 3's only: AccessibilityAuditTests' helpers, and that audit reads ATK (GTK 4.8 has no getters).
import CGtk
import StateGtkTesting
/// Focus handling of purpose-built bad containers: a GtkBox whose `focus` signal keeps the
/// focus among its children, or walks them bottom first.
@MainActor
enum FocusBehaviour {
    /// Tab and Shift+Tab cycle between the box's children and never leave.
    static func trap(_ box: UnsafeMutablePointer<GtkWidget>) { connect(box, trapHandler) }

    /// Tab takes the box's last child first, then the ones above it.
    static func reverse(_ box: UnsafeMutablePointer<GtkWidget>) { connect(box, reverseHandler) }

    private typealias Handler = @convention(c) (UnsafeMutableRawPointer?, GtkDirectionType, UnsafeMutableRawPointer?) -> gboolean

    private static func connect(_ box: UnsafeMutablePointer<GtkWidget>, _ handler: Handler) {
        g_signal_connect_data(UnsafeMutableRawPointer(box), "focus", unsafeBitCast(handler, to: GCallback.self), nil, nil, GConnectFlags(0))
    }

    private static let trapHandler: Handler = { box, _, _ in
        nonisolated(unsafe) let box = box
        return MainActor.assumeIsolated {
            let children = WidgetTree.children(of: box!.assumingMemoryBound(to: GtkWidget.self))
            let current = children.firstIndex { gtk_widget_has_focus($0) != 0 }
            gtk_widget_grab_focus(children[((current ?? -1) + 1) % children.count])
            return 1
        }
    }

    private static let reverseHandler: Handler = { box, direction, _ in
        nonisolated(unsafe) let box = box
        return MainActor.assumeIsolated {
            let children = WidgetTree.children(of: box!.assumingMemoryBound(to: GtkWidget.self))
            let order = direction == GTK_DIR_TAB_FORWARD ? Array(children.reversed()) : children
            guard let current = order.firstIndex(where: { gtk_widget_has_focus($0) != 0 }) else {
                gtk_widget_grab_focus(order[0])
                return 1
            }
            guard current + 1 < order.count else { return 0 }
            gtk_widget_grab_focus(order[current + 1])
            return 1
        }
    }
}

/// Counts the `showing` state changes an accessible emits (what AT-SPI relays as
/// `object:state-changed:showing`).
@MainActor
final class ShowingCounter {
    private(set) var count = 0

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<gchar>?, gboolean, UnsafeMutableRawPointer?) -> Void = { _, _, value, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                if value != 0 { Unmanaged<ShowingCounter>.fromOpaque(data!).takeUnretainedValue().count += 1 }
            }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(gtk_widget_get_accessible(widget)), "state-change::showing", unsafeBitCast(handler, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
    }
}
#endif
