// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
// The stack arrangement: children one after another, the layout of lists of rows. GTK measures
// and allocates every row of a list several times a frame, so this path avoids closures, array
// allocations and visits to the children's own objects.

/// What a stack needs of one child.
struct StackItem {
    var widget: UnsafeMutablePointer<GtkWidget>
    var expands: Bool
}

extension StateView {
    func refreshStackItems() {
        guard let engine = layoutEngine else { return }
        guard case .stack = arrangement else {
            engine.stackItems = []
            return
        }
        engine.stackItems = children.map { StackItem(widget: $0.widget, expands: $0.element.expands) }
    }

    // Renders refresh the items; releasing the subtree empties the children without one.
    private func refreshStackItemsIfStale(_ engine: ChildLayoutEngine) {
        if engine.stackItems.count != children.count { refreshStackItems() }
    }

    /// Fills `widgets` and `requests` with the visible children and their requests along the
    /// axis (`crossSize`: their size across it, or -1). Plain loops over the compact items: this
    /// runs for every row of a list, several times a frame.
    private func collectStackRequests(
        _ engine: ChildLayoutEngine, axis: Axis, crossSize: Int32,
        into widgets: inout [UnsafeMutablePointer<GtkWidget>], _ requests: inout [StackLayout.Request]
    ) {
        refreshStackItemsIfStale(engine)
        widgets.removeAll(keepingCapacity: true)
        requests.removeAll(keepingCapacity: true)
        for item in engine.stackItems where gtk_widget_get_visible(item.widget) != 0 {
            let size: (minimum: Int32, natural: Int32)
            let expands: Bool
            if axis == .vertical {
                size = ChildMeasurement.height(item.widget, forWidth: crossSize)
                expands = item.expands || gtk_widget_get_vexpand(item.widget) != 0
            } else {
                size = ChildMeasurement.width(item.widget, forHeight: crossSize)
                expands = item.expands || gtk_widget_get_hexpand(item.widget) != 0
            }
            widgets.append(item.widget)
            requests.append(StackLayout.Request(minimum: Double(size.minimum), natural: Double(size.natural), expands: expands))
        }
    }

    func measureStack(_ engine: ChildLayoutEngine, axis: Axis, spacing: Double, horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        var result: (minimum: Int32, natural: Int32) = (0, 0)
        if (axis == .horizontal) != horizontal && forSize < 0 {
            // Across the axis with no length given: the largest child's own size, one query per
            // child (GTK asks this of a list on every frame that resizes anything in it).
            refreshStackItemsIfStale(engine)
            for item in engine.stackItems where gtk_widget_get_visible(item.widget) != 0 {
                let size = horizontal ? ChildMeasurement.width(item.widget) : ChildMeasurement.height(item.widget)
                result = (max(result.minimum, size.minimum), max(result.natural, size.natural))
            }
            return result
        }
        engine.withStackBuffers { widgets, requests, slots in
            if (axis == .horizontal) == horizontal {
                collectStackRequests(engine, axis: axis, crossSize: forSize, into: &widgets, &requests)
                let total = StackLayout.measure(requests, spacing: spacing)
                result = (Int32(total.minimum.rounded(.up)), Int32(total.natural.rounded(.up)))
                return
            }
            // Across the axis for a given length: the largest child, each measured at the length
            // it would get.
            collectStackRequests(engine, axis: axis, crossSize: -1, into: &widgets, &requests)
            StackLayout.distribute(requests, spacing: spacing, available: Double(forSize), into: &slots)
            for (widget, slot) in zip(widgets, slots) {
                let length = Int32(slot.length.rounded())
                let size = horizontal ? ChildMeasurement.width(widget, forHeight: length) : ChildMeasurement.height(widget, forWidth: length)
                result = (max(result.minimum, size.minimum), max(result.natural, size.natural))
            }
        }
        return result
    }

    func allocateStack(_ engine: ChildLayoutEngine, axis: Axis, spacing: Double, width: Int32, height: Int32) {
        engine.withStackBuffers { widgets, requests, slots in
            collectStackRequests(engine, axis: axis, crossSize: axis == .vertical ? width : height, into: &widgets, &requests)
            StackLayout.distribute(requests, spacing: spacing, available: Double(axis == .vertical ? height : width), into: &slots)
            // A horizontal stack runs from the leading edge, as a GtkBox does: right to left in
            // right-to-left text.
            let isRightToLeft = gtk_widget_get_direction(self.widget) == GTK_TEXT_DIR_RTL
            for (widget, slot) in zip(widgets, slots) {
                let offset = Int32(slot.offset.rounded()), length = Int32(slot.length.rounded())
                if axis == .vertical {
                    sg_container_allocate_child(container, widget, 0, offset, width, length)
                } else {
                    sg_container_allocate_child(container, widget, isRightToLeft ? width - offset - length : offset, 0, length, height)
                }
            }
        }
    }
}
