// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A [GtkNotebook](https://docs.gtk.org/gtk3/class.Notebook.html): pages under tabs, each
/// holding views placed by key.
///
/// ```swift
/// let tabs = Notebook()
/// override func render() {
///     place(tabs, key: "tabs").expanding()
///         .pages { pages in
///             pages.page("list", title: "Repositories") { $0.place(RepositoryList.self, key: "list") }
///             pages.page("about", title: "About") { $0.place(AboutPage.self, key: "about") }
///         }
/// }
/// ```
@MainActor
public final class Notebook: Widget, NotebookProtocol, PagedContainer, KeyedPagesHolder {
    private let pageSlots: KeyedPages<NotebookPages>

    /// A notebook with no pages.
    public init() {
        let widget = gtk_notebook_new()!
        pageSlots = KeyedPages(name: "Notebook") { NotebookPages(notebook: gcast(widget), labels: $0) }
        super.init(widget)
    }

    #if !GTK3
    /// A page given while the notebook is in no window: shown once it is in one.
    private var pendingPage: Int?
    private var realized: SignalConnection<@MainActor () -> Void>?

    /// The index of the page shown.
    ///
    /// GTK 4.8 asks the notebook's window for its focus whenever it switches pages, with a
    /// critical when there is no window yet, as in a first render (which sets values before
    /// it places the widget): a page given then is shown when the notebook is realized.
    public var page: Int {
        get { pendingPage ?? gtkProperty("page") }
        set {
            guard gtk_widget_get_root(gtkWidget) == nil else {
                pendingPage = nil
                return setGtkProperty("page", newValue)
            }
            setProgramValue("page", newValue, shown: { page }) { pendingPage = newValue }
            if realized == nil {
                realized = SignalConnection(gtkWidget.gpointer, "realize", SignalTrampolines.voidCallback) { [weak self] in self?.showPendingPage() }
            }
        }
    }

    /// Shows the page given before the notebook had a window, once it has one and the page.
    private func showPendingPage() {
        guard let page = pendingPage, gtk_widget_get_root(gtkWidget) != nil, page < gtk_notebook_get_n_pages(gcast(gtkWidget)) else { return }
        pendingPage = nil
        withSignalsBlocked { gtk_notebook_set_current_page(gcast(gtkWidget), Int32(page)) }
    }
    #endif

    /// Sets the pages, in order, from `owner`'s `render()`: a key kept keeps its page and views.
    @available(*, deprecated, message: "give the pages on the notebook's placement: place(notebook, key:).pages { pages in … }")
    public func pages(from owner: StateView, _ build: (PageList) -> Void) {
        pageSlots.update(from: owner, build)
    }

    func updatePages(_ pages: [PageList.Page], owner: StateView) {
        pageSlots.update(pages, owner: owner)
        #if !GTK3
        showPendingPage()  // the page may have come with these pages
        #endif
    }

    /// The views of page `key`, while it is placed.
    public func page(forKey key: some StateKey) -> ContainerSlot? { pageSlots.slot(forKey: AnyHashable(key)) }
}

/// A GtkNotebook's pages, each under a tab labelled with its title.
@MainActor
struct NotebookPages: @MainActor PageContainer {
    let notebook: GtkNotebookPointer
    let labels: PageLabels

    func insert(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        GtkMutations.record(.add)
        gtk_notebook_insert_page(notebook, child, gtk_label_new(labels[child].title), position(of: anchor))
    }

    func move(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        var target = position(of: anchor)
        // The position is the child's final one: after it leaves, the anchor moves up one.
        if target > gtk_notebook_page_num(notebook, child) { target -= 1 }
        GtkMutations.record(.reorder)
        gtk_notebook_reorder_child(notebook, child, target)
    }

    func remove(_ child: UnsafeMutablePointer<GtkWidget>) {
        GtkMutations.record(.remove)
        #if GTK3
        gtk_container_remove(gcast(notebook), child)
        #else
        gtk_notebook_remove_page(notebook, gtk_notebook_page_num(notebook, child))
        #endif
    }

    func retitle(_ page: UnsafeMutablePointer<GtkWidget>, _ title: String) {
        GtkMutations.record(.labelSet)
        gtk_notebook_set_tab_label_text(notebook, page, title)
    }

    /// The page index of `anchor` (-1: last).
    private func position(of anchor: UnsafeMutablePointer<GtkWidget>?) -> Int32 {
        anchor.map { gtk_notebook_page_num(notebook, $0) } ?? -1
    }
}
