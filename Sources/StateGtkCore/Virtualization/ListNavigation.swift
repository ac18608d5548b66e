/// A key that moves a list's cursor.
package enum ListMove: Sendable, Equatable {
    /// One row up (the Up key).
    case up
    /// One row down (the Down key).
    case down
    /// A viewport up (Page Up).
    case pageUp
    /// A viewport down (Page Down).
    case pageDown
    /// To the first row (Home).
    case home
    /// To the last row (End).
    case end
}

/// Where a list's cursor goes for a navigation key, as in GtkTreeView and UITableView with a
/// keyboard: Up and Down by one row, Page Up and Page Down by a viewport, Home and End to the
/// first and last rows.
///
/// ```swift
/// ListNavigation.target(of: .pageDown, from: 3, count: 100, rowsPerPage: 12)   // 15
/// ListNavigation.target(of: .up, from: nil, count: 100, rowsPerPage: 12)       // 0
/// ```
package enum ListNavigation {
    /// The cursor's new row, or nil when the list is empty. With no cursor yet, every key but
    /// End starts at the first row.
    package static func target(of move: ListMove, from cursor: Int?, count: Int, rowsPerPage: Int) -> Int? {
        guard count > 0 else { return nil }
        let page = max(rowsPerPage, 1)
        guard let cursor = cursor.map({ min(max($0, 0), count - 1) }) else { return move == .end ? count - 1 : 0 }
        let target: Int
        switch move {
        case .up: target = cursor - 1
        case .down: target = cursor + 1
        case .pageUp: target = cursor - page
        case .pageDown: target = cursor + page
        case .home: target = 0
        case .end: target = count - 1
        }
        return min(max(target, 0), count - 1)
    }
}

/// Decides when a list's end has come near, for loading the next page: once when the last
/// realised row comes within `threshold` rows of the end, and again only after the list grew
/// or shrank (the next page arrived), a load ended, or the user scrolled away and came back.
/// While a load runs it reports nothing, and the end stays due: when the load ends with the
/// end still in view, it reports it then.
///
/// ```swift
/// var trigger = EndReachedTrigger(threshold: 5)
/// trigger.check(lastVisibleRow: 96, count: 100)   // true
/// trigger.check(lastVisibleRow: 97, count: 100)   // false: already reported
/// trigger.check(lastVisibleRow: 97, count: 150)   // false: far from the new end
/// ```
package struct EndReachedTrigger: Sendable {
    /// How many rows before the last one count as the end.
    package var threshold: Int
    private var armed = true
    private var reportedCount = -1
    private var wasLoading = false

    /// A trigger that reports the end when the last visible row is within `threshold` rows of it.
    package init(threshold: Int) { self.threshold = threshold }

    /// Whether to report the end now. `lastVisibleRow`: the last row in the viewport (-1: none);
    /// `isLoading`: a load the app started is still running.
    package mutating func check(lastVisibleRow: Int, count: Int, isLoading: Bool = false) -> Bool {
        if count != reportedCount || (wasLoading && !isLoading) { armed = true }
        wasLoading = isLoading
        guard count > 0, lastVisibleRow >= count - 1 - threshold else {
            armed = true
            return false
        }
        guard armed, !isLoading else { return false }
        armed = false
        reportedCount = count
        return true
    }
}
