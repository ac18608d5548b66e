// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A one-line GtkEntry. `SearchEntry` is its search-field variant.
///
/// `text` is a value the user changes: set from render, it reaches the entry only when it
/// differs from the text the program gave last time, so what the user typed stands (see
/// "Values the user changes"). Setting it does not run `onChanged`, only the user's edits do;
/// a text the entry already shows makes no GTK call, so the cursor stays where it is.
///
/// ```swift
/// query.placeholder = "Search repositories"
/// query.text = state["query"] as? String ?? ""
/// query.onChanged = { [weak self] text in self?.state["query"] = text }
/// query.onActivate = { [weak self] text in self?.search(text) }
/// ```
@MainActor
public class Entry: Widget, EditableProtocol {
    #if GTK3
    var entry: UnsafeMutablePointer<GtkEntry> { gcast(gtkWidget) }
    #endif

    /// A one-line text field; `onChanged` gets the text after each edit.
    public convenience init(text: String = "", placeholder: String = "", onChanged: (@MainActor (String) -> Void)? = nil) {
        self.init(gtk_entry_new(), text: text, placeholder: placeholder, onChanged: onChanged)
    }

    init(_ widget: UnsafeMutablePointer<GtkWidget>, text: String, placeholder: String, onChanged: (@MainActor (String) -> Void)?) {
        // GTK 4 replaces even an equal text, emptying the field first (a search entry would
        // report the empty text): a subclass may have set it already.
        if Self.text(of: widget) != text { Self.setText(text, of: widget) }
        self.placeholder = placeholder
        Self.setPlaceholder(placeholder, of: widget)
        // GtkSearchEntry names itself "Search": the placeholder says more, so it replaces that too.
        #if GTK3
        builtInName = Accessible.object(widget).pointee.name.map { String(cString: $0) }
        #else
        // GTK 4 names nothing here, and an unnamed widget is read out by its type name
        // ("GtkSearchEntry"): a search entry gets GTK 3's name, in GTK's own translation.
        let isSearch = g_type_check_instance_is_a(widget.gpointer.assumingMemoryBound(to: GTypeInstance.self), gtk_search_entry_get_type()) != 0
        builtInName = isSearch ? String(cString: g_dgettext("gtk40", "Search")) : nil
        #endif
        super.init(widget)
        _ = programValues.accept(text, for: "text")
        nameAfterPlaceholder(replacing: builtInName)
        if let onChanged { self.onChanged = onChanged }
    }

    /// The text, as on screen now; set, the program's text, written when it is a new one.
    public var text: String {
        get { Self.text(of: gtkWidget) }
        set { setProgramValue("text", newValue, shown: { text }, .labelSet) { replaceText(newValue) } }
    }

    /// Puts a text from the program (not the user) into the entry; `onChanged` is blocked.
    func replaceText(_ text: String) {
        Self.setText(text, of: gtkWidget)
    }

    /// The grey hint shown while the entry is empty; also its accessible name unless one is set.
    public var placeholder: String {
        didSet {
            guard recordIfChanged(oldValue, placeholder) else { return }
            Self.setPlaceholder(placeholder, of: gtkWidget)
            nameAfterPlaceholder(replacing: oldValue)
        }
    }

    /// GTK names an entry after nothing (GTK 4 gives its placeholder to assistive technologies
    /// as a placeholder, not as its name); the placeholder says what goes in, so it is the name
    /// until the program sets another.
    private func nameAfterPlaceholder(replacing old: String?) {
        Accessible.nameByContent(placeholder.isEmpty ? builtInName : placeholder, replacing: [old, builtInName], of: gtkWidget)
    }

    /// The text of an entry (GTK 4: of any GtkEditable).
    static func text(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        #if GTK3
        String(cString: gtk_entry_get_text(gcast(widget)))
        #else
        String(cString: gtk_editable_get_text(OpaquePointer(widget)))
        #endif
    }

    /// The placeholder of a GtkEntry, or on GTK 4 of a GtkSearchEntry, which is no GtkEntry
    /// there: both have the `placeholder-text` property.
    private static func setPlaceholder(_ text: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        #if GTK3
        gtk_entry_set_placeholder_text(gcast(widget), text)
        #else
        GObjectProperty.set(widget.gpointer, "placeholder-text", text)
        #endif
    }

    static func setText(_ text: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        #if GTK3
        gtk_entry_set_text(gcast(widget), text)
        #else
        gtk_editable_set_text(OpaquePointer(widget), text)
        #endif
    }

    /// The name GTK gave the widget itself, if any: what an empty placeholder leaves.
    private let builtInName: String?

    /// Whether the text shows (false for passwords).
    public var isTextVisible: Bool = true {
        didSet {
            guard recordIfChanged(oldValue, isTextVisible) else { return }
            #if GTK3
            gtk_entry_set_visibility(entry, isTextVisible ? 1 : 0)
            #else
            // GTK 4's search entry is no GtkEntry and has no hidden text.
            if g_type_check_instance_is_a(gtkWidget.gpointer.assumingMemoryBound(to: GTypeInstance.self), gtk_entry_get_type()) != 0 {
                gtk_entry_set_visibility(gcast(gtkWidget), isTextVisible ? 1 : 0)
            }
            #endif
        }
    }

    /// Whether the user can edit the text.
    public var isEditable: Bool = true {
        didSet { if recordIfChanged(oldValue, isEditable) { gtk_editable_set_editable(OpaquePointer(gtkWidget), isEditable ? 1 : 0) } }
    }

    /// The width the entry asks for, in characters; -1 for GTK's default.
    public var widthChars: Int = -1 {
        didSet {
            guard recordIfChanged(oldValue, widthChars) else { return }
            #if GTK3
            gtk_entry_set_width_chars(entry, Int32(widthChars))
            #else
            gtk_editable_set_width_chars(OpaquePointer(gtkWidget), Int32(widthChars))
            #endif
        }
    }

    /// What the user's edits do, with the new text: GtkEditable's
    /// [changed](https://docs.gtk.org/gtk3/signal.Editable.changed.html), on the same connection
    /// as ``EditableProtocol``'s argument-less `onChanged` (setting one replaces the other).
    public var onChanged: (@MainActor (String) -> Void)? {
        get { signalClosure("changed") }
        set { setSignal("changed", GeneratedSignalShapes.voidCallback, raw: withText(newValue), user: newValue) }
    }

    /// What Enter does, with the text: GtkEntry's
    /// [activate](https://docs.gtk.org/gtk3/signal.Entry.activate.html), on the same connection
    /// as ``EntryProtocol``'s argument-less `onActivate` (setting one replaces the other).
    public var onActivate: (@MainActor (String) -> Void)? {
        get { signalClosure("activate") }
        set { setSignal("activate", GeneratedSignalShapes.voidCallback, raw: withText(newValue), user: newValue) }
    }

    /// A signal's raw closure that hands `action` the text on screen.
    private func withText(_ action: (@MainActor (String) -> Void)?) -> @MainActor () -> Void {
        let widget = gtkWidget
        return { action?(Self.text(of: widget)) }
    }
}

#if GTK3
// GtkEntry's own properties and signals. GTK 4 has no generated subclass of GtkEntry, so no
// EntryProtocol yet.
extension Entry: EntryProtocol {}
#endif
