// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
/// The hand-written list the StateGtk list view is paired with: GTK 3's GtkTreeView, GTK 4's
/// GtkListView.
#if GTK3
let referenceName = "GtkTreeView"
#else
let referenceName = GtkListViewSubject.subjectName
#endif

/// One list implementation under test. Every operation starts from the state the previous
/// one left (see `Runner`), the same for every implementation.
@MainActor
protocol ListSubject: AnyObject {
    var name: String { get }
    var host: SubjectWindow { get }
    /// Shows `items` in a new list.
    func open(_ items: [BenchItem])
    func scrollByPage()
    func scroll(to offset: Double)
    func jumpToEnd()
    /// Shows `items`, which differ from the current ones in item `index` only.
    func update(_ items: [BenchItem], changedAt index: Int)
    /// Shows `items`, which are the current ones with one more at the top.
    func insertAtTop(_ items: [BenchItem])
    /// Shows `items`, none of which was shown before.
    func replaceAll(_ items: [BenchItem])
    func close()
    /// The GtkWidgets that stand for rows now (0 for a list that draws its rows itself; GtkListView
    /// on GTK 4: the labels its factory made and has not torn down).
    var liveRowWidgets: Int { get }
    /// The text of the first row on screen, to check that each implementation shows the same.
    var firstVisibleText: String? { get }
}

/// A hand-written GTK subject whose list scrolls by its vertical adjustment.
@MainActor
protocol AdjustmentScrolledSubject: ListSubject {
    var adjustment: UnsafeMutablePointer<GtkAdjustment> { get }
}

extension AdjustmentScrolledSubject {
    func scrollByPage() {
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment))
    }

    func scroll(to offset: Double) { gtk_adjustment_set_value(adjustment, offset) }

    func jumpToEnd() {
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
    }
}
