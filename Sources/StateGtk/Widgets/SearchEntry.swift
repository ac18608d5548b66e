// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A GtkSearchEntry: an entry with a search icon and a clear button. Besides `onChanged` (every
/// keystroke) it has `onSearchChanged`, which GTK delays until typing pauses: the one to query
/// with. As with `onChanged`, a text set by the program does not run `onSearchChanged`.
///
/// ```swift
/// search.placeholder = "Filter"
/// search.onSearchChanged = { [weak self] text in self?.state["filter"] = text }
/// ```
@MainActor
public final class SearchEntry: Entry {
    private let searchChanged: SignalConnection<@MainActor (String) -> Void>
    private let stopSearch: SignalConnection<@MainActor () -> Void>

    /// A search field; `onSearchChanged` gets the text once typing pauses (GTK's `search-changed`).
    public init(text: String = "", placeholder: String = "", onSearchChanged: @escaping @MainActor (String) -> Void = { _ in }) {
        let widget = gtk_search_entry_new()!
        // GTK reports a text set now from a timeout, once this handler is connected: skipped
        // like the program's later texts (`replaceText`), since the initial text is no search.
        Entry.setText(text, of: widget)
        if !text.isEmpty { SignalTrampolines.skipNextSearch(of: widget.gpointer, text: text) }
        searchChanged = SignalConnection(widget.gpointer, "search-changed", SignalTrampolines.searchTextCallback, action: onSearchChanged)
        stopSearch = SignalConnection(widget.gpointer, "stop-search", SignalTrampolines.voidCallback, action: {})
        super.init(widget, text: text, placeholder: placeholder, onChanged: nil)
    }

    /// What a pause in typing does, with the text (GtkSearchEntry's
    /// [search-changed](https://docs.gtk.org/gtk3/signal.SearchEntry.search-changed.html)).
    public var onSearchChanged: @MainActor (String) -> Void {
        get { searchChanged.action ?? { _ in } }
        set { searchChanged.action = newValue }
    }

    /// What Escape in the field does (GtkSearchEntry's
    /// [stop-search](https://docs.gtk.org/gtk3/signal.SearchEntry.stop-search.html)): GTK keeps
    /// Escape to the entry, so a view's key handler never sees it.
    ///
    /// ```swift
    /// search.onStopSearch = { [weak self] in self?.clearSearch() }
    /// ```
    public var onStopSearch: @MainActor () -> Void {
        get { stopSearch.action ?? {} }
        set { stopSearch.action = newValue }
    }

    override func replaceText(_ text: String) {
        // GTK emits search-changed for an empty text at once (blocked here) and for any other
        // text from a timeout, after this returns: the trampoline skips that one by its text.
        if !text.isEmpty { SignalTrampolines.skipNextSearch(of: gtkWidget.gpointer, text: text) }
        searchChanged.blocked { super.replaceText(text) }
    }
}

extension SignalTrampolines {
    private static let programmaticSearchKey = "stategtk-programmatic-search"

    /// Marks `text` as set by the program, so that its delayed search-changed is not reported.
    static func skipNextSearch(of entry: UnsafeMutableRawPointer, text: String) {
        g_object_set_data_full(entry.assumingMemoryBound(to: GObject.self), programmaticSearchKey, g_strdup(text), g_free)
    }

    /// `void (*)(GtkSearchEntry *self, gpointer data)`: search-changed, minus the program's own.
    static let searchText: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { instance, data in
        nonisolated(unsafe) let instance = instance, data = data
        MainActor.assumeIsolated {
            guard let instance else { return }
            let object = instance.assumingMemoryBound(to: GObject.self)
            let text = Entry.text(of: instance.assumingMemoryBound(to: GtkWidget.self))
            if let pointer = g_object_get_data(object, programmaticSearchKey) {
                let skipped = String(cString: pointer.assumingMemoryBound(to: CChar.self))
                g_object_set_data(object, programmaticSearchKey, nil)  // frees it
                if skipped == text { return }
            }
            SignalHandler<@MainActor (String) -> Void>.from(data).action(text)
        }
    }

    static var searchTextCallback: GCallback { unsafeBitCast(searchText, to: GCallback.self) }
}
