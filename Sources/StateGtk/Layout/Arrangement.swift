// toolkit: both
/// How a StateView lays out what its render placed.
///
/// ```swift
/// override func viewDidInitialize() { arrangement = .stack(.vertical, spacing: 6) }
/// ```
public enum Arrangement: Equatable, Sendable {
    /// Each child by its `make` closure, solved by the container's constraint solver.
    case constraints
    /// Children one after another in placement order, each at its natural length; children
    /// placed with `.expanding()` share the spare space. For lists of rows.
    case stack(Axis, spacing: Double = 0)
    /// Children in placement order, row by row, in equal columns; a child placed with
    /// `.spanning(columns:rows:)` takes several cells. Each row is as tall as its tallest child.
    case grid(columns: Int, rowSpacing: Double = 0, columnSpacing: Double = 0)
    /// Every child fills the view, later ones on top.
    case overlay
}
