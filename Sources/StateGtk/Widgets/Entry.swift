import CGtk

/// A one-line GtkEntry. `SearchEntry` is its search-field variant.
///
/// `text` set from render is compared with what is on screen (the user typed since the last
/// render): setting the text the entry already shows makes no GTK call, so the cursor stays
/// where it is; setting another text does not run `onChange`, only the user's edits do.
///
/// ```swift
/// query.placeholder = "Search repositories"
/// query.text = state["query"] as? String ?? ""
/// query.onChange = { [weak self] text in self?.state["query"] = text }
/// query.onActivate = { [weak self] text in self?.search(text) }
/// ```
@MainActor
public class Entry: Widget {
    private let changes: SignalConnection<@MainActor (String) -> Void>
    private let activation: SignalConnection<@MainActor (String) -> Void>
    var entry: UnsafeMutablePointer<GtkEntry> { gcast(gtkWidget) }

    /// A one-line text field; `onChange` gets the text after each edit.
    public convenience init(text: String = "", placeholder: String = "", onChange: @escaping @MainActor (String) -> Void = { _ in }) {
        self.init(gtk_entry_new(), text: text, placeholder: placeholder, onChange: onChange)
    }

    init(_ widget: UnsafeMutablePointer<GtkWidget>, text: String, placeholder: String, onChange: @escaping @MainActor (String) -> Void) {
        gtk_entry_set_text(gcast(widget), text)
        self.placeholder = placeholder
        gtk_entry_set_placeholder_text(gcast(widget), placeholder)
        changes = SignalConnection(widget.gpointer, "changed", SignalTrampolines.entryTextCallback, action: onChange)
        activation = SignalConnection(widget.gpointer, "activate", SignalTrampolines.entryTextCallback, action: { _ in })
        // GtkSearchEntry names itself "Search": the placeholder says more, so it replaces that too.
        builtInName = Accessible.object(widget).pointee.name.map { String(cString: $0) }
        super.init(widget)
        nameAfterPlaceholder(replacing: builtInName)
    }

    /// The text, as on screen now.
    public var text: String {
        get { String(cString: gtk_entry_get_text(entry)) }
        set {
            guard recordIfChanged(text, newValue, .labelSet) else { return }
            replaceText(newValue)
        }
    }

    /// Puts a text from the program (not the user) into the entry, without running `onChange`.
    func replaceText(_ text: String) {
        changes.blocked { gtk_entry_set_text(entry, text) }
    }

    /// The grey hint shown while the entry is empty; also its accessible name unless one is set.
    public var placeholder: String {
        didSet {
            guard recordIfChanged(oldValue, placeholder) else { return }
            gtk_entry_set_placeholder_text(entry, placeholder)
            nameAfterPlaceholder(replacing: oldValue)
        }
    }

    /// GTK names an entry after nothing; the placeholder says what goes in, so it is the name
    /// until the program sets another.
    private func nameAfterPlaceholder(replacing old: String?) {
        let explicit = Accessible.object(gtkWidget).pointee.name.map { String(cString: $0) }
        guard explicit == nil || explicit == old || explicit == builtInName else { return }
        Accessible.setName(placeholder.isEmpty ? builtInName : placeholder, of: gtkWidget)
    }

    /// The name GTK gave the widget itself, if any: what an empty placeholder leaves.
    private let builtInName: String?

    /// Whether the text shows (false for passwords).
    public var isTextVisible: Bool = true {
        didSet { if recordIfChanged(oldValue, isTextVisible) { gtk_entry_set_visibility(entry, isTextVisible ? 1 : 0) } }
    }

    /// Whether the user can edit the text.
    public var isEditable: Bool = true {
        didSet { if recordIfChanged(oldValue, isEditable) { gtk_editable_set_editable(OpaquePointer(gtkWidget), isEditable ? 1 : 0) } }
    }

    /// The width the entry asks for, in characters; -1 for GTK's default.
    public var widthChars: Int = -1 {
        didSet { if recordIfChanged(oldValue, widthChars) { gtk_entry_set_width_chars(entry, Int32(widthChars)) } }
    }

    /// What the user's edits do, with the new text.
    public var onChange: @MainActor (String) -> Void {
        get { changes.action ?? { _ in } }
        set { changes.action = newValue }
    }

    /// What Enter does, with the text.
    public var onActivate: @MainActor (String) -> Void {
        get { activation.action ?? { _ in } }
        set { activation.action = newValue }
    }
}
