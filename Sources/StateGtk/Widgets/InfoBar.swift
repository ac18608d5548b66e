// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A GtkInfoBar: a message strip above content, with action buttons and a close button.
///
/// ```swift
/// banner.messageType = .warning
/// banner.text = "You are offline."
/// banner.actions = [.init("_Retry") { [weak self] in self?.reconnect() }]
/// banner.showsCloseButton = true
/// banner.onClose = { [weak self] in self?.state["offlineDismissed"] = true }
/// banner.isRevealed = !(state["offlineDismissed"] as? Bool ?? false)
/// ```
@MainActor
public final class InfoBar: Widget {
    /// A button on the bar and what it does.
    public struct Action {
        /// The button's title.
        public var title: String
        /// What the button does.
        public var perform: @MainActor () -> Void
        /// A button titled `title` that runs `perform`.
        public init(_ title: String, perform: @escaping @MainActor () -> Void) {
            self.title = title
            self.perform = perform
        }
    }

    /// What the buttons do; owned by the response handler's box, not by the wrapper.
    private final class Responses {
        var actions: [Action] = []
        var close: @MainActor () -> Void = {}
    }

    private var bar: GtkInfoBarPointer { gcast(gtkWidget) }
    private let label: Label
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    private var titles: [String] = []
    private weak var responses: Responses?

    /// An info bar showing `text`, coloured for `messageType`.
    public init(text: String = "", messageType: MessageType = .info) {
        self.messageType = messageType
        label = Label(text)
        super.init(gtk_info_bar_new())
        gtk_info_bar_set_message_type(bar, messageType.gtk)
        label.wraps = true
        label.xAlign = 0
        #if GTK3
        gtk_container_add(gcast(gtk_info_bar_get_content_area(bar)), label.gtkWidget)
        #else
        gtk_info_bar_add_child(bar, label.gtkWidget)
        #endif
        let responses = Responses()
        SignalHandler.connect(gtkWidget.gpointer, signal: "response", trampoline: SignalTrampolines.intCallback, handler: SignalHandler<IntAction>({ id in
            if id == GTK_RESPONSE_CLOSE.rawValue { responses.close() } else if id >= 0, Int(id) < responses.actions.count { responses.actions[Int(id)].perform() }
        }))
        self.responses = responses
    }

    /// The message, plain text.
    public var text: String {
        get { label.text }
        set { label.text = newValue }
    }

    /// The kind of message: sets the colours.
    public var messageType: MessageType {
        didSet { if recordIfChanged(oldValue, messageType) { gtk_info_bar_set_message_type(bar, messageType.gtk) } }
    }

    /// The buttons, in order. Same titles make no GTK call; actions are swapped.
    public var actions: [Action] {
        get { responses?.actions ?? [] }
        set {
            responses?.actions = newValue
            let newTitles = newValue.map(\.title)
            guard recordIfChanged(titles, newTitles) else { return }
            // GtkInfoBar cannot remove or relabel its buttons: make them again.
            #if GTK3
            for button in buttons { gtk_widget_destroy(button) }
            #else
            for button in buttons { gtk_info_bar_remove_action_widget(bar, button) }
            #endif
            buttons = newTitles.enumerated().map { gtk_info_bar_add_button(bar, $1, Int32($0))! }
            titles = newTitles
        }
    }

    /// Whether the bar has a close button.
    public var showsCloseButton: Bool = false {
        didSet { if recordIfChanged(oldValue, showsCloseButton) { gtk_info_bar_set_show_close_button(bar, showsCloseButton ? 1 : 0) } }
    }

    /// What the close button does (hide the bar by setting `isRevealed` to false from state).
    public var onClose: @MainActor () -> Void {
        get {
            guard let responses else { return {} }
            return responses.close
        }
        set { responses?.close = newValue }
    }

    /// Whether the bar shows (it slides in and out).
    public var isRevealed: Bool = true {
        didSet { if recordIfChanged(oldValue, isRevealed) { gtk_info_bar_set_revealed(bar, isRevealed ? 1 : 0) } }
    }

    /// The buttons' widgets, for tests and tools.
    public var actionWidgets: [UnsafeMutablePointer<GtkWidget>] { buttons }
}
