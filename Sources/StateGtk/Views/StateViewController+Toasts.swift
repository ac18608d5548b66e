// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
#if GTK4 && Adwaita && !GTK3
import CAdwaita
#endif
/// A short message over the window's content that goes by itself (libadwaita's toast): "Link
/// copied", "Repository removed" with Undo. One shows at a time; a new one replaces it.
///
/// ```swift
/// showToast(Toast("Link copied"))
/// showToast(Toast("Removed \(name)", button: .init("Undo", action: "win.undo")))
/// ```
public struct Toast: Equatable, Sendable {
    /// A button on the toast that runs an action by name ("win.undo").
    public struct Button: Equatable, Sendable {
        /// The button's label (with a mnemonic: "_Undo").
        public var title: String
        /// The detailed action name it activates.
        public var action: String

        /// A button titled `title` that activates `action`.
        public init(_ title: String, action: String) {
            self.title = title
            self.action = action
        }
    }

    /// The message.
    public var title: String
    /// The toast's button, if any.
    public var button: Button?
    /// Seconds before it goes; 0 keeps it until the user closes it.
    public var timeout: Double
    /// Whether it shows at once, before toasts already waiting (libadwaita queues the others).
    public var isUrgent: Bool

    /// A toast saying `title`, gone after `timeout` seconds.
    public init(_ title: String, button: Button? = nil, timeout: Double = 5, isUrgent: Bool = false) {
        self.title = title
        self.button = button
        self.timeout = timeout
        self.isUrgent = isUrgent
    }
}

extension StateViewController {
    /// Shows `toast` over the window's content: libadwaita's AdwToastOverlay under the Adwaita
    /// trait, elsewhere a revealer styled as GNOME's in-app notification at the top of the window.
    ///
    /// ```swift
    /// controller.showToast(Toast("Link copied"))
    /// ```
    public func showToast(_ toast: Toast) {
        guard MainThreadCheck.allows("\(type(of: self)).showToast(_:) was called"), isOpen else { return }
        #if GTK4 && Adwaita && !GTK3
        Adwaita.show(toast, in: toastOverlay)
        #else
        let host = WidgetExtras.of(window).retained["toasts"] as? ToastHost ?? ToastHost(controller: self)
        WidgetExtras.of(window).retained["toasts"] = host
        host.show(toast)
        #endif
    }
}

#if !(GTK4 && Adwaita && !GTK3)
/// The in-app notification of a window without libadwaita: an overlay around the window's stack
/// (made on the first toast) holding a revealer at the top, with the message, the toast's button
/// and a close button; a timeout hides it.
@MainActor
final class ToastHost {
    private let revealer: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    private let button: UnsafeMutablePointer<GtkWidget>
    private var timeout: guint = 0
    private var closeClicked: SignalConnection<@MainActor () -> Void>?
    private var buttonClicked: SignalConnection<@MainActor () -> Void>?

    init(controller: StateViewController) {
        revealer = gtk_revealer_new()
        label = gtk_label_new(nil)
        button = gtk_button_new()
        #if GTK3
        let close = gtk_button_new_from_icon_name("window-close-symbolic", GTK_ICON_SIZE_BUTTON)!
        gtk_label_set_line_wrap(gcast(label), 1)
        #else
        let close = gtk_button_new_from_icon_name("window-close-symbolic")!
        gtk_label_set_wrap(gcast(label), 1)
        #endif
        let box = gtk_box_new(Axis.horizontal.gtk, 12)!
        addStyleClass("app-notification", to: box)
        Accessible.setName(localized("Close", comment: "The close button of an in-app notification"), of: close)
        #if GTK3
        gtk_container_add(box.asContainer, label)
        gtk_container_add(box.asContainer, button)
        gtk_container_add(box.asContainer, close)
        gtk_container_add(revealer.asContainer, box)
        gtk_widget_show_all(revealer)
        gtk_widget_set_no_show_all(button, 1)
        #else
        gtk_box_append(gcast(box), label)
        gtk_box_append(gcast(box), button)
        gtk_box_append(gcast(box), close)
        gtk_revealer_set_child(gcast(revealer), box)
        #endif
        gtk_widget_set_halign(revealer, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(revealer, GTK_ALIGN_START)
        controller.wrapStack(inOverlayWith: revealer)
        closeClicked = SignalConnection(close.gpointer, "clicked", SignalTrampolines.voidCallback, action: { [weak self] in self?.hide() })
    }

    func show(_ toast: Toast) {
        gtk_label_set_text(gcast(label), toast.title)
        if let action = toast.button {
            gtk_button_set_label(gcast(button), action.title)
            gtk_button_set_use_underline(gcast(button), 1)
            gtk_actionable_set_action_name(OpaquePointer(button), action.action)
        }
        gtk_widget_set_visible(button, toast.button == nil ? 0 : 1)
        gtk_revealer_set_reveal_child(gcast(revealer), 1)
        if timeout != 0 { g_source_remove(timeout) }
        timeout = 0
        guard toast.timeout > 0 else { return }
        let host = Unmanaged.passRetained(WeakToastHost(self)).toOpaque()
        timeout = g_timeout_add_full(G_PRIORITY_DEFAULT, guint((toast.timeout * 1_000).rounded()), { data in
            MainActor.assumeIsolated {
                let host = Unmanaged<WeakToastHost>.fromOpaque(data!).takeUnretainedValue().host
                host?.timeout = 0
                host?.hide()
            }
            return 0
        }, host, { Unmanaged<WeakToastHost>.fromOpaque($0!).release() })
    }

    private func hide() {
        gtk_revealer_set_reveal_child(gcast(revealer), 0)
    }
}

/// The host as its timeout holds it: a window that closes first is not kept.
@MainActor
private final class WeakToastHost {
    weak var host: ToastHost?
    init(_ host: ToastHost) { self.host = host }
}
#endif
