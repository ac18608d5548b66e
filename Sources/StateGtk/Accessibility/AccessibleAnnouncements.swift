// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Status lines whose changes screen readers speak: a search's result count, "Loading…", an
/// error.
///
/// GTK 3's ATK has no live regions, and Orca speaks a label's new text only while it has the
/// focus. What it does speak is a notification that shows: a widget that announces its
/// changes is a notification (ATK_ROLE_NOTIFICATION) and says it shows (the `showing` state
/// change, AT-SPI's `object:state-changed:showing`) each time its text changes to a non-empty
/// one.
///
/// ```swift
/// status.announcesChanges = true     // in viewDidInitialize
/// status.text = "30 repositories"    // spoken by Orca, wherever the focus is
/// ```
extension GtkWidgetBacked {
    /// Whether screen readers speak the widget's text each time it changes (a label's, a
    /// button's). Off by default: set it on the status line, not on every label.
    public var announcesChanges: Bool {
        get { AccessibleAnnouncements.isAnnouncing(gtkWidget) }
        set { AccessibleAnnouncements.setAnnouncing(newValue, gtkWidget) }
    }
}

@MainActor
enum AccessibleAnnouncements {
    // Not _static_string: the C string Swift passes lives only for the call, and GLib keeps the
    // pointer it is given there (AddressSanitizer caught the read after it was freed).
    private static let quark = g_quark_from_string("stategtk-announces-changes")

    static func isAnnouncing(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let handler = g_object_get_qdata(widget.asObject, quark) else { return false }
        return g_signal_handler_is_connected(UnsafeMutableRawPointer(widget), gulong(UInt(bitPattern: handler))) != 0
    }

    static func setAnnouncing(_ announcing: Bool, _ widget: UnsafeMutablePointer<GtkWidget>) {
        guard recordIfChanged(isAnnouncing(widget), announcing) else { return }
        if announcing {
            let id = g_signal_connect_data(UnsafeMutableRawPointer(widget), "notify::label", unsafeBitCast(textChanged, to: GCallback.self), nil, nil, GConnectFlags(0))
            g_object_set_qdata(widget.asObject, quark, UnsafeMutableRawPointer(bitPattern: UInt(id)))
            Accessible.setRole(announcingRole, of: widget)
        } else {
            if let handler = g_object_get_qdata(widget.asObject, quark) {
                g_signal_handler_disconnect(UnsafeMutableRawPointer(widget), gulong(UInt(bitPattern: handler)))
            }
            g_object_set_qdata(widget.asObject, quark, nil)
            #if GTK3
            Accessible.setRole(AccessibleRole(isLabel(widget) ? ATK_ROLE_LABEL : ATK_ROLE_PANEL), of: widget)
            #else
            Accessible.setRole(AccessibleRole(isLabel(widget) ? GTK_ACCESSIBLE_ROLE_LABEL : GTK_ACCESSIBLE_ROLE_GENERIC), of: widget)
            #endif
        }
    }

    /// GTK's `notify::label` handler: `void (*)(GObject *, GParamSpec *, gpointer)`.
    private static let textChanged: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { object, _, _ in
        nonisolated(unsafe) let object = object
        MainActor.assumeIsolated { object.map { announce($0.assumingMemoryBound(to: GtkWidget.self)) } }
    }

    /// A notification on GTK 3; GTK 4.8 has no announcements (`gtk_accessible_announce` is
    /// GTK 4.14's), so the widget is a status there, whose changed name AT-SPI reports.
    private static var announcingRole: AccessibleRole {
        #if GTK3
        AccessibleRole(ATK_ROLE_NOTIFICATION)
        #else
        AccessibleRole(GTK_ACCESSIBLE_ROLE_STATUS)
        #endif
    }

    /// Says the widget shows, for a screen reader to speak its new text; nothing when the
    /// text went away or the widget is not on screen.
    private static func announce(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_get_mapped(widget) != 0, let text = currentText(widget), !text.isEmpty else { return }
        #if GTK3
        atk_object_notify_state_change(Accessible.object(widget), AtkState(ATK_STATE_SHOWING.rawValue), 1)
        #endif
    }

    private static func isLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0
    }

    private static func currentText(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        var value = GValue()
        g_value_init(&value, GObjectProperty.string)
        defer { g_value_unset(&value) }
        g_object_get_property(widget.asObject, "label", &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }
}
