import CGtk

/// A [GtkNotebook](https://docs.gtk.org/gtk3/class.Notebook.html): pages under tabs, each
/// holding views placed by key.
///
/// ```swift
/// let tabs = Notebook()
/// override func render() {
///     place(tabs, key: "tabs").expanding()
///     tabs.pages(from: self) { pages in
///         pages.page("list", title: "Repositories") { $0.place(RepositoryList.self, key: "list") }
///         pages.page("about", title: "About") { $0.place(AboutPage.self, key: "about") }
///     }
/// }
/// ```
@MainActor
public final class Notebook: Widget, NotebookProtocol {
    private let pageSlots = KeyedSlots()

    /// A notebook with no pages.
    public init() { super.init(gtk_notebook_new()) }

    private var notebook: UnsafeMutablePointer<GtkNotebook> { gcast(gtkWidget) }

    /// Sets the pages, in order, from `owner`'s `render()`: a key kept keeps its page and views.
    public func pages(from owner: StateView, _ build: (PageList) -> Void) {
        pageSlots.update(from: owner, build, in: self)
    }

    /// The views of page `key`, while it is placed.
    public func page(forKey key: some StateKey) -> ContainerSlot? { pageSlots.slot(forKey: AnyHashable(key)) }
}

extension Notebook: SlotHost {
    func insert(_ slot: ContainerSlot, at index: Int, name: String, title: String) {
        GtkMutations.record(.add)
        gtk_notebook_insert_page(notebook, slot.widget, gtk_label_new(title), Int32(index))
    }

    func move(_ slot: ContainerSlot, to index: Int) {
        GtkMutations.record(.reorder)
        gtk_notebook_reorder_child(notebook, slot.widget, Int32(index))
    }

    func remove(_ slot: ContainerSlot) {
        GtkMutations.record(.remove)
        gtk_container_remove(gtkWidget.asContainer, slot.widget)
    }

    func retitle(_ slot: ContainerSlot, _ title: String) {
        GtkMutations.record(.labelSet)
        gtk_notebook_set_tab_label_text(notebook, slot.widget, title)
    }
}
