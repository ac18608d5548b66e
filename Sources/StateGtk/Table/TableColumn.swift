// toolkit: both
/// A column of a `TableView`: its key (which cells name), the header's title, its width, and
/// whether the user may sort by it and resize it.
///
/// ```swift
/// .columns([
///     TableColumn("name", title: "Name", width: 220),
///     TableColumn("size", title: "Size", width: 90, alignment: .trailing),
///     TableColumn("kind", title: "Kind", isSortable: false),
/// ])
/// ```
public struct TableColumn: Equatable, Sendable {
    /// Where a column's header title and text cells sit across the column.
    public enum Alignment: Equatable, Sendable {
        /// At the start (the left, in a left-to-right language).
        case leading
        /// In the middle.
        case center
        /// At the end, for numbers.
        case trailing
    }

    /// The column's key: cells are placed in the column by it.
    public var key: String
    /// The header's text.
    public var title: String
    /// The width the column starts with; the user's resizing replaces it.
    public var width: Double
    /// The narrowest the user can make the column.
    public var minimumWidth: Double
    /// Whether a click on the header asks the app to sort by the column.
    public var isSortable: Bool
    /// Whether dragging the header's right edge resizes the column.
    public var isResizable: Bool
    /// Where the title and text cells sit.
    public var alignment: Alignment

    /// A column keyed `key` whose header says `title`.
    public init(
        _ key: String, title: String, width: Double = 120, minimumWidth: Double = 32, isSortable: Bool = true,
        isResizable: Bool = true, alignment: Alignment = .leading
    ) {
        self.key = key
        self.title = title
        self.width = width
        self.minimumWidth = minimumWidth
        self.isSortable = isSortable
        self.isResizable = isResizable
        self.alignment = alignment
    }

    var fraction: Float {
        switch alignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}
