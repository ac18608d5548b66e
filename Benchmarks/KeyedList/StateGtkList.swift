// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
/// The StateGtk implementation: the app writes the list view's state; StateGtk re-renders and
/// reconciles in an idle before the next frame.
@MainActor
final class StateGtkList: ListImplementation {
    let name = "StateGtk"
    let host = BenchWindow(title: "StateGtk")
    let list = StateGtkListView()
    var rowContainer: WidgetPointer { list.widget }
    var countsMutations: Bool { true }

    init() {
        host.setContent(list.widget)
        list.renderDeep()
    }

    private var rows: [RowData] {
        get { list.state[StateGtkListView.rows] ?? [] }
        set { list.state[StateGtkListView.rows] = newValue }
    }

    func load(_ model: ListModel) {
        list.state[StateGtkListView.selectedID] = model.selectedID
        rows = model.rows
        StateView.flushRenders()
    }

    // What an app's event handler would write; the rendering is StateGtk's.
    func perform(_ action: ListAction) {
        switch action {
        case .create(let new), .replaceAll(let new):
            rows = new
        case .updateEvery(let stride, let suffix):
            var updated = rows
            for index in Swift.stride(from: 0, to: updated.count, by: stride) { updated[index].label += suffix }
            rows = updated
        case .select(let index):
            list.state[StateGtkListView.selectedID] = rows[index].id
        case .swap(let first, let second):
            var swapped = rows
            swapped.swapAt(first, second)
            rows = swapped
        case .remove(let index):
            var remaining = rows
            remaining.remove(at: index)
            rows = remaining
        case .append(let new):
            rows = rows + new
        case .clear:
            rows = []
        case .moveLastToFirst:
            var moved = rows
            if let last = moved.popLast() { moved.insert(last, at: 0) }
            rows = moved
        case .reverse:
            rows = rows.reversed()
        case .rerender:
            list.setNeedsRender()
        }
    }
}
