// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A [GtkStack](https://docs.gtk.org/gtk3/class.Stack.html): pages of views placed by key, one
/// shown at a time (`visibleChildName` is the key's description), switched by a `StackSwitcher`
/// or a `StackSidebar` attached to it, or by the app.
///
/// ```swift
/// let stack = Stack()
/// let switcher = StackSwitcher()
/// override func render() {
///     switcher.attach(to: stack)
///     place(switcher, key: "switcher")
///     place(stack, key: "stack").expanding()
///         .pages { pages in
///             pages.page("list", title: "Repositories") { $0.place(RepositoryList.self, key: "list") }
///             pages.page("about", title: "About") { $0.place(AboutPage.self, key: "about") }
///         }
/// }
/// ```
@MainActor
public final class Stack: Widget, StackProtocol, PagedContainer, KeyedPagesHolder {
    private let pageSlots: KeyedPages<StackPages>

    /// A stack with no pages.
    public init() {
        let widget = gtk_stack_new()!
        pageSlots = KeyedPages(name: "Stack") { StackPages(stack: widget, labels: $0) }
        super.init(widget)
    }

    /// Sets the pages, in order, from `owner`'s `render()`: a key kept keeps its page and views.
    @available(*, deprecated, message: "give the pages on the stack's placement: place(stack, key:).pages { pages in … }")
    public func pages(from owner: StateView, _ build: (PageList) -> Void) {
        pageSlots.update(from: owner, build)
    }

    func updatePages(_ pages: [PageList.Page], owner: StateView) { pageSlots.update(pages, owner: owner) }

    /// The views of page `key`, while it is placed.
    public func page(forKey key: some StateKey) -> ContainerSlot? { pageSlots.slot(forKey: AnyHashable(key)) }
}

#if GTK3
/// A GtkStack's pages, each named by its key and titled; the order is the `position` child
/// property (a switcher's buttons follow it).
@MainActor
struct StackPages: @MainActor PageContainer {
    let stack: UnsafeMutablePointer<GtkWidget>
    let labels: PageLabels

    func insert(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        let label = labels[child]
        GtkMutations.record(.add)
        if label.name.isEmpty {
            // GTK 3 warns of a duplicate name for a second child named "" or NULL: an unnamed
            // page is added without setting the name at all.
            gtk_container_add(stack.asContainer, child)
            if !label.title.isEmpty { GObjectProperty.setChild(child, in: stack, "title", label.title) }
        } else {
            gtk_stack_add_titled(gcast(stack), child, label.name, label.title)
        }
        if anchor != nil { place(child, before: anchor) }
    }

    func move(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        GtkMutations.record(.reorder)
        place(child, before: anchor)
    }

    func remove(_ child: UnsafeMutablePointer<GtkWidget>) {
        GtkMutations.record(.remove)
        gtk_container_remove(stack.asContainer, child)
    }

    func retitle(_ page: UnsafeMutablePointer<GtkWidget>, _ title: String) {
        GtkMutations.record(.labelSet)
        GObjectProperty.setChild(page, in: stack, "title", title)
    }

    /// Puts `child` before `anchor` (last when nil). GTK 3 moves a child to `position` by
    /// inserting it before the child at that index as counted with it still in place, so the
    /// anchor's own position is the one to set, whichever way the child moves.
    private func place(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        let position = anchor.map { GObjectProperty.childInt($0, in: stack, "position") } ?? -1
        GObjectProperty.setChild(child, in: stack, "position", position)
    }
}
#else
/// A GtkStack's pages, each named by its key and titled. GTK 4's stack has no positions: its
/// pages are in the order they were added (a switcher's buttons follow it), so a page placed
/// before others is added and those after it are added again behind it, with the visible page
/// kept.
@MainActor
struct StackPages: @MainActor PageContainer {
    let stack: UnsafeMutablePointer<GtkWidget>
    let labels: PageLabels

    private var gtkStack: GtkStackPointer { gcast(stack) }

    func insert(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        GtkMutations.record(.add)
        add(child)
        if anchor != nil { place(child, before: anchor) }
    }

    func move(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        GtkMutations.record(.reorder)
        place(child, before: anchor)
    }

    func remove(_ child: UnsafeMutablePointer<GtkWidget>) {
        GtkMutations.record(.remove)
        let wasShown = gtk_stack_get_visible_child(gtkStack) == child
        gtk_stack_remove(gtkStack, child)
        // GTK 4.8 then shows no page at all, where GTK 3 shows its first visible one: so does
        // this, and the stack's visible-child-name tells the program, as on GTK 3.
        guard wasShown else { return }
        var page = gtk_widget_get_first_child(stack)
        while let current = page, gtk_widget_get_visible(current) == 0 { page = gtk_widget_get_next_sibling(current) }
        guard let page else { return }
        GtkMutations.record(.propertySet)
        gtk_stack_set_visible_child(gtkStack, page)
    }

    func retitle(_ page: UnsafeMutablePointer<GtkWidget>, _ title: String) {
        GtkMutations.record(.labelSet)
        gtk_stack_page_set_title(gtk_stack_get_page(gtkStack, page), title)
    }

    /// Adds `child` last, named and titled; an unnamed page gets no name, as on GTK 3.
    private func add(_ child: UnsafeMutablePointer<GtkWidget>) {
        let label = labels[child]
        let page = gtk_stack_add_named(gtkStack, child, label.name.isEmpty ? nil : label.name)
        if !label.title.isEmpty { gtk_stack_page_set_title(page, label.title) }
    }

    /// Puts `child` before `anchor` (last when nil) by adding again, in order, `child` and every
    /// page from `anchor` on; the visible page stays visible.
    private func place(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        var pages: [UnsafeMutablePointer<GtkWidget>] = []
        var page = gtk_widget_get_first_child(stack)
        var reached = false
        while let current = page {
            page = gtk_widget_get_next_sibling(current)
            if current == anchor { reached = true }
            if reached && current != child { pages.append(current) }
        }
        let visible = gtk_stack_get_visible_child(gtkStack)
        for page in [child] + pages {
            g_object_ref(page.gpointer)
            gtk_stack_remove(gtkStack, page)
            add(page)
            g_object_unref(page.gpointer)
        }
        if let visible { gtk_stack_set_visible_child(gtkStack, visible) }
    }
}
#endif

extension StackSwitcher {
    /// Switches `stack`'s pages with buttons titled by the pages' titles.
    public func attach(to stack: Stack) {
        let target: GtkStackPointer = gcast(stack.gtkWidget)
        guard gtk_stack_switcher_get_stack(gcast(gtkWidget)) != target else { return }
        GtkMutations.record(.propertySet)
        gtk_stack_switcher_set_stack(gcast(gtkWidget), target)
    }
}

extension StackSidebar {
    /// Switches `stack`'s pages from a list of the pages' titles.
    public func attach(to stack: Stack) {
        let target: GtkStackPointer = gcast(stack.gtkWidget)
        guard gtk_stack_sidebar_get_stack(gcast(gtkWidget)) != target else { return }
        GtkMutations.record(.propertySet)
        gtk_stack_sidebar_set_stack(gcast(gtkWidget), target)
    }
}

#if GTK3  // GTK 4 has no child properties
extension GObjectProperty {
    /// Sets a string child property ("title") of `child` in `container`.
    static func setChild(_ child: UnsafeMutablePointer<GtkWidget>, in container: UnsafeMutablePointer<GtkWidget>, _ name: String, _ text: String) {
        var value = GValue()
        g_value_init(&value, string)
        g_value_set_string(&value, text)
        gtk_container_child_set_property(container.asContainer, child, name, &value)
        g_value_unset(&value)
    }

    /// An integer child property ("position") of `child` in `container`.
    static func childInt(_ child: UnsafeMutablePointer<GtkWidget>, in container: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Int32 {
        var value = GValue()
        g_value_init(&value, int)
        gtk_container_child_get_property(container.asContainer, child, name, &value)
        defer { g_value_unset(&value) }
        return g_value_get_int(&value)
    }
}
#endif
