// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A GtkListBox of keyed rows, each a StateView (or a widget), with selection and activation.
///
/// Place it and give it its items as a list view takes them: rows whose key and props stay are
/// kept, the rest are inserted, moved or removed with the fewest GTK calls, and a key given
/// twice is reported (the first row wins). A row's view is started when its row arrives and
/// removed (its `viewWillRemove` runs) when its row goes. GtkListBox creates every row: past a
/// few hundred rows, use `ListView`, which creates only the rows on screen (see
/// Docs/list-view.md for when to use which).
///
/// ```swift
/// let list = ListBox<Int>(selectionMode: .single)
/// override func render() {
///     place(list, key: "list")
///         .items(repositories, key: { $0.id }) { repository, row in
///             row.place(RepositoryRow.self).prop(\.repository, is: repository)
///         }
///         .selection(selectedIDs) { [weak self] ids in self?.state[Self.selected] = ids.first }
///         .onActivate { [weak self] id in self?.open(id) }
/// }
/// ```
@MainActor
public final class ListBox<Key: Hashable>: Widget {
    /// One row: its key and what it shows.
    @available(*, deprecated, message: "give the list box its items on its placement: place(listBox, key:).items(items, key:) { item, row in row.place(RowView.self) }")
    public struct Row {
        /// What identifies the row across updates.
        public let key: Key
        let content: Content

        /// A row showing a widget.
        public init(_ key: Key, _ widget: Widget) { self.init(key, .widget(widget)) }
        /// A row showing a StateView.
        public init(_ key: Key, view: StateView) { self.init(key, .view(view)) }
        private init(_ key: Key, _ content: Content) {
            self.key = key
            self.content = content
        }

        /// The row as a placement, keyed and identified like `place(_:key:)`'s.
        @MainActor var element: ShadowViewElement {
            switch content {
            case .widget(let widget):
                ShadowViewElement(
                    identity: ElementIdentity(key: key, kind: .widget(widget.gtkWidget.address)), payload: widget,
                    constraints: nil, location: Self.location)
            case .view(let view):
                ShadowViewElement(
                    identity: ElementIdentity(key: key, kind: .widget(view.widget.address)), payload: ViewInstancePayload(view),
                    constraints: nil, location: Self.location)
            }
        }

        private static var location: SourceLocation { SourceLocation(file: "ListBox.rows", line: 0) }
    }

    enum Content {
        case widget(Widget), view(StateView)
    }

    private var list: GtkListBoxPointer { gcast(gtkWidget) }
    private let childList: ChildList<ListBoxRows>
    /// The key of each GtkListBoxRow.
    private var keysByRow: [UInt: Key] = [:]
    private let activated: SignalConnection<PointerAction>
    private let selectionChanged: SignalConnection<@MainActor () -> Void>
    private let destroyed: SignalConnection<@MainActor () -> Void>

    /// An empty list box.
    public init(selectionMode: StateGtk.SelectionMode = .single) {
        self.selectionMode = selectionMode
        let widget = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(gcast(widget), GtkSelectionMode(UInt32(selectionMode.rawValue)))
        activated = SignalConnection(widget.gpointer, "row-activated", SignalTrampolines.pointerCallback, action: { _ in })
        selectionChanged = SignalConnection(widget.gpointer, "selected-rows-changed", SignalTrampolines.voidCallback, action: {})
        destroyed = SignalConnection(widget.gpointer, "destroy", SignalTrampolines.voidCallback, action: {})
        childList = ChildList(ListBoxRows(list: gcast(widget)), name: "ListBox")
        super.init(widget)
    }

    /// The rows, in order.
    @available(*, deprecated, message: "give the list box its items on its placement: place(listBox, key:).items(items, key:) { item, row in row.place(RowView.self) }")
    public var rows: [Row] = [] {
        didSet { place(rows.map(\.element), owner: nil) }
    }

    /// How many rows the user can select.
    public var selectionMode: StateGtk.SelectionMode {
        didSet {
            if recordIfChanged(oldValue, selectionMode) { gtk_list_box_set_selection_mode(list, GtkSelectionMode(UInt32(selectionMode.rawValue))) }
        }
    }

    /// Whether one click activates a row (otherwise a double click or Enter does).
    public var activatesOnSingleClick: Bool = true {
        didSet { if recordIfChanged(oldValue, activatesOnSingleClick) { gtk_list_box_set_activate_on_single_click(list, activatesOnSingleClick ? 1 : 0) } }
    }

    /// The keys of the selected rows, as on screen now. A value the user changes: set, the
    /// program's selection reaches the list only when it differs from what the program gave
    /// last time, so the user's selection stands (see "Values the user changes"); setting it
    /// does not run the selection's change callback. Set it after the items: keys without a row
    /// select nothing.
    public var selectedKeys: Set<Key> {
        get {
            var keys = Set<Key>()
            let selected = gtk_list_box_get_selected_rows(list)
            var node = selected
            while let current = node {
                if let key = keysByRow[UInt(bitPattern: current.pointee.data)] { keys.insert(key) }
                node = current.pointee.next
            }
            g_list_free(selected)
            return keys
        }
        set {
            setProgramValue("selection", newValue, shown: { selectedKeys }) {
                selectionChanged.blocked {
                    gtk_list_box_unselect_all(list)
                    for (row, key) in keysByRow where newValue.contains(key) {
                        gtk_list_box_select_row(list, UnsafeMutablePointer(bitPattern: row))
                    }
                }
            }
        }
    }

    /// What activating a row (click, double click or Enter) does, with its key.
    @available(*, deprecated, message: "use .onActivate { key in … } on the list box's placement")
    public var onRowActivated: @MainActor (Key) -> Void {
        get { { [weak self] key in self?.activate(key) } }
        set { runOnActivation(newValue) }
    }

    /// What the user's selection changes do, with the selected keys (GTK's
    /// `selected-rows-changed`).
    @available(*, deprecated, message: "use .selection(selectedKeys) { keys in … } on the list box's placement")
    public var onSelectedRowsChanged: @MainActor (Set<Key>) -> Void {
        get { { [weak self] _ in self?.selectionChanged.action?() } }
        set { runOnSelectionChange(newValue) }
    }

    /// Runs `action` with a row's key when the user activates the row.
    func runOnActivation(_ action: @escaping @MainActor (Key) -> Void) {
        // The box maps the row back to its key through this wrapper, held weakly.
        activated.action = { [weak self] row in
            guard let row, let key = self?.keysByRow[UInt(bitPattern: row)] else { return }
            action(key)
        }
    }

    /// Runs `action` with the selected keys when the user changes the selection.
    func runOnSelectionChange(_ action: @escaping @MainActor (Set<Key>) -> Void) {
        selectionChanged.action = { [weak self] in
            guard let self else { return }
            action(self.selectedKeys)
        }
    }

    /// The view the row with `key` shows, while it is placed and is a StateView.
    ///
    /// ```swift
    /// let row = list.rowView(forKey: "Ada") as? ContactRow
    /// ```
    public func rowView(forKey key: Key) -> StateView? {
        childList.children.first { $0.identity.key == AnyHashable(key) }?.view
    }

    /// Activates the row with `key`, as a user would.
    public func activate(_ key: Key) {
        guard let row = keysByRow.first(where: { $0.value == key })?.key, let widget = UnsafeMutablePointer<GtkWidget>(bitPattern: row)
        else { return }
        gtk_widget_activate(widget)  // the row's activate signal activates it in its list
    }

    // MARK: Placing rows

    /// Places the rows' contents; `owner`, the view whose render gave them, is the rows'
    /// parent view.
    func place(_ elements: [ShadowViewElement], owner: StateView?) {
        if let owner { childList.owner = owner }
        _ = childList.update(with: elements)
        keysByRow = [:]
        var views: [StateView] = []
        var widgets: [UnsafeMutablePointer<GtkWidget>] = []
        for child in childList.children {
            if let row = gtk_widget_get_parent(child.widget) { keysByRow[row.address] = child.identity.key.base as? Key }
            if let view = child.view { views.append(view) } else { widgets.append(child.widget) }
        }
        destroyed.action = {
            for view in views { view.willRemove(); view.releaseSubtree() }
            #if !GTK3
            // GTK 3's destroy empties the rows; GTK 4 disposes a row only with its last
            // reference, which the list box keeps while its wrapper lives: a widget row the
            // program holds leaves its row here, free to be placed again.
            for widget in widgets { if let row = gtk_widget_get_parent(widget) { gtk_list_box_row_set_child(gcast(row), nil) } }
            #endif
        }
    }
}

/// A GtkListBox as a container of row contents: each content goes into a GtkListBoxRow of its
/// own, which is inserted, moved and destroyed with it.
@MainActor
struct ListBoxRows: @MainActor ChildContainer {
    let list: GtkListBoxPointer

    func insert(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        let row = gtk_list_box_row_new()!
        #if GTK3
        gtk_container_add(row.asContainer, child)
        gtk_widget_show(row)
        #else
        gtk_list_box_row_set_child(gcast(row), child)
        #endif
        GtkMutations.record(.add)
        gtk_list_box_insert(list, gcast(row), position(of: anchor))
    }

    func move(_ child: UnsafeMutablePointer<GtkWidget>, before anchor: UnsafeMutablePointer<GtkWidget>?) {
        guard let row = gtk_widget_get_parent(child) else { return }
        GtkMutations.record(.reorder)
        g_object_ref(row.gpointer)  // removing drops the list's reference
        #if GTK3
        gtk_container_remove(gcast(list), row)
        #else
        gtk_list_box_remove(list, row)
        #endif
        gtk_list_box_insert(list, gcast(row), position(of: anchor))
        g_object_unref(row.gpointer)
    }

    func remove(_ child: UnsafeMutablePointer<GtkWidget>) {
        guard let row = gtk_widget_get_parent(child) else { return }
        // The content leaves its row first: a widget row may come back under another key.
        GtkMutations.record(.remove)
        #if GTK3
        gtk_container_remove(row.asContainer, child)
        gtk_widget_destroy(row)
        #else
        gtk_list_box_row_set_child(gcast(row), nil)
        gtk_list_box_remove(list, row)
        #endif
    }

    /// The list position of `anchor`'s row, which the plan has already put in place (-1: last).
    private func position(of anchor: UnsafeMutablePointer<GtkWidget>?) -> Int32 {
        guard let anchor, let row = gtk_widget_get_parent(anchor) else { return -1 }
        return gtk_list_box_row_get_index(gcast(row))
    }
}
