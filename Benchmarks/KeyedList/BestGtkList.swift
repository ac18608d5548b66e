// toolkit: both
/// Hand-written GTK, best practice: whole lists are built into a fresh box that is not on
/// screen yet (no restyle or resize per row) and swapped into the viewport at once; clearing
/// swaps in an empty box. Appending still goes one row at a time into the live box (GTK 3
/// offers nothing better); swap, move and reverse use gtk_box_reorder_child, removal one
/// gtk_widget_destroy.
@MainActor
final class BestGtkList: GtkBaselineList {
    init() { super.init(name: "GTK best") }

    override func perform(_ action: ListAction) {
        switch action {
        case .create(let data), .replaceAll(let data):
            showFreshBox(with: data)
        case .clear:
            showFreshBox(with: [])
        default:
            super.perform(action)
        }
    }
}
