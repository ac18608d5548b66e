// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A [GtkOverlay](https://docs.gtk.org/gtk3/class.Overlay.html): views placed in its
/// `content`, and layers of views on top of it, each placed by key.
///
/// The content gives the overlay its size; a layer covers it, or sits where its alignment puts
/// it. A layer that `passesThrough` lets clicks reach the content under it (GTK's
/// `pass-through`); one that `measures` makes the overlay at least as large as the layer
/// (GTK 4's `measure`, which GTK 3 lacks). A key kept keeps its layer and views, a new key is
/// stacked at its position (later layers on top), a dropped one is removed with its views.
///
/// ```swift
/// let overlay = Overlay()
/// override func render() {
///     place(overlay, key: "overlay").expanding()
///         .content { $0.place(MapView.self, key: "map") }
///         .layers { layers in
///             layers.layer("badge", horizontal: .end, vertical: .start, passesThrough: true) {
///                 $0.place(UnreadBadge.self, key: "badge")
///             }
///         }
/// }
/// ```
@MainActor
public final class Overlay: Widget {
    /// The views under the layers; their size is the overlay's.
    public let content = ContainerSlot()
    private let layerSlots: KeyedPages<OverlayLayers>

    /// An overlay with empty content and no layers.
    public init() {
        #if GTK3
        let widget = sg_overlay_new()!
        #else
        let widget = gtk_overlay_new()!
        #endif
        layerSlots = KeyedPages(name: "Overlay") { _ in OverlayLayers(overlay: gcast(widget)) }
        super.init(widget)
        #if GTK3
        gtk_container_add(gtkWidget.asContainer, content.widget)
        #else
        gtk_overlay_set_child(overlay, content.widget)
        #endif
    }

    private var overlay: GtkOverlayPointer { gcast(gtkWidget) }

    /// Sets the layers, bottom first, from `owner`'s `render()`: a key kept keeps its layer and
    /// views.
    @available(*, deprecated, message: "give the layers on the overlay's placement: place(overlay, key:).layers { layers in … }")
    public func layers(from owner: StateView, _ build: (OverlayLayerList) -> Void) {
        updateLayers(from: owner, build)
    }

    func updateLayers(from owner: StateView, _ build: (OverlayLayerList) -> Void) {
        let list = OverlayLayerList()
        build(list)
        layerSlots.update(list.layers.map { PageList.Page(key: $0.key, title: "", content: $0.content) }, owner: owner)
        for layer in list.layers {
            guard let slot = layerSlots.slot(forKey: layer.key) else { continue }
            apply(layer, to: slot.widget)
        }
    }

    /// The views of layer `key`, while it is placed.
    public func layer(forKey key: some StateKey) -> ContainerSlot? { layerSlots.slot(forKey: AnyHashable(key)) }

    /// Sets a layer's child properties and alignment, each only when it changed.
    private func apply(_ layer: OverlayLayerList.Layer, to widget: UnsafeMutablePointer<GtkWidget>) {
        #if GTK3
        if (gtk_overlay_get_overlay_pass_through(overlay, widget) != 0) != layer.passesThrough {
            GtkMutations.record(.propertySet)
            gtk_overlay_set_overlay_pass_through(overlay, widget, layer.passesThrough ? 1 : 0)
        }
        if (sg_overlay_get_measure(OpaquePointer(gtkWidget), widget) != 0) != layer.measures {
            GtkMutations.record(.propertySet)
            sg_overlay_set_measure(OpaquePointer(gtkWidget), widget, layer.measures ? 1 : 0)
        }
        #else
        // GTK 4's pass-through is the layer's not being a target of pointer input at all.
        if (gtk_widget_get_can_target(widget) == 0) != layer.passesThrough {
            GtkMutations.record(.propertySet)
            gtk_widget_set_can_target(widget, layer.passesThrough ? 0 : 1)
        }
        if (gtk_overlay_get_measure_overlay(overlay, widget) != 0) != layer.measures {
            GtkMutations.record(.propertySet)
            gtk_overlay_set_measure_overlay(overlay, widget, layer.measures ? 1 : 0)
        }
        #endif
        if gtk_widget_get_halign(widget) != layer.horizontal.gtk {
            GtkMutations.record(.propertySet)
            gtk_widget_set_halign(widget, layer.horizontal.gtk)
        }
        if gtk_widget_get_valign(widget) != layer.vertical.gtk {
            GtkMutations.record(.propertySet)
            gtk_widget_set_valign(widget, layer.vertical.gtk)
        }
    }
}

#if GTK3
/// A GtkOverlay's layers, bottom first, after its main child; the order is the overlay's
/// `index` child property.
@MainActor
struct OverlayLayers: @MainActor PageContainer {
    let overlay: UnsafeMutablePointer<GtkOverlay>

    func insert(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        GtkMutations.record(.add)
        gtk_overlay_add_overlay(overlay, child)
        if let anchor { gtk_overlay_reorder_overlay(overlay, child, index(of: anchor)) }
    }

    func move(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        // GTK 3 inserts the layer before the one at `index` as counted with the layer still in
        // place (moved up, it lands one short of the documented final index), so the anchor's
        // index is the position in both directions.
        GtkMutations.record(.reorder)
        gtk_overlay_reorder_overlay(overlay, child, anchor.map(index(of:)) ?? -1)
    }

    func remove(_ child: UnsafeMutablePointer<GtkWidget>) {
        GtkMutations.record(.remove)
        gtk_container_remove(gcast(overlay), child)
    }

    /// Layers have no titles.
    func retitle(_ page: UnsafeMutablePointer<GtkWidget>, _ title: String) {}

    private func index(of layer: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        GObjectProperty.childInt(layer, in: gcast(overlay), "index")
    }
}
#else
/// A GtkOverlay's layers, bottom first, after its main child: on GTK 4 the order of the
/// overlay's widget children, which GTK draws in that order.
@MainActor
struct OverlayLayers: @MainActor PageContainer {
    let overlay: GtkOverlayPointer

    func insert(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        GtkMutations.record(.add)
        gtk_overlay_add_overlay(overlay, child)
        if let anchor { gtk_widget_insert_before(child, gcast(overlay), anchor) }
    }

    func move(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        GtkMutations.record(.reorder)
        gtk_widget_insert_before(child, gcast(overlay), anchor)
    }

    func remove(_ child: UnsafeMutablePointer<GtkWidget>) {
        GtkMutations.record(.remove)
        gtk_overlay_remove_overlay(overlay, child)
    }

    /// Layers have no titles.
    func retitle(_ page: UnsafeMutablePointer<GtkWidget>, _ title: String) {}
}
#endif

/// The layers one render gives an ``Overlay``, bottom first, each a key, where it sits, its
/// child properties and the closure placing its views.
///
/// ```swift
/// place(overlay, key: "overlay").layers { layers in
///     layers.layer("spinner", horizontal: .center, vertical: .center, passesThrough: true) {
///         $0.place(LoadingIndicator.self, key: "spinner")
///     }
/// }
/// ```
@MainActor
public final class OverlayLayerList {
    struct Layer {
        let key: AnyHashable
        let horizontal: WidgetAlignment
        let vertical: WidgetAlignment
        let passesThrough: Bool
        let measures: Bool
        let content: (ContainerSlot) -> Void
    }

    private(set) var layers: [Layer] = []

    init() {}

    /// Adds the layer `key`, aligned by `horizontal` and `vertical` over the content (`.fill`:
    /// covering it); its views are placed by `content`, like a slot's. `passesThrough`: clicks
    /// go to the content under it. `measures`: the overlay is at least as large as the layer.
    public func layer(
        _ key: some StateKey, horizontal: WidgetAlignment = .fill, vertical: WidgetAlignment = .fill,
        passesThrough: Bool = false, measures: Bool = false, _ content: @escaping (ContainerSlot) -> Void
    ) {
        layers.append(Layer(key: AnyHashable(key), horizontal: horizontal, vertical: vertical,
                            passesThrough: passesThrough, measures: measures, content: content))
    }
}
