import Foundation
import StateGtkCore

/// One container of `count` chained children laid out as a StateView does, without GTK: the
/// render's constraints (each child 40 × 20, its left 8 after the previous one's right, its top
/// at the container's), the children's natural sizes, then the measuring and solving GTK asks for.
/// Returns the wall-clock milliseconds and the solver's work (`CHAIN_PHASES=1` prints each step's).
func chainedLayout(_ count: Int) -> (milliseconds: Double, work: TableauWork) {
    let location = SourceLocation(file: "ChainedLayout.swift", line: 1)
    let keys = (0..<count).map { AnyHashable($0) }
    var constraints: [LayoutConstraint] = []
    for index in 0..<count {
        let item = keys[index]
        constraints.append(LayoutConstraint(item: item, attribute: .width, relation: .equal, target: .none, targetAttribute: nil, constant: 40, location: location))
        constraints.append(LayoutConstraint(item: item, attribute: .height, relation: .equal, target: .none, targetAttribute: nil, constant: 20, location: location))
        if index == 0 {
            constraints.append(LayoutConstraint(item: item, attribute: .left, relation: .equal, target: .parent, targetAttribute: .left, location: location))
        } else {
            constraints.append(LayoutConstraint(item: item, attribute: .left, relation: .equal, target: .sibling(keys[index - 1]), targetAttribute: .right, constant: 8, location: location))
        }
        constraints.append(LayoutConstraint(item: item, attribute: .top, relation: .equal, target: .parent, targetAttribute: .top, location: location))
    }
    let start = DispatchTime.now().uptimeNanoseconds
    let layout = ConstraintLayout()
    lastWork = layout.solverWork
    layout.update(children: keys, constraints: constraints)
    phase("update", layout)
    for key in keys {
        var size = IntrinsicSize(width: 8, height: 17, hugging: (LayoutPriority(251), LayoutPriority(251)))
        size.minimumWidth = 8
        layout.setIntrinsicSize(size, for: key)
    }
    phase("natural sizes", layout)
    let natural = layout.fittingSize()
    phase("fitting", layout)
    _ = layout.minimumSize()
    phase("minimum", layout)
    _ = layout.fittingSize(forWidth: natural.width)
    let frames = layout.frames(width: max(800, natural.width), height: 600)
    phase("frames", layout)
    precondition(frames[keys[count - 1]]?.x == Double((count - 1) * 48), "chain misplaced")
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, layout.solverWork)
}

private nonisolated(unsafe) var lastWork = TableauWork()
private func phase(_ name: String, _ layout: ConstraintLayout) {
    guard ProcessInfo.processInfo.environment["CHAIN_PHASES"] != nil else { return }
    let work = layout.solverWork
    print("  \(name): \(work.pivots - lastWork.pivots) pivots, \(work.cellsWritten - lastWork.cellsWritten) cells, \(work.rowsVisited - lastWork.rowsVisited) rows visited")
    lastWork = work
}
