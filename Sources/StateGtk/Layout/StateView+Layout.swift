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
/// The container's measure and allocate delegates. The view pointer is unretained: the view
/// clears the delegate before it deinitialises.
let measureDelegate: SGMeasureFunc = { _, orientation, forSize, minimum, natural, data in
    // GTK calls delegates on the main thread only; these pointers never cross threads.
    GtkThread.assumeMainActor((orientation, forSize, minimum, natural, data)) { query in
        let (orientation, forSize, minimum, natural, data) = query
        // Borrowed, not retained: views have weak references, so every retain of one takes the
        // runtime's slow path, and GTK measures each row of a list several times a frame. The
        // container's delegate is detached before its view goes.
        let size = Unmanaged<StateView>.fromOpaque(data!)._withUnsafeGuaranteedRef { view in
            view.measure(horizontal: orientation == GTK_ORIENTATION_HORIZONTAL, forSize: forSize)
        }
        minimum?.pointee = size.minimum
        natural?.pointee = size.natural
    }
}

private let allocateDelegate: SGAllocateFunc = { _, width, height, data in
    GtkThread.assumeMainActor((width, height, data)) { request in
        let (width, height, data) = request
        Unmanaged<StateView>.fromOpaque(data!)._withUnsafeGuaranteedRef { $0.allocate(width: width, height: height) }
    }
}

/// Scratch space for one stack measure or allocation.
@MainActor
struct StackBuffers {
    var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    var requests: [StackLayout.Request] = []
    var slots: [StackLayout.Slot] = []

    /// Sets not lent out now; as many as stacks were ever nested.
    static var spare: [StackBuffers] = []
    static let keptCapacity = 4096
}

/// Layout state a StateView keeps between renders.
@MainActor
final class ChildLayoutEngine {
    /// Made on first use: stacks and overlays never need a solver.
    lazy var constraints = ConstraintLayout()
    var declared: [LayoutConstraint] = []
    /// The width each child was last laid out at, to ask height-for-width children their height.
    var solvedWidths: [AnyHashable: Double] = [:]
    var frames: [AnyHashable: StateGtkCore.Frame] = [:]
    /// A stack's children in order, compact: GTK measures a list of rows several times a frame,
    /// and walking the children's own objects for this missed the cache on every row.
    var stackItems: [StackItem] = []

    /// Lends scratch buffers for one measure or allocation as locals (appending to a class's
    /// stored arrays checks exclusivity at run time on every element). They come from a pool
    /// shared by every stack, one set per nesting level (measuring a list measures its rows
    /// inside), so that a measure of a long list allocates nothing and a row keeps no buffers
    /// of its own: three fewer arrays per row to make, grow and free.
    func withStackBuffers(
        _ body: (inout [UnsafeMutablePointer<GtkWidget>], inout [StackLayout.Request], inout [StackLayout.Slot]) -> Void
    ) {
        var buffers = StackBuffers.spare.popLast() ?? StackBuffers()
        body(&buffers.widgets, &buffers.requests, &buffers.slots)
        // A huge list's buffers are not kept for ever: making them again costs little beside
        // measuring that many children.
        if buffers.widgets.capacity <= StackBuffers.keptCapacity { StackBuffers.spare.append(buffers) }
    }

    /// Whether the view was reported for too many children laid out by constraints: once per
    /// view, though the count in the message changes as children come and go.
    var hasReportedLargeSystem = false

    /// Diagnostics already logged: every render re-evaluates the closures, but a mistake is
    /// reported once, not once per render.
    private var reported: Set<String> = []

    func report(_ message: String) {
        guard reported.insert(message).inserted else { return }
        stateGtkLog.error("\(message)")
    }
}

extension StateView {
    func installLayoutDelegate() {
        layoutEngine = ChildLayoutEngine()
        sg_container_set_layout(container, measureDelegate, allocateDelegate, Unmanaged.passUnretained(self).toOpaque())
        declareSizeDependence()
    }

    func layoutDidChange() {
        declareSizeDependence()
        gtk_widget_queue_resize(widget)
    }

    /// Of the arrangements, only constraints can make a height depend on the width by
    /// themselves: a stack of labels and buttons has a constant size, like a GtkBox of them.
    private func declareSizeDependence() {
        sg_container_set_sizes_follow_children(container, arrangement == .constraints ? 0 : 1)
    }

    /// Re-evaluates the `make` closures after a render and hands the solver only what changed.
    /// `previous`: the elements of the render before, one per child then; `childrenChanged`: the
    /// render added, removed or moved children.
    func updateLayout(for elements: [ShadowViewElement], previous: [ShadowViewElement], childrenChanged: Bool) {
        guard let engine = layoutEngine else { return }
        var declared: [LayoutConstraint] = []
        if arrangement == .constraints {
            var siblings: [ObjectIdentifier: AnyHashable] = [:]
            for element in elements {
                siblings[ObjectIdentifier(element)] = element.key
                if let widget = element.payload as? Widget { siblings[ObjectIdentifier(widget)] = element.key }
            }
            // Reconciliation has run: children placed by type are reachable as views too.
            for child in children { if let view = child.view { siblings[ObjectIdentifier(view)] = child.identity.key } }
            for element in elements {
                let maker = ConstraintMaker()
                if let closure = element.constraints {
                    closure(maker)
                } else {
                    // No closure: the child fills the view, which also gives the view the
                    // child's natural size (a lone label in a row, say).
                    maker.edges.equalTo(self, file: element.location.file, line: element.location.line)
                }
                let itemObject = (element.payload as? Widget).map(ObjectIdentifier.init)
                let resolved = ConstraintResolution.resolve(
                    maker.collectedConstraints(), item: element.key, itemObject: itemObject,
                    parent: ObjectIdentifier(self), parentName: "\(Self.self)", siblings: siblings)
                declared += resolved.constraints
                for diagnostic in resolved.diagnostics { engine.report("\(diagnostic)") }
            }
        }
        // What, besides constraints, changes a layout: expansion and per-child priorities. An
        // element laid out last time (kept by `placeEach`) has the same modifiers: they are set
        // while the render that placed it runs, never after.
        var flagsChanged = previous.count != elements.count
        if !flagsChanged {
            for index in elements.indices
            where elements[index] !== previous[index] && !(elements[index].layout == previous[index].layout) {
                flagsChanged = true
                break
            }
        }
        if flagsChanged || childrenChanged { refreshStackItems() }
        // Keys come and go for the life of a view: a child that left takes its width along.
        if engine.solvedWidths.count > elements.count {
            let keys = Set(elements.map(\.key))
            engine.solvedWidths = engine.solvedWidths.filter { keys.contains($0.key) }
        }
        guard flagsChanged || declared != engine.declared else { return }
        engine.declared = declared
        if arrangement == .constraints {
            let conflicts = engine.constraints.update(children: elements.map(\.key), constraints: declared)
            for conflict in conflicts { engine.report("\(Self.self): \(conflict)") }
        }
        gtk_widget_queue_resize(widget)
    }

    /// Why each child is where it is, for debugging layouts.
    public var layoutDescription: String {
        guard let engine = layoutEngine else { return "" }
        switch arrangement {
        case .constraints:
            return children.map { engine.constraints.layoutDescription(for: $0.identity.key, frame: engine.frames[$0.identity.key]) }
                .joined(separator: "\n")
        case .stack(let axis, let spacing):
            return "stack (\(axis), spacing \(spacing)) of \(children.count) children"
        case .grid(let columns, _, _):
            return "grid of \(columns) columns, \(children.count) children"
        case .overlay:
            return "overlay of \(children.count) children"
        }
    }

    // MARK: Measuring and allocating

    fileprivate func measure(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        if case .stack(let axis, let spacing) = arrangement, let engine = layoutEngine {
            return measureStack(engine, axis: axis, spacing: spacing, horizontal: horizontal, forSize: forSize)
        }
        let visible = children.filter { ChildMeasurement.isVisible($0.widget) }
        switch arrangement {
        case .overlay:
            var result: (minimum: Int32, natural: Int32) = (0, 0)
            for child in visible {
                let size = horizontal ? ChildMeasurement.width(child.widget, forHeight: forSize) : ChildMeasurement.height(child.widget, forWidth: forSize)
                result = (max(result.minimum, size.minimum), max(result.natural, size.natural))
            }
            return result
        case .stack:
            return (0, 0)  // measured above
        case .grid(let columns, let rowSpacing, let columnSpacing):
            let cells = GridLayout.cells(spans: visible.map { $0.element.span }, columns: columns)
            if horizontal {
                // Equal columns: as wide as the widest child needs per column it spans.
                var minimum = 0.0, natural = 0.0
                for (child, cell) in zip(visible, cells) {
                    let size = ChildMeasurement.width(child.widget)
                    let gaps = columnSpacing * Double(cell.columns - 1)
                    minimum = max(minimum, (Double(size.minimum) - gaps) / Double(cell.columns))
                    natural = max(natural, (Double(size.natural) - gaps) / Double(cell.columns))
                }
                let gaps = columnSpacing * Double(max(columns, 1) - 1)
                return (Int32((minimum * Double(columns) + gaps).rounded(.up)), Int32((natural * Double(columns) + gaps).rounded(.up)))
            }
            let heights = gridHeights(visible, cells, columns: columns, columnSpacing: columnSpacing, width: forSize)
            let rows = GridLayout.rowHeights(cells: cells, heights: heights, spacing: rowSpacing)
            let total = rows.reduce(0, +) + rowSpacing * Double(max(rows.count - 1, 0))
            return (Int32(total.rounded(.up)), Int32(total.rounded(.up)))
        case .constraints:
            return measureConstraints(horizontal: horizontal, forSize: forSize)
        }
    }

    fileprivate func allocate(width: Int32, height: Int32) {
        if case .stack(let axis, let spacing) = arrangement, let engine = layoutEngine {
            allocateStack(engine, axis: axis, spacing: spacing, width: width, height: height)
            return
        }
        let visible = children.filter { ChildMeasurement.isVisible($0.widget) }
        switch arrangement {
        case .overlay:
            for child in visible {
                _ = ChildMeasurement.height(child.widget, forWidth: width)
                sg_container_allocate_child(container, child.widget, 0, 0, width, height)
            }
        case .stack:
            break  // allocated above
        case .grid(let columns, let rowSpacing, let columnSpacing):
            let cells = GridLayout.cells(spans: visible.map { $0.element.span }, columns: columns)
            let heights = gridHeights(visible, cells, columns: columns, columnSpacing: columnSpacing, width: width)
            let frames = GridLayout.frames(
                cells: cells, rowHeights: GridLayout.rowHeights(cells: cells, heights: heights, spacing: rowSpacing),
                columnWidth: GridLayout.columnWidth(width: Double(width), columns: columns, spacing: columnSpacing),
                rowSpacing: rowSpacing, columnSpacing: columnSpacing)
            // Columns run from the leading edge: right to left in right-to-left text.
            let isRightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
            for (child, frame) in zip(visible, frames) {
                let left = isRightToLeft ? Double(width) - frame.x - frame.width : frame.x
                let x = Int32(left.rounded()), y = Int32(frame.y.rounded())
                sg_container_allocate_child(
                    container, child.widget, x, y, Int32((left + frame.width).rounded()) - x, Int32((frame.y + frame.height).rounded()) - y)
            }
        case .constraints:
            allocateConstraints(visible, width: width, height: height)
        }
    }

    /// Each grid child's natural height at the width its cells give it (-1: natural width).
    private func gridHeights(_ visible: [MountedChild], _ cells: [GridLayout.Cell], columns: Int, columnSpacing: Double, width: Int32) -> [Double] {
        let column = width >= 0 ? GridLayout.columnWidth(width: Double(width), columns: columns, spacing: columnSpacing) : -1
        return zip(visible, cells).map { child, cell in
            let cellWidth = column >= 0 ? Int32((column * Double(cell.columns) + columnSpacing * Double(cell.columns - 1)).rounded()) : -1
            return Double(ChildMeasurement.height(child.widget, forWidth: cellWidth).natural)
        }
    }
}
