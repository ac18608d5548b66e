/// Counts of the tableau's operations: deterministic measures of the solver's work, which
/// tests compare between a system and one twice its size (a time could not be asserted).
package struct TableauWork: Equatable, Sendable {
    /// Basis exchanges, primal and dual.
    package var pivots = 0
    /// Cells written by substituting a row into another row or the objective: what the
    /// solver's time is mostly spent on.
    package var cellsWritten = 0
    /// Rows looked at by passes over the whole tableau (substituting a symbol, choosing a
    /// leaving row, clearing a released symbol's column).
    package var rowsVisited = 0

    package init() {}
}
