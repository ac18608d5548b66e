// toolkit: both
/// Hand-written GTK, the straightforward way: every row is added to (and removed from) the
/// on-screen box one by one, with gtk_box_pack_start and gtk_widget_destroy. Everything is
/// `GtkBaselineList`'s live-box code.
@MainActor
final class NaiveGtkList: GtkBaselineList {
    init() { super.init(name: "GTK naive") }
}
