import CGtk
import CStateGtk
import StateGtkCore

/// The realised rows of a `ListView`: a StateView whose render places one row per item in the
/// list's window, so that rows are reconciled (kept by key, created, removed and released) like
/// any children. The list positions them: the rows' offsets come from its height index.
@MainActor
final class ListViewRows: StateView {
    weak var list: ListView?

    override func render() { list?.describeRows(on: self) }

    // A render the scheduler ran (the window moved during an allocation).
    override func viewDidUpdate() { list?.rowsDidRender() }
}
