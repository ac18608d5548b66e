#if GTK4 && !GTK3
import CGtk4
/// The reference on GTK 4: a hand-written `GtkListView`, GTK 4's own recycling list of widgets,
/// as GTK 4's documentation writes one. A `GtkStringList` of the items' texts (its item objects
/// made as they are appended), a `GtkNoSelection` over it, and a `GtkSignalListItemFactory` whose
/// `setup` makes a GtkLabel (left-aligned, asking for 24 px of height, like the tree view's cells
/// on GTK 3) and whose `bind` sets the label to its item's string; in a GtkScrolledWindow.
///
/// Each change is what a GTK 4 app writes for it: an update replaces the one item
/// (`gtk_string_list_splice`, the list's only way to change an item: the list view binds the new
/// item in the changed row), an insertion splices one item in at the top, and replacing all
/// items gives the selection model a new string list, as GtkTreeView's subject gives its view a
/// new store.
@MainActor
final class GtkListViewSubject: AdjustmentScrolledSubject {
    nonisolated static let subjectName = "GtkListView"
    let name = subjectName
    let host = SubjectWindow(title: subjectName)
    private var scrolled: WidgetPointer?
    private var listView: WidgetPointer?
    /// The selection model the list view shows (it owns it, and it owns the string list).
    private var selection: OpaquePointer?
    private var strings: OpaquePointer?
    /// The labels the factory made (`setup`) and has not torn down (`teardown`): the row widgets
    /// alive in every list view of this subject.
    private(set) var liveLabels = 0

    /// The height a label asks for: GTK 3's tree view cell height.
    static let labelHeight: Int32 = 24

    var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrollable_get_vadjustment(OpaquePointer(listView!)) }

    /// A string list of the items' texts.
    private func makeStrings(_ items: [BenchItem]) -> OpaquePointer {
        let list = gtk_string_list_new(nil)!
        for item in items { gtk_string_list_append(list, item.text) }
        return list
    }

    private func makeFactory() -> OpaquePointer {
        let factory = gtk_signal_list_item_factory_new()!
        let me = Unmanaged.passUnretained(self).toOpaque()
        // `void (*)(GtkSignalListItemFactory *, GtkListItem *, gpointer)`, GTK 4.8's signature.
        typealias Handler = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void
        let setup: Handler = { _, item, data in
            nonisolated(unsafe) let item = item, data = data
            MainActor.assumeIsolated {
                let label = gtk_label_new(nil)!
                gtk_label_set_xalign(OpaquePointer(label), 0)
                gtk_widget_set_size_request(label, -1, GtkListViewSubject.labelHeight)
                gtk_list_item_set_child(item, label)
                Unmanaged<GtkListViewSubject>.fromOpaque(data!).takeUnretainedValue().liveLabels += 1
            }
        }
        let bind: Handler = { _, item, _ in
            nonisolated(unsafe) let item = item
            MainActor.assumeIsolated {
                guard let label = gtk_list_item_get_child(item), let string = gtk_list_item_get_item(item) else { return }
                gtk_label_set_text(OpaquePointer(label), gtk_string_object_get_string(OpaquePointer(string)))
            }
        }
        let teardown: Handler = { _, _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated { Unmanaged<GtkListViewSubject>.fromOpaque(data!).takeUnretainedValue().liveLabels -= 1 }
        }
        for (signal, handler) in [("setup", setup), ("bind", bind), ("teardown", teardown)] {
            g_signal_connect_data(UnsafeMutableRawPointer(factory), signal, unsafeBitCast(handler, to: GCallback.self), me, nil, GConnectFlags(0))
        }
        return factory
    }

    func open(_ items: [BenchItem]) {
        let strings = makeStrings(items)
        let selection = gtk_no_selection_new(strings)!  // takes the string list
        let listView = gtk_list_view_new(selection, makeFactory())!  // takes both
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), listView)
        host.setContent(scrolled)
        self.scrolled = scrolled
        self.listView = listView
        self.selection = selection
        self.strings = strings
    }

    func update(_ items: [BenchItem], changedAt index: Int) {
        items[index].text.withCString { text in
            var additions: [UnsafePointer<CChar>?] = [text, nil]
            gtk_string_list_splice(strings, guint(index), 1, &additions)
        }
    }

    func insertAtTop(_ items: [BenchItem]) {
        items[0].text.withCString { text in
            var additions: [UnsafePointer<CChar>?] = [text, nil]
            gtk_string_list_splice(strings, 0, 0, &additions)
        }
    }

    func replaceAll(_ items: [BenchItem]) {
        let strings = makeStrings(items)
        gtk_no_selection_set_model(selection, strings)  // takes a reference
        g_object_unref(UnsafeMutableRawPointer(strings))
        self.strings = strings
    }

    func close() {
        host.setContent(nil)
        scrolled = nil
        listView = nil
        selection = nil
        strings = nil
    }

    var liveRowWidgets: Int { liveLabels }

    /// The label of the row at the top of the viewport: the list view's row widget whose bounds
    /// hold its first line of pixels.
    var firstVisibleText: String? {
        guard let listView else { return nil }
        var row = gtk_widget_get_first_child(listView)
        while let current = row {
            row = gtk_widget_get_next_sibling(current)
            var bounds = graphene_rect_t()
            guard gtk_widget_get_mapped(current) != 0, gtk_widget_compute_bounds(current, listView, &bounds) != 0,
                  bounds.origin.y <= 0.5, bounds.origin.y + bounds.size.height > 0.5,
                  let label = gtk_widget_get_first_child(current), let text = gtk_label_get_text(OpaquePointer(label)) else { continue }
            return String(cString: text)
        }
        return nil
    }

    /// The height GtkListView gives a row of one label that asks for `labelHeight`, with GTK's
    /// own style for list rows; the StateGtk list's rows get the same.
    func measureRowHeight() -> Int32 {
        open(BenchItem.make(2))
        host.settle()
        defer {
            close()
            host.settle()
        }
        guard let listView, let row = gtk_widget_get_first_child(listView) else { return Self.labelHeight }
        // The row's border box: GTK 4's gtk_widget_get_height leaves out its CSS padding.
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row, listView, &bounds) != 0 else { return Self.labelHeight }
        return Int32(bounds.size.height.rounded())
    }
}
#endif
