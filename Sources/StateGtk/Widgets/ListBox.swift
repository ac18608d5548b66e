import CGtk

/// A GtkListBox of keyed rows (widgets or StateViews) with selection and activation.
///
/// Setting `rows` reconciles by key like `place` does: rows whose key and content stay are
/// kept, the rest are inserted, moved or removed with the fewest GTK calls. A StateView row is
/// started when it arrives and removed (its `viewWillRemove` runs) when its row goes. GtkListBox
/// creates every row: past about a thousand rows, page them (`ScrolledWindow.onScrolledToEnd`).
///
/// ```swift
/// let list = ListBox<Int>(selectionMode: .single)
/// list.rows = repositories.map { .init($0.id, view: rowViews[$0.id]!) }
/// list.onRowActivated = { [weak self] id in self?.open(id) }
/// list.onSelectionChanged = { [weak self] ids in self?.state["selected"] = ids.first }
/// ```
@MainActor
public final class ListBox<Key: Hashable>: Widget {
    /// One row: its key and what it shows.
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

        var identity: Identity { Identity(key: key, content: content.identifier) }
    }

    enum Content {
        case widget(Widget), view(StateView)
        var identifier: ObjectIdentifier {
            switch self {
            case .widget(let widget): ObjectIdentifier(widget)
            case .view(let view): ObjectIdentifier(view)
            }
        }
        @MainActor var gtkWidget: UnsafeMutablePointer<GtkWidget> {
            switch self {
            case .widget(let widget): widget.gtkWidget
            case .view(let view): view.widget
            }
        }
    }

    struct Identity: Hashable {
        let key: Key
        let content: ObjectIdentifier
    }

    /// How many rows the user can select (GtkSelectionMode).
    public enum SelectionMode: Sendable {
        /// No row can be selected.
        case none
        /// At most one row.
        case single
        /// Exactly one row once one is chosen, following the keyboard focus.
        case browse
        /// Any number of rows, with Control and Shift.
        case multiple
        var gtk: GtkSelectionMode {
            switch self {
            case .none: GTK_SELECTION_NONE
            case .single: GTK_SELECTION_SINGLE
            case .browse: GTK_SELECTION_BROWSE
            case .multiple: GTK_SELECTION_MULTIPLE
            }
        }
    }

    private var list: UnsafeMutablePointer<GtkListBox> { gcast(gtkWidget) }
    /// The GtkListBoxRow of each row, in order, and the key of each GtkListBoxRow.
    private var rowWidgets: [UnsafeMutablePointer<GtkListBoxRow>] = []
    private var keysByRow: [UInt: Key] = [:]
    private let activated: SignalConnection<PointerAction>
    private let selectionChanged: SignalConnection<@MainActor () -> Void>
    private let destroyed: SignalConnection<@MainActor () -> Void>

    /// An empty list box.
    public init(selectionMode: SelectionMode = .single) {
        self.selectionMode = selectionMode
        let widget = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(gcast(widget), selectionMode.gtk)
        activated = SignalConnection(widget.gpointer, "row-activated", SignalTrampolines.pointerCallback, action: { _ in })
        selectionChanged = SignalConnection(widget.gpointer, "selected-rows-changed", SignalTrampolines.voidCallback, action: {})
        destroyed = SignalConnection(widget.gpointer, "destroy", SignalTrampolines.voidCallback, action: {})
        super.init(widget)
    }

    /// The rows, in order.
    public var rows: [Row] = [] {
        didSet { reconcile(from: oldValue) }
    }

    /// How many rows the user can select.
    public var selectionMode: SelectionMode {
        didSet { if recordIfChanged(oldValue, selectionMode) { gtk_list_box_set_selection_mode(list, selectionMode.gtk) } }
    }

    /// Whether one click activates a row (otherwise a double click or Enter does).
    public var activatesOnSingleClick: Bool = true {
        didSet { if recordIfChanged(oldValue, activatesOnSingleClick) { gtk_list_box_set_activate_on_single_click(list, activatesOnSingleClick ? 1 : 0) } }
    }

    /// The keys of the selected rows, as on screen now. Setting them does not run
    /// `onSelectionChanged`.
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
            guard recordIfChanged(selectedKeys, newValue) else { return }
            selectionChanged.blocked {
                gtk_list_box_unselect_all(list)
                for (row, key) in zip(rowWidgets, rows.map(\.key)) where newValue.contains(key) { gtk_list_box_select_row(list, row) }
            }
        }
    }

    /// What activating a row (click, double click or Enter) does, with its key.
    public var onRowActivated: @MainActor (Key) -> Void {
        get { { [weak self] key in self?.activate(key) } }
        set {
            // The box maps the row back to its key through this wrapper, held weakly.
            activated.action = { [weak self] row in
                guard let row, let key = self?.keysByRow[UInt(bitPattern: row)] else { return }
                newValue(key)
            }
        }
    }

    /// What the user's selection changes do, with the selected keys.
    public var onSelectionChanged: @MainActor (Set<Key>) -> Void {
        get { { [weak self] _ in self?.selectionChanged.action?() } }
        set {
            selectionChanged.action = { [weak self] in
                guard let self else { return }
                newValue(self.selectedKeys)
            }
        }
    }

    /// Activates the row with `key`, as a user would.
    public func activate(_ key: Key) {
        guard let index = rows.firstIndex(where: { $0.key == key }) else { return }
        gtk_widget_activate(gcast(rowWidgets[index]))  // the row's activate signal activates it in its list
    }

    // MARK: Reconciling rows

    private func reconcile(from old: [Row]) {
        let (unique, duplicates) = Reconciler.deduplicated(rows) { $0.key }
        if !duplicates.isEmpty {
            stateGtkLog.error("ListBox: \(duplicates.count) rows repeat an earlier key; the first one wins")
            rows = unique  // inside its own didSet: no second reconcile
        }
        let plan = Reconciler.plan(old: old.map(\.identity), new: rows.map(\.identity))
        guard !plan.steps.isEmpty else { return }
        var next = [UnsafeMutablePointer<GtkListBoxRow>?](repeating: nil, count: rows.count)
        for (index, source) in plan.source.enumerated() { if let source { next[index] = rowWidgets[source] } }
        for step in plan.steps {
            switch step {
            case .remove(let index):
                removeRow(rowWidgets[index], content: old[index].content)
            case .insert(let run):
                for index in run {
                    let row = makeRow(rows[index])
                    next[index] = row
                    GtkMutations.record(.add)
                    gtk_list_box_insert(list, gcast(row), position(before: run.upperBound - 1, in: next))
                }
            case .move(let index):
                let row = next[index]!
                GtkMutations.record(.reorder)
                g_object_ref(UnsafeMutableRawPointer(row))  // removing may drop the last reference
                gtk_container_remove(gtkWidget.asContainer, gcast(row))
                gtk_list_box_insert(list, gcast(row), position(before: index, in: next))
                g_object_unref(UnsafeMutableRawPointer(row))
            }
        }
        rowWidgets = next.map { $0! }
        let views = rows.compactMap { if case .view(let view) = $0.content { view } else { nil } }
        destroyed.action = { for view in views { view.willRemove(); view.releaseSubtree() } }
    }

    /// The list position of the row after `index`, which the plan has already put in place.
    private func position(before index: Int, in next: [UnsafeMutablePointer<GtkListBoxRow>?]) -> Int32 {
        guard index + 1 < next.count, let anchor = next[index + 1] else { return -1 }
        return gtk_list_box_row_get_index(anchor)
    }

    private func makeRow(_ row: Row) -> UnsafeMutablePointer<GtkListBoxRow> {
        let widget = gtk_list_box_row_new()!
        gtk_container_add(widget.asContainer, row.content.gtkWidget)
        gtk_widget_show(widget)
        keysByRow[widget.address] = row.key
        if case .view(let view) = row.content, !view.isLive { view.renderDeep() }
        return gcast(widget)
    }

    private func removeRow(_ row: UnsafeMutablePointer<GtkListBoxRow>, content: Content) {
        let widget: UnsafeMutablePointer<GtkWidget> = gcast(row)
        keysByRow[widget.address] = nil
        if case .view(let view) = content { view.willRemove() }
        // The content leaves its row first: a widget row may come back under another key.
        gtk_container_remove(widget.asContainer, content.gtkWidget)
        GtkMutations.record(.remove)
        gtk_widget_destroy(widget)
        if case .view(let view) = content { view.releaseSubtree() }
    }
}
