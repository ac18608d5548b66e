#if GTK3
import CGtk
/// The reference: a hand-written GtkTreeView over a GtkListStore of one text column, in fixed
/// height mode (rows are not measured), as a GTK 3 developer would write a long list.
@MainActor
final class TreeViewSubject: AdjustmentScrolledSubject {
    let name = "GtkTreeView"
    let host = SubjectWindow(title: "GtkTreeView")
    private var scrolled: WidgetPointer?
    private var tree: WidgetPointer?

    private func makeStore(_ items: [BenchItem]) -> UnsafeMutablePointer<GtkListStore> {
        var types = [G_TYPE_STRING_VALUE]
        let store = gtk_list_store_newv(1, &types)!
        var value = GValue()
        g_value_init(&value, G_TYPE_STRING_VALUE)
        var column: Int32 = 0
        var iter = GtkTreeIter()
        for item in items {
            g_value_set_string(&value, item.text)
            gtk_list_store_insert_with_valuesv(store, &iter, -1, &column, &value, 1)
        }
        g_value_unset(&value)
        return store
    }

    private var store: UnsafeMutablePointer<GtkListStore>? {
        guard let tree else { return nil }
        return gtk_tree_view_get_model(gcast(tree)).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkListStore.self) }
    }

    func open(_ items: [BenchItem]) {
        let store = makeStore(items)
        let (tree, scrolled) = Self.textTreeView(model: OpaquePointer(store))
        g_object_unref(UnsafeMutableRawPointer(store))
        host.setContent(scrolled)
        self.scrolled = scrolled
        self.tree = tree
    }

    /// A tree view of the model's text column in fixed height mode, without headers, shown in a
    /// new scrolled window.
    static func textTreeView(model: OpaquePointer, expanded: Bool = false) -> (tree: WidgetPointer, scrolled: WidgetPointer) {
        let tree = gtk_tree_view_new_with_model(model)!
        let renderer = gtk_cell_renderer_text_new()!
        gtk_cell_renderer_set_fixed_size(renderer, -1, cellHeight)
        let column = gtk_tree_view_column_new()!
        gtk_tree_view_column_pack_start(column, renderer, 1)
        gtk_tree_view_column_add_attribute(column, renderer, "text", 0)
        gtk_tree_view_column_set_sizing(column, GTK_TREE_VIEW_COLUMN_FIXED)
        gtk_tree_view_append_column(gcast(tree), column)
        gtk_tree_view_set_headers_visible(gcast(tree), 0)
        gtk_tree_view_set_fixed_height_mode(gcast(tree), 1)
        if expanded { gtk_tree_view_expand_all(gcast(tree)) }
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_container_add(gcast(scrolled), tree)
        gtk_widget_show(tree)
        return (tree, scrolled)
    }

    var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrollable_get_vadjustment(OpaquePointer(tree!)) }

    static let cellHeight: Int32 = 24

    /// The height GTK gives a row of the tree view (its cell plus the separator between rows).
    func measureRowHeight() -> Int32 {
        open(BenchItem.make(2))
        host.settle()
        var area = GdkRectangle()
        let path = gtk_tree_path_new_first()
        gtk_tree_view_get_background_area(gcast(tree!), path, nil, &area)
        gtk_tree_path_free(path)
        close()
        return area.height
    }

    func update(_ items: [BenchItem], changedAt index: Int) {
        var iter = GtkTreeIter()
        guard let store, gtk_tree_model_iter_nth_child(OpaquePointer(store), &iter, nil, Int32(index)) != 0 else { return }
        var value = GValue()
        g_value_init(&value, G_TYPE_STRING_VALUE)
        g_value_set_string(&value, items[index].text)
        gtk_list_store_set_value(store, &iter, 0, &value)
        g_value_unset(&value)
    }

    func insertAtTop(_ items: [BenchItem]) {
        guard let store else { return }
        var value = GValue()
        g_value_init(&value, G_TYPE_STRING_VALUE)
        g_value_set_string(&value, items[0].text)
        var column: Int32 = 0
        var iter = GtkTreeIter()
        gtk_list_store_insert_with_valuesv(store, &iter, 0, &column, &value, 1)
        g_value_unset(&value)
    }

    func replaceAll(_ items: [BenchItem]) {
        let store = makeStore(items)
        gtk_tree_view_set_model(gcast(tree!), OpaquePointer(store))
        g_object_unref(UnsafeMutableRawPointer(store))
    }

    func close() {
        host.setContent(nil)
        tree = nil
        scrolled = nil
    }

    var liveRowWidgets: Int { 0 }

    var firstVisibleText: String? { tree.flatMap(firstVisibleString) }
}

/// G_TYPE_STRING: a macro, which does not import (G_TYPE_MAKE_FUNDAMENTAL(16)).
let G_TYPE_STRING_VALUE = GType(16 << 2)
#endif
