// toolkit: both
/// What a timed operation does to the list, independent of the implementation. Every
/// implementation applies it its own way; `ListModel.applying` says what must result.
enum ListAction {
    /// Fill the (empty) list.
    case create([RowData])
    /// Replace every row by new rows with new ids.
    case replaceAll([RowData])
    /// Append `suffix` to the label of every `stride`-th row, starting with the first.
    case updateEvery(stride: Int, suffix: String)
    /// Mark the row at `index` selected (and clear the previous selection).
    case select(index: Int)
    /// Exchange the rows at two indices.
    case swap(Int, Int)
    /// Remove the row at `index`.
    case remove(index: Int)
    /// Add rows at the end.
    case append([RowData])
    /// Remove every row.
    case clear
    /// Move the last row to the top.
    case moveLastToFirst
    /// Reverse the order of all rows.
    case reverse
    /// Nothing changes. StateGtk re-renders the list anyway (`setNeedsRender()`); the GTK
    /// baselines have nothing to do, so only the frame is measured.
    case rerender
}

/// The rows and the selection that an implementation must show: the reference the
/// correctness checks compare GTK's widget tree with.
struct ListModel {
    var rows: [RowData] = []
    var selectedID: Int?

    func applying(_ action: ListAction) -> ListModel {
        var result = self
        switch action {
        case .create(let new), .replaceAll(let new):
            result.rows = new
        case .updateEvery(let stride, let suffix):
            for index in Swift.stride(from: 0, to: result.rows.count, by: stride) { result.rows[index].label += suffix }
        case .select(let index):
            result.selectedID = rows[index].id
        case .swap(let first, let second):
            result.rows.swapAt(first, second)
        case .remove(let index):
            result.rows.remove(at: index)
        case .append(let new):
            result.rows += new
        case .clear:
            result.rows = []
        case .moveLastToFirst:
            if let last = result.rows.popLast() { result.rows.insert(last, at: 0) }
        case .reverse:
            result.rows.reverse()
        case .rerender:
            break
        }
        return result
    }
}
