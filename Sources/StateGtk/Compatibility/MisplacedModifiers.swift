// toolkit: both
import StateGtkCore
// A table's columns given to a placement of another StateView fail to compile with a message
// naming the view that takes them, where the compiler alone would blame the `place(…)` call.
// Only modifiers without closures get such a stand-in: for one with a closure, a mistake inside
// the closure could make the compiler choose the stand-in and report it instead of the mistake.

extension Placement where Placed: StateView {
    /// Only a ``TableView`` has columns: the message names it.
    ///
    /// ```swift
    /// place(TableView.self, key: "files").columns([TableColumn("name", title: "Name")])
    /// ```
    @available(*, unavailable, message: "columns(_:) is a TableView's modifier: place(TableView.self, key:)")
    public func columns(_ columns: [TableColumn]) -> Self { self }
}
