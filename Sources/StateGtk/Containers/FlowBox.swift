// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A [GtkFlowBox](https://docs.gtk.org/gtk3/class.FlowBox.html): items of views placed by key,
/// flowed into lines that wrap with the width.
///
/// ```swift
/// let tags = FlowBox()
/// override func render() {
///     place(tags, key: "tags")
///         .items(repository.topics, key: { $0 }) { topic, child in
///             child.place(TagChip.self).prop(\.name, is: topic)
///         }
/// }
/// ```
@MainActor
public final class FlowBox: Widget, FlowBoxProtocol, OrientableProtocol {
    private let itemSlots: KeyedPages<FlowBoxItems>

    /// A flow box with no items.
    public init() {
        let widget = gtk_flow_box_new()!
        itemSlots = KeyedPages(name: "FlowBox") { _ in FlowBoxItems(flowBox: widget) }
        super.init(widget)
    }

    /// Sets the items, in order, from `owner`'s `render()`: a key kept keeps its item and views.
    @available(*, deprecated, message: "give the items on the flow box's placement: place(flowBox, key:).items(items, key:) { item, child in child.place(…) }")
    public func items(from owner: StateView, _ build: (PageList) -> Void) {
        itemSlots.update(from: owner, build)
    }

    func updatePages(_ pages: [PageList.Page], owner: StateView) { itemSlots.update(pages, owner: owner) }

    /// The views of item `key`, while it is placed.
    public func item(forKey key: some StateKey) -> ContainerSlot? { itemSlots.slot(forKey: AnyHashable(key)) }
}

/// A GtkFlowBox's items: GTK wraps each in a GtkFlowBoxChild, which goes and comes with it.
@MainActor
struct FlowBoxItems: @MainActor PageContainer {
    let flowBox: UnsafeMutablePointer<GtkWidget>

    func insert(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        GtkMutations.record(.add)
        gtk_flow_box_insert(gcast(flowBox), child, position(of: anchor))
    }

    func move(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        GtkMutations.record(.reorder)
        detach(child)
        gtk_flow_box_insert(gcast(flowBox), child, position(of: anchor))
    }

    func remove(_ child: UnsafeMutablePointer<GtkWidget>) {
        GtkMutations.record(.remove)
        detach(child)
    }

    /// Items have no titles.
    func retitle(_ page: UnsafeMutablePointer<GtkWidget>, _ title: String) {}

    /// The index of `anchor`'s wrapper (-1: last).
    private func position(of anchor: UnsafeMutablePointer<GtkWidget>?) -> Int32 {
        guard let anchor, let wrapper = gtk_widget_get_parent(anchor) else { return -1 }
        return gtk_flow_box_child_get_index(gcast(wrapper))
    }

    /// Takes the item out of the GtkFlowBoxChild GTK wrapped it in, then that out of the flow
    /// box: removing the wrapper with the item inside would destroy the item's widget.
    private func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        guard let wrapper = gtk_widget_get_parent(child) else { return }
        g_object_ref(child.gpointer)  // the wrapper held the only container reference
        #if GTK3
        gtk_container_remove(wrapper.asContainer, child)
        gtk_container_remove(flowBox.asContainer, wrapper)
        #else
        gtk_flow_box_child_set_child(gcast(wrapper), nil)
        gtk_flow_box_remove(gcast(flowBox), wrapper)
        #endif
        g_object_unref(child.gpointer)
    }
}
