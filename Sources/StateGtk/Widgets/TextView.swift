// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A multi-line GtkTextView editing plain text. Put it in a `ScrolledWindow` to scroll.
///
/// As with `Entry`, `text` is a value the user changes: set from render, it reaches the buffer
/// only when it differs from the text the program gave last time, so what the user typed
/// stands (see "Values the user changes"); setting it does not run `onChanged`.
///
/// ```swift
/// notes.wrapMode = .word
/// notes.text = state["notes"] as? String ?? ""
/// notes.onChanged = { [weak self] text in self?.state["notes"] = text }
/// ```
@MainActor
public final class TextView: Widget {
    private let changes: SignalConnection<@MainActor (String) -> Void>
    private let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private var textView: UnsafeMutablePointer<GtkTextView> { gcast(gtkWidget) }

    /// A multi-line text editor; `onChanged` gets the text after each edit.
    public init(text: String = "", onChanged: @escaping @MainActor (String) -> Void = { _ in }) {
        let widget = gtk_text_view_new()!
        // The view owns its buffer; so does the signal connection, which goes with the buffer.
        buffer = gtk_text_view_get_buffer(gcast(widget))
        gtk_text_buffer_set_text(buffer, text, -1)
        changes = SignalConnection(
            UnsafeMutableRawPointer(buffer), "changed", SignalTrampolines.bufferTextCallback, action: onChanged, owner: UnsafeMutableRawPointer(widget))
        super.init(widget)
        _ = programValues.accept(text, for: "text")
    }

    /// The whole text, as in the buffer now; set, the program's text, written when it is a new one.
    public var text: String {
        get { Self.text(of: buffer) }
        set {
            setProgramValue("text", newValue, shown: { text }, .labelSet) {
                changes.blocked { gtk_text_buffer_set_text(buffer, newValue, -1) }
            }
        }
    }

    /// Whether the user can edit the text.
    public var isEditable: Bool = true {
        didSet { if recordIfChanged(oldValue, isEditable) { gtk_text_view_set_editable(textView, isEditable ? 1 : 0) } }
    }

    /// How long lines break.
    public var wrapMode: WrapMode = .none {
        didSet { if recordIfChanged(oldValue, wrapMode) { gtk_text_view_set_wrap_mode(textView, wrapMode.gtk) } }
    }

    /// Whether the text uses a monospace font.
    public var isMonospace: Bool = false {
        didSet { if recordIfChanged(oldValue, isMonospace) { gtk_text_view_set_monospace(textView, isMonospace ? 1 : 0) } }
    }

    /// What the user's edits do, with the new text.
    public var onChanged: @MainActor (String) -> Void {
        get { changes.action ?? { _ in } }
        set { changes.action = newValue }
    }

    /// Where a text view breaks long lines (GtkWrapMode).
    public enum WrapMode: Sendable {
        /// No wrapping: lines grow as long as their text.
        case none
        /// Breaks anywhere, between characters.
        case character
        /// Breaks between words.
        case word
        /// Breaks between words, or between characters in a word too long for a line.
        case wordOrCharacter
        var gtk: GtkWrapMode {
            switch self {
            case .none: GTK_WRAP_NONE
            case .character: GTK_WRAP_CHAR
            case .word: GTK_WRAP_WORD
            case .wordOrCharacter: GTK_WRAP_WORD_CHAR
            }
        }
    }

    static func text(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}
