#if GTK3
import StateGtk
/// The rows' constraint systems without GTK: the same closures resolved and solved through
/// StateGtkCore's public API, with the natural sizes GTK reported, measured and laid out the
/// way a StateView in a vertical stack is (natural width, height for the list's width, frames).
@MainActor
enum SolverOnly {
    private final class Item: ConstraintItem {}

    /// Returns the main thread's CPU time for all rows, and the last row's height.
    static func run(rows: Int, width: Double, naturals: [IntrinsicSize]) -> (nanoseconds: UInt64, rowHeight: Double) {
        let start = threadCPU()
        var height = 0.0
        for _ in 0..<rows {
            let row = Item(), children = RowConstraints.keys.map { _ in Item() }
            let items = RowItems(row: row, avatar: children[0], title: children[1], subtitle: children[2], badge: children[3], button: children[4])
            var siblings: [ObjectIdentifier: AnyHashable] = [:]
            for (index, child) in children.enumerated() { siblings[ObjectIdentifier(child)] = RowConstraints.keys[index] }
            var constraints: [LayoutConstraint] = []
            for (index, closure) in RowConstraints.closures(items).enumerated() {
                let maker = ConstraintMaker()
                closure(maker)
                constraints += ConstraintResolution.resolve(
                    maker.collectedConstraints(), item: RowConstraints.keys[index], itemObject: ObjectIdentifier(children[index]),
                    parent: ObjectIdentifier(row), parentName: "Row", siblings: siblings).constraints
            }
            precondition(constraints.count == RowConstraints.count)
            let layout = ConstraintLayout()
            layout.update(children: RowConstraints.keys, constraints: constraints)
            for (index, key) in RowConstraints.keys.enumerated() { layout.setIntrinsicSize(naturals[index], for: key) }
            _ = layout.fittingSize()
            height = layout.fittingSize(forWidth: width).height
            _ = layout.frames(width: width, height: height)
        }
        return (threadCPU() - start, height)
    }
}
#endif
