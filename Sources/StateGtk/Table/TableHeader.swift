// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
/// A table's column headers: GtkTreeView's own, from a tree view that has columns and an empty
/// model (without a model GTK 3 draws no headers), so that they look, sort and resize exactly as
/// GtkTreeView's do (the theme's header buttons,
/// the sort arrow, the resize grip and cursor at the right edge, keyboard focus) and are a
/// table's column headers to assistive technologies. It sits in a scrolled window without
/// scroll bars that the table scrolls sideways with its rows.
@MainActor
final class TableHeader {
    /// The GtkScrolledWindow the table places; its child is `tree`.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let reference: GObjectReference
    let tree: UnsafeMutablePointer<GtkWidget>
    private var treeView: UnsafeMutablePointer<GtkTreeView> { gcast(tree) }
    /// The columns shown, by key, in order.
    private(set) var keys: [String] = []
    private var columns: [String: GtkTreeViewColumnPointer] = [:]
    private var clicked: [SignalConnection<@MainActor () -> Void>] = []
    private var resized: [SignalConnection<@MainActor () -> Void>] = []
    /// What `update` last showed.
    private var applied: (columns: [TableColumn], widths: [Double], sort: TableSort?, sorts: Bool)?
    /// Set while the table changes a column itself, so that GTK's echo is not read as the user's.
    private var isUpdating = false

    /// Runs with a column's key when the user clicks its header.
    var onClick: (String) -> Void = { _ in }
    /// Runs with a column's key and width when the user drags its edge.
    var onResize: (String, Double) -> Void = { _, _ in }

    init() {
        #if GTK3
        widget = gtk_scrolled_window_new(nil, nil)
        #else
        widget = gtk_scrolled_window_new()
        #endif
        g_object_ref_sink(widget.gpointer)
        reference = GObjectReference(adopting: widget.gpointer)
        // Scrolled by the table (EXTERNAL): as narrow as the table, however wide the columns.
        gtk_scrolled_window_set_policy(gcast(widget), GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
        // No overlay scroll indicator: once the adjustment moves, its input window covers the
        // lower part of this short window and takes the presses meant for the columns' resize grips.
        gtk_scrolled_window_set_overlay_scrolling(gcast(widget), 0)
        tree = gtk_tree_view_new()
        var types = [GType(16 << 2)]  // G_TYPE_STRING, a macro Swift does not import
        let model = gtk_list_store_newv(1, &types)!
        gtk_tree_view_set_model(treeView, OpaquePointer(model))
        g_object_unref(UnsafeMutableRawPointer(model))
        gtk_tree_view_set_headers_visible(treeView, 1)
        gtk_tree_view_set_headers_clickable(treeView, 1)
        gtk_tree_view_set_enable_search(treeView, 0)
        gtk_widget_set_can_focus(tree, 0)
        #if GTK3
        gtk_container_add(gcast(widget), tree)
        gtk_widget_show(tree)
        #else
        gtk_scrolled_window_set_child(gcast(widget), tree)
        #endif
    }

    /// Shows `columns` at `widths` with `sort`'s indicator, clickable when the table `sorts`;
    /// columns are kept by key, so the user's widths and the keyboard focus stay across renders.
    func update(_ columns: [TableColumn], widths: [Double], sort: TableSort?, sorts: Bool) {
        // GTK's setters restyle the header buttons even for an unchanged value.
        guard applied?.columns != columns || applied?.widths != widths || applied?.sort != sort || applied?.sorts != sorts else { return }
        applied = (columns, widths, sort, sorts)
        isUpdating = true
        defer { isUpdating = false }
        if columns.map(\.key) != keys { rebuild(columns) }
        for (index, description) in columns.enumerated() {
            guard let column = self.columns[description.key] else { continue }
            if String(cString: gtk_tree_view_column_get_title(column)) != description.title {
                gtk_tree_view_column_set_title(column, description.title)
            }
            gtk_tree_view_column_set_alignment(column, description.fraction)
            gtk_tree_view_column_set_min_width(column, Int32(description.minimumWidth.rounded()))
            gtk_tree_view_column_set_resizable(column, description.isResizable ? 1 : 0)
            gtk_tree_view_column_set_clickable(column, description.isSortable && sorts ? 1 : 0)
            let width = Int32(widths[index].rounded())
            if gtk_tree_view_column_get_fixed_width(column) != width { gtk_tree_view_column_set_fixed_width(column, width) }
            let sorted = sort?.column == description.key
            gtk_tree_view_column_set_sort_indicator(column, sorted ? 1 : 0)
            if sorted {
                gtk_tree_view_column_set_sort_order(column, sort!.isAscending ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING)
            }
        }
    }

    /// The column's header button, for tests and tools.
    func button(of key: String) -> UnsafeMutablePointer<GtkWidget>? {
        columns[key].flatMap { gtk_tree_view_column_get_button($0) }
    }

    /// Scrolls the headers sideways to `offset`, where the rows are.
    func scroll(to offset: Double) {
        let adjustment = gtk_scrolled_window_get_hadjustment(gcast(widget))!
        if gtk_adjustment_get_value(adjustment) != offset { gtk_adjustment_set_value(adjustment, offset) }
    }

    /// Replaces every column (the keys changed: columns added, removed or moved).
    private func rebuild(_ descriptions: [TableColumn]) {
        for connection in clicked + resized { connection.disconnect() }
        clicked = []
        resized = []
        for key in keys { if let column = columns[key] { gtk_tree_view_remove_column(treeView, column) } }
        columns = [:]
        keys = descriptions.map(\.key)
        for description in descriptions {
            let column = gtk_tree_view_column_new()!
            gtk_tree_view_column_set_sizing(column, GTK_TREE_VIEW_COLUMN_FIXED)
            gtk_tree_view_column_set_fixed_width(column, Int32(description.width.rounded()))
            gtk_tree_view_append_column(treeView, column)
            columns[description.key] = column
            let key = description.key
            let instance = UnsafeMutableRawPointer(column)
            let click: @MainActor () -> Void = { [weak self] in self?.onClick(key) }
            let resize: @MainActor () -> Void = { [weak self] in self?.userResized(key) }
            clicked.append(SignalConnection(instance, "clicked", SignalTrampolines.voidCallback, action: click))
            resized.append(SignalConnection(instance, "notify::fixed-width", Self.notifyCallback, action: resize))
        }
    }

    private func userResized(_ key: String) {
        guard !isUpdating, let column = columns[key] else { return }
        onResize(key, Double(gtk_tree_view_column_get_fixed_width(column)))
    }

    /// `void (*)(GObject *, GParamSpec *, gpointer)`: a property's `notify`.
    private static let notify: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { SignalHandler<@MainActor () -> Void>.from(data).action() }
    }

    private static var notifyCallback: GCallback { unsafeBitCast(notify, to: GCallback.self) }
}
