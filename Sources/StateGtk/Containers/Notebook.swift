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

    /// Sets the pages, in order, from `owner`'s `render()`: a key kept keeps its page and views.
    @available(*, deprecated, message: "give the pages on the notebook's placement: place(notebook, key:).pages { pages in … }")
    public func pages(from owner: StateView, _ build: (PageList) -> Void) {
        pageSlots.update(from: owner, build)
    }

    func updatePages(_ pages: [PageList.Page], owner: StateView) { pageSlots.update(pages, owner: owner) }

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
