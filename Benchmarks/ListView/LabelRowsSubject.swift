// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
/// The floor of any list whose rows are widgets, written by hand in GTK: one GtkLabel for each
/// row that can show in the viewport, in a GtkLayout (GTK 3's scrollable canvas of child widgets;
/// on GTK 4, which removed it, a GtkFixed in the viewport GtkScrolledWindow puts around it) as
/// tall as all the rows, in a GtkScrolledWindow. The labels are recycled by hand: row `i`
/// is always label `i % labels.count`, so a scroll gives new text and a new place only to the
/// labels whose row changed (a jump to the end: every label; a page: all but one), and an update
/// sets one label's text. No view, no description of rows, no reconciliation: what is left is
/// what GTK itself charges for a widget per row (set the text, move, measure, allocate, paint).
@MainActor
final class LabelRowsSubject: AdjustmentScrolledSubject {
    nonisolated static let subjectName = "GtkLabel rows"
    let name = subjectName
    let host = SubjectWindow(title: subjectName)
    private var scrolled: WidgetPointer?
    private var layout: WidgetPointer?
    private var labels: [WidgetPointer] = []
    /// The row each label shows (-1: none, hidden).
    private var shownRows: [Int] = []
    private var items: [BenchItem] = []

    /// As many labels as rows can intersect the viewport: a full page and one cut at each edge.
    private var labelCount: Int { Int((Double(SubjectWindow.height) / Double(rowHeight)).rounded(.up)) + 1 }

    #if GTK3
    var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrollable_get_vadjustment(OpaquePointer(layout!)) }
    #else
    var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled!)) }
    #endif

    func open(_ items: [BenchItem]) {
        self.items = items
        #if GTK3
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(gcast(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        let layout = gtk_layout_new(nil, nil)!
        gtk_container_add(gcast(scrolled), layout)
        gtk_widget_show(layout)
        #else
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        let layout = gtk_fixed_new()!
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), layout)  // in a GtkViewport
        #endif
        self.scrolled = scrolled
        self.layout = layout
        labels = (0..<labelCount).map { _ in
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(labelPointer(label), 0)
            gtk_widget_set_size_request(label, SubjectWindow.width, rowHeight)
            #if GTK3
            gtk_layout_put(gcast(layout), label, 0, 0)
            #else
            gtk_fixed_put(gcast(layout), label, 0, 0)
            #endif
            return label
        }
        shownRows = Array(repeating: -1, count: labels.count)
        let changed: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated { Unmanaged<LabelRowsSubject>.fromOpaque(data!).takeUnretainedValue().showRows() }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(adjustment), "value-changed", unsafeBitCast(changed, to: GCallback.self),
                              Unmanaged.passUnretained(self).toOpaque(), nil, G_CONNECT_AFTER)
        setHeight()
        showRows()
        host.setContent(scrolled)
    }

    private func setHeight() {
        let height = guint(items.count) * guint(rowHeight)
        #if GTK3
        gtk_layout_set_size(gcast(layout!), guint(SubjectWindow.width), height)
        #endif
        // As tall as its rows, as GtkTreeView asks to be: a GtkLayout asks for no height, so its
        // scrolled window would guess at every relayout that no scroll bar shows, and when the
        // adjustment contradicts the guess it lays itself out again and redraws the viewport.
        gtk_widget_set_size_request(layout!, -1, Int32(clamping: height))
    }

    /// Gives each label the row it shows at the current offset: only labels whose row changed get
    /// new text and a new place.
    private func showRows() {
        let first = Int(gtk_adjustment_get_value(adjustment)) / Int(rowHeight)
        for row in first..<(first + labels.count) {
            let slot = row % labels.count
            guard shownRows[slot] != row else { continue }
            let label = labels[slot]
            guard row < items.count else {
                if shownRows[slot] >= 0 { gtk_widget_hide(label) }
                shownRows[slot] = -1
                continue
            }
            if shownRows[slot] < 0 { gtk_widget_show(label) }
            shownRows[slot] = row
            gtk_label_set_text(labelPointer(label), items[row].text)
            #if GTK3
            gtk_layout_move(gcast(layout!), label, 0, Int32(row) * rowHeight)
            #else
            gtk_fixed_move(gcast(layout!), label, 0, Double(row) * Double(rowHeight))
            #endif
        }
    }

    /// Every label shown gets its row's text again (the rows moved under them).
    private func retextRows() {
        for (slot, row) in shownRows.enumerated() where row >= 0 {
            if row < items.count {
                gtk_label_set_text(labelPointer(labels[slot]), items[row].text)
            } else {
                gtk_widget_hide(labels[slot])
                shownRows[slot] = -1
            }
        }
        showRows()
    }

    func update(_ items: [BenchItem], changedAt index: Int) {
        self.items = items
        let slot = index % labels.count
        guard shownRows[slot] == index else { return }
        gtk_label_set_text(labelPointer(labels[slot]), items[index].text)
    }

    func insertAtTop(_ items: [BenchItem]) {
        self.items = items
        setHeight()
        retextRows()
    }

    func replaceAll(_ items: [BenchItem]) {
        self.items = items
        setHeight()
        retextRows()
    }

    func close() {
        host.setContent(nil)
        scrolled = nil
        layout = nil
        labels = []
        shownRows = []
        items = []
    }

    var liveRowWidgets: Int { labels.count }

    var firstVisibleText: String? {
        guard layout != nil else { return nil }
        let row = Int(gtk_adjustment_get_value(adjustment)) / Int(rowHeight)
        let slot = row % labels.count
        guard shownRows[slot] == row, let text = gtk_label_get_text(labelPointer(labels[slot])) else { return nil }
        return String(cString: text)
    }
}
