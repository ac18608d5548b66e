import CGtk

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
///     stack.pages(from: self) { pages in
///         pages.page("list", title: "Repositories") { $0.place(RepositoryList.self, key: "list") }
///         pages.page("about", title: "About") { $0.place(AboutPage.self, key: "about") }
///     }
/// }
/// ```
@MainActor
public final class Stack: Widget, StackProtocol {
    private let pageSlots = KeyedSlots()

    /// A stack with no pages.
    public init() { super.init(gtk_stack_new()) }

    private var stack: UnsafeMutablePointer<GtkStack> { gcast(gtkWidget) }

    /// Sets the pages, in order, from `owner`'s `render()`: a key kept keeps its page and views.
    public func pages(from owner: StateView, _ build: (PageList) -> Void) {
        pageSlots.update(from: owner, build, in: self)
    }

    /// The views of page `key`, while it is placed.
    public func page(forKey key: some StateKey) -> ContainerSlot? { pageSlots.slot(forKey: AnyHashable(key)) }
}

extension Stack: SlotHost {
    func insert(_ slot: ContainerSlot, at index: Int, name: String, title: String) {
        GtkMutations.record(.add)
        gtk_stack_add_titled(stack, slot.widget, name, title)
        GObjectProperty.setChild(slot.widget, in: gtkWidget, "position", Int32(index))
    }

    func move(_ slot: ContainerSlot, to index: Int) {
        GtkMutations.record(.reorder)
        GObjectProperty.setChild(slot.widget, in: gtkWidget, "position", Int32(index))
    }

    func remove(_ slot: ContainerSlot) {
        GtkMutations.record(.remove)
        gtk_container_remove(gtkWidget.asContainer, slot.widget)
    }

    func retitle(_ slot: ContainerSlot, _ title: String) {
        GtkMutations.record(.labelSet)
        GObjectProperty.setChild(slot.widget, in: gtkWidget, "title", title)
    }
}

extension StackSwitcher {
    /// Switches `stack`'s pages with buttons titled by the pages' titles.
    public func attach(to stack: Stack) {
        let target: UnsafeMutablePointer<GtkStack> = gcast(stack.gtkWidget)
        guard gtk_stack_switcher_get_stack(gcast(gtkWidget)) != target else { return }
        GtkMutations.record(.propertySet)
        gtk_stack_switcher_set_stack(gcast(gtkWidget), target)
    }
}

extension StackSidebar {
    /// Switches `stack`'s pages from a list of the pages' titles.
    public func attach(to stack: Stack) {
        let target: UnsafeMutablePointer<GtkStack> = gcast(stack.gtkWidget)
        guard gtk_stack_sidebar_get_stack(gcast(gtkWidget)) != target else { return }
        GtkMutations.record(.propertySet)
        gtk_stack_sidebar_set_stack(gcast(gtkWidget), target)
    }
}

extension GObjectProperty {
    /// Sets a string child property ("title") of `child` in `container`.
    static func setChild(_ child: UnsafeMutablePointer<GtkWidget>, in container: UnsafeMutablePointer<GtkWidget>, _ name: String, _ text: String) {
        var value = GValue()
        g_value_init(&value, string)
        g_value_set_string(&value, text)
        gtk_container_child_set_property(container.asContainer, child, name, &value)
        g_value_unset(&value)
    }
}
