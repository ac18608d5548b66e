// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A desktop notification (a GNotification): a title, a body, and buttons that run the app's
/// `app.` actions, even when the app's windows are closed or it was started again by the
/// click. Send it with ``Application/sendNotification(_:id:)``.
///
/// ```swift
/// application.setActions([Action.withParameter("open", scope: .application) { name in open(name) }])
/// application.sendNotification(DesktopNotification(
///     title: "Refresh finished", body: "42 repositories",
///     buttons: [.init("Open", action: "app.open", target: "stategtk/stategtk")]), id: "refresh")
/// application.withdrawNotification(id: "refresh")
/// ```
public struct DesktopNotification: Equatable, Sendable {
    /// How urgent it is: the desktop may show urgent ones over full-screen windows.
    public enum Priority: Sendable {
        /// Not shown as a pop-up on some desktops.
        case low
        /// The usual.
        case normal
        /// More visible.
        case high
        /// Needs attention now.
        case urgent

        var gtk: GNotificationPriority {
            switch self {
            case .low: G_NOTIFICATION_PRIORITY_LOW
            case .normal: G_NOTIFICATION_PRIORITY_NORMAL
            case .high: G_NOTIFICATION_PRIORITY_HIGH
            case .urgent: G_NOTIFICATION_PRIORITY_URGENT
            }
        }
    }

    /// A button, which runs an `app.` action (with a string parameter, for `Action.withParameter`).
    public struct Button: Equatable, Sendable {
        /// Its label.
        public var title: String
        /// The action it runs: "app.open".
        public var action: String
        /// The string the action is run with; nil for a plain action.
        public var target: String?

        /// A button titled `title` that runs `action` (an `app.` name) with `target`.
        public init(_ title: String, action: String, target: String? = nil) {
            self.title = title
            self.action = action
            self.target = target
        }
    }

    /// The first line.
    public var title: String
    /// The text under it.
    public var body: String?
    /// How urgent it is.
    public var priority: Priority
    /// What clicking the notification itself runs (its `title` is not shown); nil activates the app.
    public var defaultAction: Button?
    /// The buttons, in order.
    public var buttons: [Button]

    /// A notification titled `title`.
    public init(title: String, body: String? = nil, priority: Priority = .normal, defaultAction: Button? = nil, buttons: [Button] = []) {
        self.title = title
        self.body = body
        self.priority = priority
        self.defaultAction = defaultAction
        self.buttons = buttons
    }

    /// A new GNotification (owned by the caller), without the buttons whose action GIO would
    /// refuse (not an `app.` action), which are reported.
    func makeGNotification() -> OpaquePointer {
        let notification = g_notification_new(title)!
        if let body { g_notification_set_body(notification, body) }
        g_notification_set_priority(notification, priority.gtk)
        if let defaultAction, Self.isRunnable(defaultAction, in: title) {
            g_notification_set_default_action_and_target_value(notification, defaultAction.action, defaultAction.targetVariant)
        }
        for button in buttons where Self.isRunnable(button, in: title) {
            g_notification_add_button_with_target_value(notification, button.title, button.action, button.targetVariant)
        }
        return notification
    }

    private static func isRunnable(_ button: Button, in title: String) -> Bool {
        let name = button.action.dropFirst(4)
        guard button.action.hasPrefix("app."), g_action_name_is_valid(String(name)) != 0 else {
            stateGtkLog.error("notification \"\(title)\": \"\(button.action)\" of button \"\(button.title)\" is not an app. action; the button is left out")
            return false
        }
        return true
    }
}

extension DesktopNotification.Button {
    /// The target as a floating GVariant string, or nil.
    var targetVariant: OpaquePointer? { target.map { g_variant_new_string($0) } }
}

extension Application {
    /// Shows `notification` on the desktop. Sending another with the same `id` replaces it;
    /// nil gives it an id of its own that cannot be withdrawn. The app must be registered,
    /// which `run` does before any window opens.
    ///
    /// ```swift
    /// application.sendNotification(DesktopNotification(title: "Export finished"), id: "export")
    /// ```
    public func sendNotification(_ notification: DesktopNotification, id: String? = nil) {
        guard g_application_get_is_registered(gApplication) != 0 else {
            stateGtkLog.error("notification \"\(notification.title)\" not sent: \(self.id) is not registered yet (send it once Application.run started it)")
            return
        }
        guard g_application_get_dbus_connection(gApplication) != nil else {
            stateGtkLog.warning("notification \"\(notification.title)\" not sent: \(self.id) has no D-Bus session bus, through which the desktop shows notifications")
            return
        }
        let gNotification = notification.makeGNotification()
        g_application_send_notification(gApplication, id, gNotification)
        g_object_unref(UnsafeMutableRawPointer(gNotification))
    }

    /// Takes the notification sent with `id` off the desktop, if it is still there.
    ///
    /// ```swift
    /// application.withdrawNotification(id: "export")
    /// ```
    public func withdrawNotification(id: String) {
        guard g_application_get_is_registered(gApplication) != 0, g_application_get_dbus_connection(gApplication) != nil else { return }
        g_application_withdraw_notification(gApplication, id)
    }
}
