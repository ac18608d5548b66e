import CGtk

/// A [GtkFlowBox](https://docs.gtk.org/gtk3/class.FlowBox.html): items of views placed by key,
/// flowed into lines that wrap with the width.
///
/// ```swift
/// let tags = FlowBox()
/// override func render() {
///     place(tags, key: "tags")
///     tags.items(from: self) { items in
///         for tag in repository.topics {
///             items.page(tag) { $0.place(TagChip.self, key: "chip").prop(forKey: "name", is: tag) }
///         }
///     }
/// }
/// ```
@MainActor
public final class FlowBox: Widget, FlowBoxProtocol, OrientableProtocol {
    private let itemSlots = KeyedSlots()

    /// A flow box with no items.
    public init() { super.init(gtk_flow_box_new()) }

    private var flowBox: UnsafeMutablePointer<GtkFlowBox> { gcast(gtkWidget) }

    /// Sets the items, in order, from `owner`'s `render()`: a key kept keeps its item and views.
    public func items(from owner: StateView, _ build: (PageList) -> Void) {
        itemSlots.update(from: owner, build, in: self)
    }

    /// The views of item `key`, while it is placed.
    public func item(forKey key: some StateKey) -> ContainerSlot? { itemSlots.slot(forKey: AnyHashable(key)) }
}

extension FlowBox: SlotHost {
    func insert(_ slot: ContainerSlot, at index: Int, name: String, title: String) {
        GtkMutations.record(.add)
        gtk_flow_box_insert(flowBox, slot.widget, Int32(index))
    }

    func move(_ slot: ContainerSlot, to index: Int) {
        GtkMutations.record(.reorder)
        detach(slot)
        gtk_flow_box_insert(flowBox, slot.widget, Int32(index))
    }

    func remove(_ slot: ContainerSlot) {
        GtkMutations.record(.remove)
        detach(slot)
    }

    func retitle(_ slot: ContainerSlot, _ title: String) {}

    /// Takes the slot out of the GtkFlowBoxChild GTK wrapped it in, then that out of the flow
    /// box: removing the wrapper with the slot inside would destroy the slot's widget.
    private func detach(_ slot: ContainerSlot) {
        guard let wrapper = gtk_widget_get_parent(slot.widget) else { return }
        gtk_container_remove(wrapper.asContainer, slot.widget)
        gtk_container_remove(gtkWidget.asContainer, wrapper)
    }
}
