// toolkit: both
import StateGtkCore
/// The drop target a parent gave a list.
@MainActor
final class ListDrop {
    let types: [DragType]
    let action: Callback<DragData>

    init(types: [DragType], action: Callback<DragData>) {
        self.types = types
        self.action = action
    }
}
