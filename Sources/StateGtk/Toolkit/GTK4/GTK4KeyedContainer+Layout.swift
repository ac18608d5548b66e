#if GTK4 && !GTK3
import CGtk4
import CStateGtk4
import StateGtkCore

/// The container's size and its children's frames come from the constraint layout: GTK asks
/// through SG4Container's measure and size_allocate, which call these. Each child's natural
/// size is GTK's own measurement of it, given to the solver as its intrinsic size (and GTK 4
/// warns about a child allocated without being measured). The same rules as the GTK 3 layer's
/// constraint allocation (StateView+ConstraintLayout).
extension GTK4KeyedContainer {
    func attachLayout() {
        sg4_container_set_layout(OpaquePointer(widget), gtk4Measure, gtk4Allocate, Unmanaged.passUnretained(self).toOpaque())
    }

    func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        prepareLayout()
        let width = orientation == GTK_ORIENTATION_VERTICAL && forSize >= 0 ? Double(forSize) : nil
        let minimum = layout.minimumSize(forWidth: width), natural = layout.fittingSize(forWidth: width)
        let horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
        let low = Self.pixels(horizontal ? minimum.width : minimum.height)
        return (low, max(low, Self.pixels(horizontal ? natural.width : natural.height)))
    }

    /// Hidden children are neither measured nor allocated, as GTK's own containers do.
    func allocate(width: Int32, height: Int32) {
        let visible = prepareLayout()
        var frames = layout.frames(width: Double(width), height: Double(height))
        // A height-for-width child (a wrapping label) gets the height of the width it was
        // given, then the system is solved once more.
        var remeasured = false
        for child in visible {
            guard let frame = frames[child.key], solvedWidths[child.key] != frame.width else { continue }
            solvedWidths[child.key] = frame.width
            remeasured = measure(child) || remeasured
        }
        if remeasured { frames = layout.frames(width: Double(width), height: Double(height)) }
        for child in visible {
            guard let frame = frames[child.key] else { continue }
            // Edges rounded, not sizes: neighbours meet without a pixel's gap or overlap.
            let x = Self.pixels(frame.x), y = Self.pixels(frame.y)
            var allocation = GtkAllocation(
                x: x, y: y, width: Self.pixels(frame.x + frame.width) &- x, height: Self.pixels(frame.y + frame.height) &- y)
            gtk_widget_size_allocate(child.widget, &allocation, -1)
        }
    }

    /// The text direction and every visible child's natural size, given to the solver (which
    /// skips what did not change). Returns the visible children.
    @discardableResult
    private func prepareLayout() -> [GTK4Child] {
        layout.isRightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        let visible = children.filter { gtk_widget_should_layout($0.widget) != 0 }
        for child in visible { measure(child) }
        return visible
    }

    /// Gives the solver `child`'s natural size, its height for the width it was last given
    /// (else for its natural width). Returns whether the size changed.
    @discardableResult
    private func measure(_ child: GTK4Child) -> Bool {
        var minimumWidth: Int32 = 0, naturalWidth: Int32 = 0, minimumHeight: Int32 = 0, naturalHeight: Int32 = 0
        gtk_widget_measure(child.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
        let forWidth = solvedWidths[child.key].map { max(Self.pixels($0), minimumWidth) } ?? naturalWidth
        gtk_widget_measure(child.widget, GTK_ORIENTATION_VERTICAL, forWidth, &minimumHeight, &naturalHeight, nil, nil)
        var size = IntrinsicSize(width: Double(naturalWidth), height: Double(naturalHeight))
        size.minimumWidth = Double(minimumWidth)
        guard layout.intrinsicSize(for: child.key) != size else { return false }
        layout.setIntrinsicSize(size, for: child.key)
        return true
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
