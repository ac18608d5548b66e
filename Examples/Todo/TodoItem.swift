// toolkit: both
import StateGtk
// snippet: todo-model
/// One thing to do. Equatable, so that `placeEach` skips the rows whose item did not change.
struct TodoItem: Equatable {
    let id: Int
    var title: String
    var isDone = false
}

/// Which items the list shows; the raw value is the filter's index in its drop-down.
enum TodoFilter: Int {
    case all, active, done

    func admits(_ item: TodoItem) -> Bool {
        switch self {
        case .all: true
        case .active: !item.isDone
        case .done: item.isDone
        }
    }
}

/// What the list passes each row, and what the window passes the list.
enum TodoProps {
    static let item = PropKey<TodoItem>("item")
    static let items = PropKey<[TodoItem]>("items")
    static let onToggle = PropKey<(Int) -> Void>("onToggle")
    static let onRemove = PropKey<(Int) -> Void>("onRemove")
}
// end snippet
