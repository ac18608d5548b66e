#if GTK4
import CGtk4
import CStateGtk4
import StateGtkCore

/// The container's size and its children's frames come from the constraint layout: GTK asks
/// through SG4Container's measure and size_allocate, which call these. Each child's natural
/// size is GTK's own measurement of it, given to the solver as its intrinsic size (and GTK 4
/// warns about a child allocated without being measured).
extension GTK4KeyedContainer {
    func attachLayout() {
        sg4_container_set_layout(OpaquePointer(widget), gtk4Measure, gtk4Allocate, Unmanaged.passUnretained(self).toOpaque())
    }

    func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        measureChildren()
        let width = orientation == GTK_ORIENTATION_VERTICAL && forSize >= 0 ? Double(forSize) : nil
        let minimum = layout.minimumSize(forWidth: width), natural = layout.fittingSize(forWidth: width)
        let horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
        let low = Self.pixels(horizontal ? minimum.width : minimum.height)
        return (low, max(low, Self.pixels(horizontal ? natural.width : natural.height)))
    }

    func allocate(width: Int32, height: Int32) {
        measureChildren()
        let frames = layout.frames(width: Double(width), height: Double(height))
        for child in children {
            let frame = frames[child.key] ?? Frame(x: 0, y: 0, width: 0, height: 0)
            var allocation = GtkAllocation(
                x: Self.pixels(frame.x), y: Self.pixels(frame.y),
                width: Self.pixels(frame.width), height: Self.pixels(frame.height))
            gtk_widget_size_allocate(child.widget, &allocation, -1)
        }
    }

    /// Gives the solver every child's natural size; the layout skips sizes that did not change.
    private func measureChildren() {
        for child in children {
            var minimumWidth: Int32 = 0, naturalWidth: Int32 = 0, minimumHeight: Int32 = 0, naturalHeight: Int32 = 0
            gtk_widget_measure(child.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
            gtk_widget_measure(child.widget, GTK_ORIENTATION_VERTICAL, Int32(naturalWidth), &minimumHeight, &naturalHeight, nil, nil)
            var size = IntrinsicSize(width: Double(naturalWidth), height: Double(naturalHeight))
            size.minimumWidth = Double(minimumWidth)
            layout.setIntrinsicSize(size, for: child.key)
        }
    }

    private static func pixels(_ value: Double) -> Int32 {
        Int32(clamping: Int(value.isFinite ? value.rounded() : 0))
    }
}

/// C callbacks are nonisolated; GTK calls them on the main thread, during its layout. Only
/// Sendable values cross into the main actor: the container's handle and plain numbers.
private let gtk4Measure: SG4MeasureFunc = { _, orientation, forSize, minimum, natural, data in
    let container = Unmanaged<GTK4KeyedContainer>.fromOpaque(data!)
    let size = MainActor.assumeIsolated { container.takeUnretainedValue().measure(orientation, forSize: forSize) }
    minimum?.pointee = size.minimum
    natural?.pointee = size.natural
}

private let gtk4Allocate: SG4AllocateFunc = { _, width, height, data in
    let container = Unmanaged<GTK4KeyedContainer>.fromOpaque(data!)
    MainActor.assumeIsolated { container.takeUnretainedValue().allocate(width: width, height: height) }
}
#endif
