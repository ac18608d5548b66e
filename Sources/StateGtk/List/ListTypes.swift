// toolkit: both
import StateGtkCore
/// How tall a list view's rows are.
///
/// ```swift
/// .rowHeight(.fixed(32))        // every row 32 px: nothing is measured
/// .rowHeight(.estimated(72))    // rows on screen are measured, the others count as 72 px
/// ```
public enum ListRowHeight: Equatable, Sendable {
    /// Every row has this height (like `UITableView.rowHeight`); rows are not measured, not even
    /// for their width: the list has no width of its own and takes the width its parent gives
    /// it (place it with constraints or in an expanding stack row).
    case fixed(Double)
    /// Rows take their natural height; rows not yet on screen count as this height
    /// (like `UITableView.estimatedRowHeight`).
    case estimated(Double)

    /// Whether rows on screen are measured (and so the list is as wide as they are).
    var measuresRows: Bool {
        if case .estimated = self { return true }
        return false
    }

    var points: Double {
        switch self {
        case .fixed(let height), .estimated(let height): height
        }
    }
}

/// Where `ListView.scrollTo(key:at:)` puts the row, like `UITableView.ScrollPosition`.
public enum ListScrollPosition: Sendable {
    /// The least scrolling that shows the whole row.
    case nearest
    /// The row's top at the viewport's top.
    case top
    /// The row's middle at the viewport's middle.
    case middle
    /// The row's bottom at the viewport's bottom.
    case bottom
}

/// The props a `ListView` reads; set them through the element modifiers (`.items(…)`, …).
enum ListViewProps {
    static let model = PropKey<ListModelBox>("ListView.items")
    static let rowHeight = PropKey<ListRowHeight>("ListView.rowHeight")
    static let selection = PropKey<ListSelection>("ListView.selection")
    static let onActivate = PropKey<ListKeyAction>("ListView.onActivate")
    static let onEndReached = PropKey<Callback<Void>>("ListView.onEndReached")
    static let isLoading = PropKey<Bool>("ListView.isLoading")
    static let activatesOnSingleClick = PropKey<Bool>("ListView.activatesOnSingleClick")
    static let typeAhead = PropKey<ListTypeAhead>("ListView.typeAhead")
    static let scrollReset = PropKey<AnyHashable>("ListView.scrollReset")
    static let endThreshold = PropKey<Int>("ListView.endThreshold")
    static let overscan = PropKey<Int>("ListView.overscan")
    static let accessibleName = PropKey<String>("ListView.accessibleName")
    static let scrollsHorizontally = PropKey<Bool>("ListView.scrollsHorizontally")
    /// For views built on a list (a table's header follows its rows).
    static let didAllocate = PropKey<ListAllocationObserver>("ListView.didAllocate")
    static let stickyHeaders = PropKey<Bool>("ListView.stickyHeaders")
    static let onMove = PropKey<Callback<ListItemMove>>("ListView.onMove")
    static let drop = PropKey<ListDrop>("ListView.drop")
}

/// The items, type-erased, as a prop.
@MainActor
final class ListModelBox {
    let model: any ListModel
    init(_ model: any ListModel) { self.model = model }
}

/// The selection the parent passed, with the callback it reports changes to.
@MainActor
final class ListSelection {
    /// `.none`, `.single` or `.multiple`: a list view's single selection already follows the
    /// cursor, as GTK's `.browse` does, so `.browse` is `.single`.
    let mode: SelectionMode
    let keys: Set<FastKey>
    let report: ([AnyHashable]) -> Void

    init(mode: SelectionMode, keys: Set<FastKey>, report: @escaping ([AnyHashable]) -> Void) {
        self.mode = mode == .browse ? .single : mode
        self.keys = keys
        self.report = report
    }

    static let none = ListSelection(mode: .none, keys: [], report: { _ in })
}

/// Told after each allocation of a list, with the list.
@MainActor
final class ListAllocationObserver {
    let run: (ListView) -> Void
    init(_ run: @escaping (ListView) -> Void) { self.run = run }
}

/// A callback that receives an item's key.
@MainActor
final class ListKeyAction {
    let run: (AnyHashable) -> Void
    init(_ run: @escaping (AnyHashable) -> Void) { self.run = run }
}

extension FastKey {
    /// The key as the parent gave it (its Int, String or boxed value).
    var anyKey: AnyHashable {
        switch self {
        case .int(let key): AnyHashable(key)
        case .string(let key): AnyHashable(key)
        case .other(let key): key.base
        }
    }
}
