// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
import StateGtkCore
/// The `.constraints` arrangement: children's natural sizes from GTK into the view's solver,
/// and the solved frames back to GTK.
extension StateView {
    /// Natural size: what the constraints and the children's natural sizes imply. Minimum width:
    /// what the required constraints alone allow, so that a window can still get narrower (a
    /// wrapping label's natural width is its text on one line). Minimum height, for a width: the
    /// natural height at that width, as a wrapping GtkLabel reports it, since shorter would clip
    /// the content (and GtkViewport sizes its child by its minimum height).
    func measureConstraints(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        guard let engine = layoutEngine else { return (0, 0) }
        refreshIntrinsicSizes()
        let width = !horizontal && forSize >= 0 ? Double(forSize) : nil
        if let width {
            // Height for a width: the children's widths at this width decide the heights of
            // those that wrap, so solve at it first and measure them there.
            let guess = engine.constraints.fittingSize(forWidth: width)
            let frames = engine.constraints.frames(width: width, height: guess.height)
            for child in children where ChildMeasurement.isVisible(child.widget) {
                guard let frame = frames[child.identity.key], engine.solvedWidths[child.identity.key] != frame.width else { continue }
                engine.solvedWidths[child.identity.key] = frame.width
                refreshIntrinsicSize(of: child)
            }
        }
        let natural = engine.constraints.fittingSize(forWidth: width)
        guard horizontal else {
            let height = pixels(natural.height.rounded(.up))
            return (height, height)
        }
        let minimum = engine.constraints.minimumSize()
        let naturalWidth = pixels(natural.width.rounded(.up))
        return (min(pixels(minimum.width.rounded(.up)), naturalWidth), naturalWidth)
    }

    func allocateConstraints(_ visible: [MountedChild], width: Int32, height: Int32) {
        guard let engine = layoutEngine else { return }
        refreshIntrinsicSizes()
        var frames = engine.constraints.frames(width: Double(width), height: Double(height))
        // Height-for-width children (wrapping labels, nested views) get the height of the width
        // they were actually given, then the system is solved once more.
        var remeasured = false
        for child in visible {
            guard let frame = frames[child.identity.key] else { continue }
            if engine.solvedWidths[child.identity.key] != frame.width {
                engine.solvedWidths[child.identity.key] = frame.width
                remeasured = refreshIntrinsicSize(of: child) || remeasured
            }
        }
        if remeasured { frames = engine.constraints.frames(width: Double(width), height: Double(height)) }
        engine.frames = frames
        for child in visible {
            guard let frame = frames[child.identity.key] else { continue }
            let x = pixels(frame.x.rounded()), y = pixels(frame.y.rounded())
            sg_container_allocate_child(
                container, child.widget, x, y, pixels((frame.x + frame.width).rounded()) &- x,
                pixels((frame.y + frame.height).rounded()) &- y)
        }
    }

    /// The view's constraint system as JSON for another solver (see
    /// `ConstraintLayout.exportedSystem`); nil unless it is laid out by constraints.
    package var exportedConstraintSystem: Data? { arrangement == .constraints ? layoutEngine?.constraints.exportedSystem() : nil }

    /// Children past which one view's constraint system takes longer than a frame to solve:
    /// chained, each child's position is a sum over those before it, so the work grows with
    /// the square of the children (Docs/constraint-scale-benchmark.md). The view is reported once.
    static var largeConstraintSystem: Int { 200 }

    func refreshIntrinsicSizes() {
        if children.count > Self.largeConstraintSystem, let engine = layoutEngine, !engine.hasReportedLargeSystem {
            engine.hasReportedLargeSystem = true
            engine.report("\(Self.self) lays out \(children.count) children by constraints: a system that large takes longer than a frame to solve. Use `arrangement = .stack(…)` or a ListView for a long run of alike children.")
        }
        // Leading and trailing follow the view's text direction (GTK re-lays out when it changes).
        layoutEngine?.constraints.isRightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        for child in children where ChildMeasurement.isVisible(child.widget) { refreshIntrinsicSize(of: child) }
    }

    /// Auto Layout's defaults, in GTK terms: a widget with content (a label, a button) hugs it at
    /// 251, like UILabel; a StateView at 250, like UIView; a scrolled window or a widget that
    /// asks to expand has no size worth hugging (1), so spare space goes there first.
    static func hugging(of child: MountedChild, along axis: Axis) -> LayoutPriority {
        if let priority = child.element.hugging[axis] { return priority }
        let expands = axis == .horizontal ? gtk_widget_get_hexpand(child.widget) != 0 : gtk_widget_get_vexpand(child.widget) != 0
        let scrolls = g_type_check_instance_is_a(UnsafeMutableRawPointer(child.widget).assumingMemoryBound(to: GTypeInstance.self), gtk_scrolled_window_get_type()) != 0
        if expands || scrolls { return LayoutPriority(1) }
        return child.view == nil ? LayoutPriority(251) : .low
    }

    private static func hasNoVisibleChildren(_ view: StateView) -> Bool {
        !view.children.contains { ChildMeasurement.isVisible($0.widget) }
    }

    /// Tells the solver a child's natural size; returns whether it changed.
    @discardableResult
    func refreshIntrinsicSize(of child: MountedChild) -> Bool {
        guard let engine = layoutEngine else { return false }
        let width = ChildMeasurement.width(child.widget)
        let forWidth = engine.solvedWidths[child.identity.key].map { pixels($0.rounded()) } ?? width.natural
        let height = ChildMeasurement.height(child.widget, forWidth: forWidth)
        // A StateView with nothing inside to size it is a plain UIView to Auto Layout: no
        // intrinsic size, so no natural size held at its hugging priority to tie with (and
        // outvote) the constraints that size it. CSS padding or a minimum size still counts, and
        // so does a hugging or compression priority the parent set: it asks the view to keep
        // to its (empty) content, as an empty banner that should take no room does.
        let isEmptyView = child.view.map(Self.hasNoVisibleChildren) ?? false
        func hasNoPreference(_ natural: Int32, _ axis: Axis) -> Bool {
            isEmptyView && natural == 0 && child.element.hugging[axis] == nil && child.element.compressionResistance[axis] == nil
        }
        var size = IntrinsicSize(
            width: hasNoPreference(width.natural, .horizontal) ? nil : Double(width.natural),
            height: hasNoPreference(height.natural, .vertical) ? nil : Double(height.natural),
            hugging: (Self.hugging(of: child, along: .horizontal), Self.hugging(of: child, along: .vertical)),
            compression: (
                child.element.compressionResistance[.horizontal] ?? .high,
                child.element.compressionResistance[.vertical] ?? .high
            ))
        size.minimumWidth = Double(width.minimum)
        let before = engine.constraints.intrinsicSize(for: child.identity.key)
        engine.constraints.setIntrinsicSize(size, for: child.identity.key)
        return before != size
    }
}

/// A solved coordinate as GTK's 32-bit integer. Constraints' numbers are bounded
/// (`LayoutConstraint.largestMagnitude`), but a long chain of them still adds up, and a trap
/// here would name nothing: past a billion pixels the value is clamped, NaN is 0.
private func pixels(_ value: Double) -> Int32 {
    value.isNaN ? 0 : Int32(min(max(value, -1e9), 1e9))
}
