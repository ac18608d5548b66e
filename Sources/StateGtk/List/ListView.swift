import CGtk
import CStateGtk
import StateGtkCore

/// A scrolling list of any length whose rows are StateViews: only the rows in the viewport, and
/// a few around them, exist as views and GtkWidgets (like `UITableView`, or GTK 4's
/// `GtkListView`). A parent places it like any child and gives it its items as a value.
///
/// ```swift
/// enum RowProps { static let repository = PropKey<Repository>("repository") }
///
/// // in the parent's render():
/// place(ListView.self, key: "repositories") { make in make.edges.equalTo(self) }
///     .items(repositories, key: { $0.id }) { repository, row in
///         row.place(RepositoryRow.self)
///             .prop(RowProps.repository, is: repository)
///             .prop(RowProps.isSelected, is: row.isSelected)
///     }
///     .rowHeight(.estimated(72))
///     .selection(.single, selected: selectedIDs, onChange: select)
///     .onActivate(open)
///     .onEndReached(loadNextPage)
/// ```
///
/// Rows leaving the viewport are removed (their `viewWillRemove` runs); a row is kept only for
/// the same key, so it never shows another item's state. Rows on screen are measured and the
/// others estimated; when a measurement corrects an estimate, or items are inserted or removed
/// above, the rows on screen stay where they are. The list takes the keyboard focus on a click:
/// Up, Down, Page Up, Page Down, Home and End move the cursor (and select, in `.single` mode),
/// Enter activates. To assistive technologies it is a list of list items.
@MainActor
public final class ListView: StateView {
    /// The GtkScrolledWindow this view shows; its only child is `surface`.
    let scroller: UnsafeMutablePointer<GtkWidget>
    private let scrollerReference: GObjectReference
    /// The SGListContainer: the viewport, scrollable, holding `rows`.
    let surface: UnsafeMutablePointer<GtkWidget>
    var surfaceList: OpaquePointer { OpaquePointer(surface) }
    /// The realised rows.
    let rows: ListRowsView

    private(set) var model: (any ListModel)?
    private var modelBox: ListModelBox?
    /// Every item's key, in order, kept only for estimated heights (measured heights are found
    /// by key when the items change). A fixed-height list reads keys from its items on demand,
    /// so that opening or changing it reads only the items on screen.
    private var keys: [FastKey]?
    private(set) var heights = RowHeightIndex(count: 0, estimate: 44)
    private var rowHeight = ListRowHeight.estimated(44)
    /// Heights measured so far, by key, to keep them when the items change.
    private var measured: [FastKey: Double] = [:]
    private var overscan = 4
    /// The rows to realise, and the rows `rows` last rendered (they differ until it renders).
    private(set) var window: Range<Int> = 0..<0
    var renderedWindow: Range<Int> = 0..<0
    /// Where each realised row was put by the last allocation: its widget, top and height,
    /// relative to the top of the first realised row.
    private var rowFrames: [(widget: UnsafeMutablePointer<GtkWidget>, index: Int, y: Double, height: Double)] = []
    private var rowsTop = 0.0

    private(set) var offset = 0.0
    private var viewportWidth: Int32 = -1
    /// The height of the viewport, in pixels (0 before the list is laid out).
    public private(set) var viewportHeight = 0.0
    private var isAllocating = false
    private var isConfiguring = false
    private var pendingScroll: (key: FastKey, position: ListScrollPosition)?

    var selection = ListSelection.none
    private var onActivate: ListKeyAction?
    private var onEndReached: Callback<Void>?
    private var endTrigger = EndReachedTrigger(threshold: 10)
    private(set) var cursorKey: FastKey?
    private var cursorHint = 0

    public required init(parentViewController: StateViewController? = nil) {
        let scroller = gtk_scrolled_window_new(nil, nil)!
        g_object_ref_sink(scroller.gpointer)
        self.scroller = scroller
        scrollerReference = GObjectReference(adopting: scroller.gpointer)
        surface = sg_list_container_new()
        rows = ListRowsView(parentViewController: parentViewController)
        super.init(parentViewController: parentViewController)
        // Like a scrolled window, a list has no size worth keeping: it takes the space there is
        // (its stack row expands, constraints stretch it before a label).
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_scrolled_window_set_policy(gcast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_container_add(scroller.asContainer, surface)
        gtk_widget_show(surface)
        rows.list = self
        rows.parentView = self
        rows.arrangement = .overlay  // no constraints to solve: the list positions the rows
        sg_list_container_set_content(surfaceList, rows.widget)
        installListDelegates()
    }

    // MARK: Rendering

    override public func render() {
        place(scroller, key: "scroller")
        rows.depth = depth + 1
        let props = self.props
        let newHeight = props[ListViewProps.rowHeight] ?? .estimated(44)
        overscan = props[ListViewProps.overscan] ?? 4
        selection = props[ListViewProps.selection] ?? .none
        onActivate = props[ListViewProps.onActivate]
        onEndReached = props[ListViewProps.onEndReached]
        endTrigger.threshold = props[ListViewProps.endThreshold] ?? 10
        Accessible.setName(props[ListViewProps.accessibleName], of: surface)
        let box = props[ListViewProps.model]
        if box !== modelBox || newHeight != rowHeight {
            modelBox = box
            apply(box?.model, rowHeight: newHeight)
        }
        updateWindow(renderNow: false)
        refreshRows()
    }

    override public func viewWillRemove() {
        sg_list_container_detach_delegate(surfaceList)
        sg_container_detach_layout(rows.container)
        rows.willRemove()
        rows.releaseSubtree()
    }

    /// Renders the realised rows now (they describe the current window).
    func refreshRows() {
        guard isLive else { return }
        if rows.isLive {
            rows.performRender()
        } else {
            rows.phase = .live
            rows.performRender()
            rows.viewDidInitialize()
        }
        rowsDidRender()
    }

    /// Places one row per item in the window: `rows`' render.
    func describeRows(on host: ListRowsView) {
        guard let model else {
            renderedWindow = 0..<0
            return
        }
        let window = self.window.clamped(to: 0..<itemCount)
        renderedWindow = window
        host.placements.reserveCapacity(window.count)
        for index in window {
            let key = key(at: index)
            let before = host.placements.count
            let row = ListRow(host: host, fastKey: key, index: index, isSelected: selection.keys.contains(key), isCursor: key == cursorKey)
            _ = model.describeRow(at: index, row)
            let placed = host.placements.count - before
            guard placed != 1 else { continue }
            stateGtkLog.error(
                "ListView: the row description must place exactly one view through its ListRow; it placed \(placed) for the key \(describe(key.anyKey))")
            if placed == 0 { row.place(StateView.self) } else { host.placements.removeSubrange((before + 1)...) }
        }
    }

    /// Marks the rows the way GTK marks list rows: `.view` rows of a list, `:selected` when in
    /// the selection, list items to assistive technologies.
    func rowsDidRender() {
        for child in rows.children {
            let widget = child.widget
            let context = gtk_widget_get_style_context(widget)
            if gtk_style_context_has_class(context, "list-row") == 0 {
                gtk_style_context_add_class(context, "list-row")
                gtk_style_context_add_class(context, "view")
                Accessible.setRole(.listItem, of: widget)
            }
            let selected = selection.keys.contains(child.identity.fastKey)
            let flags = gtk_widget_get_state_flags(widget)
            if ((flags.rawValue & GTK_STATE_FLAG_SELECTED.rawValue) != 0) != selected {
                if selected {
                    gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_SELECTED, 0)
                } else {
                    gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_SELECTED)
                }
            }
        }
        gtk_widget_queue_allocate(surface)
    }

    // MARK: Items

    /// The key of the item at `index`.
    func key(at index: Int) -> FastKey { keys?[index] ?? model!.fastKey(at: index) }

    /// Takes new items: the rows' heights (measured ones kept by key), and a scroll offset that
    /// keeps the first row on screen that is still there where it was.
    private func apply(_ newModel: (any ListModel)?, rowHeight newHeight: ListRowHeight) {
        if let newModel, let model, newHeight == rowHeight, newModel.hasSameItems(as: model) {
            self.model = newModel
            return
        }
        let anchors = visibleAnchors()
        let oldHeight = rowHeight
        model = newModel
        rowHeight = newHeight
        let count = newModel?.count ?? 0
        switch newHeight {
        case .fixed(let height):
            keys = nil
            measured = [:]
            heights = RowHeightIndex(count: count, estimate: height)
        case .estimated(let height):
            var newKeys: [FastKey] = []
            newKeys.reserveCapacity(count)
            if let newModel { for index in 0..<count { newKeys.append(newModel.fastKey(at: index)) } }
            guard newKeys != keys || newHeight != oldHeight else { break }
            if case .fixed = oldHeight { measured = [:] }
            keys = newKeys
            if measured.isEmpty {
                heights = RowHeightIndex(count: count, estimate: height)
            } else {
                let measured = self.measured
                heights = RowHeightIndex(count: count, estimate: height) { measured[newKeys[$0]] }
            }
        }
        restoreScroll(anchors)
    }

    /// The rows on screen as anchors, top first: the first that survives a change of items
    /// keeps its place on screen.
    private func visibleAnchors() -> [ScrollAnchor<FastKey>] {
        guard itemCount > 0, viewportHeight > 0 else { return [] }
        let visible = ListWindow.visibleRows(heights, offset: offset, viewportHeight: viewportHeight)
        return visible.map { index in
            ScrollAnchor(key: key(at: index), index: index, offsetInRow: offset - heights.offset(of: index))
        }
    }

    private func restoreScroll(_ anchors: [ScrollAnchor<FastKey>]) {
        defer { configureAdjustment() }
        guard !anchors.isEmpty else { return }
        // Where the anchors went: near where they were (items come and go a few at a time),
        // else in one pass over the items. The first that is still there keeps its place on
        // screen, so the viewport may start inside a row above it.
        var found: (position: Int, index: Int)?
        for (position, anchor) in anchors.enumerated() {
            if let index = index(of: anchor.key, near: anchor.index, within: 64) {
                found = (position, index)
                break
            }
        }
        if found == nil {
            var wanted: [FastKey: Int] = [:]
            for (position, anchor) in anchors.enumerated() { wanted[anchor.key] = position }
            for index in 0..<itemCount {
                guard let position = wanted[key(at: index)] else { continue }
                if found == nil || position < found!.position { found = (position, index) }
                if position == 0 { break }
            }
        }
        guard let found else { return }
        offset = heights.offset(of: found.index) + anchors[found.position].offsetInRow
    }

    // MARK: Window

    /// Recomputes the rows to realise; renders them now, or (during an allocation, where GTK
    /// must not get new widgets) before the next frame.
    func updateWindow(renderNow: Bool) {
        let height = viewportHeight > 0 ? viewportHeight : Self.unallocatedViewportHeight
        let visible = ListWindow.visibleRows(heights, offset: offset, viewportHeight: height)
        let next = ListWindow.realisedRows(current: window, visible: visible, overscan: overscan, count: heights.count)
        if viewportHeight > 0, let onEndReached, endTrigger.check(lastVisibleRow: visible.upperBound - 1, count: itemCount) {
            onEndReached()
        }
        guard next != window || renderedWindow != next else { return }
        window = next
        if renderNow { refreshRows() } else if rows.isLive && isAllocating { rows.setNeedsRender() }
    }

    /// Before its first allocation a list does not know its height: it realises rows for a
    /// screen's height, so that the first frame shows rows.
    static var unallocatedViewportHeight: Double {
        guard let display = gdk_display_get_default(),
              let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0) else { return 800 }
        var geometry = GdkRectangle()
        gdk_monitor_get_geometry(monitor, &geometry)
        return Double(geometry.height)
    }

    var vadjustment: UnsafeMutablePointer<GtkAdjustment> { sg_list_container_get_vadjustment(surfaceList) }

    /// Gives the scroll bar the rows' total height, the viewport and the offset.
    func configureAdjustment() {
        let page = max(viewportHeight, 0)
        offset = ListWindow.clampedOffset(offset, heights, page)
        isConfiguring = true
        gtk_adjustment_configure(vadjustment, offset, 0, max(heights.totalHeight, page), heights.estimate, page * 0.9, page)
        isConfiguring = false
    }

    /// The vertical adjustment moved (the user scrolled, or code did).
    func scrolled() {
        guard !isConfiguring else { return }
        offset = gtk_adjustment_get_value(vadjustment)
        updateWindow(renderNow: !isAllocating)
    }

    // MARK: Layout

    /// As wide as the rows; no height of its own (like a scrolled window or a UITableView): the
    /// list expands into the height its parent has.
    func measure(horizontal: Bool) -> (minimum: Int32, natural: Int32) {
        horizontal ? ChildMeasurement.width(rows.widget) : (0, 0)
    }

    /// Measures the realised rows, corrects estimates without moving the rows on screen, and
    /// positions the rows at their offsets minus the scroll offset.
    func allocate(width: Int32, height: Int32) {
        isAllocating = true
        defer { isAllocating = false }
        if width != viewportWidth, case .estimated = rowHeight, viewportWidth >= 0 {
            measured = [:]  // heights measured at another width
        }
        viewportWidth = width
        viewportHeight = Double(height)
        offset = gtk_adjustment_get_value(vadjustment)
        let anchorIndex = heights.index(containing: offset)
        let anchor = itemCount == 0 ? nil : ScrollAnchor(key: key(at: anchorIndex), offset: offset, in: heights)

        // The realised rows, matched to their items by key (a duplicate key has no row).
        var matched: [(widget: UnsafeMutablePointer<GtkWidget>, index: Int)] = []
        let children = rows.children
        var next = 0
        for index in renderedWindow.clamped(to: 0..<itemCount) where next < children.count {
            guard children[next].identity.fastKey == key(at: index) else { continue }
            matched.append((children[next].widget, index))
            next += 1
        }
        var corrected = false
        for (widget, index) in matched {
            let natural = Double(ChildMeasurement.height(widget, forWidth: width).natural)
            if case .estimated = rowHeight, !heights.isMeasured(index) || heights.height(at: index) != natural {
                corrected = heights.setHeight(natural, at: index) != 0 || corrected
                measured[key(at: index)] = natural
            }
        }
        if corrected, let anchor { offset = anchor.offset(in: heights, at: anchorIndex) }
        if let pendingScroll, let index = index(of: pendingScroll.key) {
            self.pendingScroll = nil
            offset = targetOffset(for: index, at: pendingScroll.position)
        }
        configureAdjustment()
        updateWindow(renderNow: false)

        let first = matched.first?.index ?? 0
        rowsTop = heights.offset(of: first)
        rowFrames = matched.map { ($0.widget, $0.index, heights.offset(of: $0.index) - rowsTop, heights.height(at: $0.index)) }
        let rowsHeight = rowFrames.last.map { $0.y + $0.height } ?? 0
        _ = ChildMeasurement.height(rows.widget, forWidth: width)  // GTK measures before it allocates
        sg_list_container_allocate_content(surfaceList, Int32((rowsTop - offset).rounded()), width, Int32(rowsHeight.rounded()))
        updateFocusRow()
    }

    /// The rows' own layout: each at its offset from the first, at its height.
    func allocateRows(width: Int32) {
        for frame in rowFrames {
            let top = Int32(frame.y.rounded())
            sg_container_allocate_child(rows.container, frame.widget, 0, top, width, Int32((frame.y + frame.height).rounded()) - top)
        }
    }

    func measureRows(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        var result: (minimum: Int32, natural: Int32) = (0, 0)
        for child in rows.children {
            if horizontal {
                let size = ChildMeasurement.width(child.widget)
                result = (max(result.minimum, size.minimum), max(result.natural, size.natural))
            } else {
                let size = ChildMeasurement.height(child.widget, forWidth: forSize)
                result = (result.minimum + size.minimum, result.natural + size.natural)
            }
        }
        return result
    }

    private func updateFocusRow() {
        guard let cursorKey, let frame = rowFrames.first(where: { key(at: $0.index) == cursorKey }) else {
            sg_list_container_set_focus_row(surfaceList, 0, 0)
            return
        }
        let top = Int32((rowsTop + frame.y - offset).rounded())
        sg_list_container_set_focus_row(surfaceList, top, Int32(frame.height.rounded()))
    }

    // MARK: Scrolling

    /// The item's index, or nil when no item has the key: looked for near the cursor first,
    /// then in a pass over the items.
    func index(of key: FastKey) -> Int? {
        if let index = index(of: key, near: cursorHint, within: 64) { return index }
        return (0..<itemCount).first { self.key(at: $0) == key }
    }

    /// The item's index if it is within `radius` of `hint`.
    private func index(of key: FastKey, near hint: Int, within radius: Int) -> Int? {
        let count = itemCount
        guard count > 0 else { return nil }
        let hint = min(max(hint, 0), count - 1)
        if self.key(at: hint) == key { return hint }
        for distance in 1...radius {
            if hint - distance >= 0, self.key(at: hint - distance) == key { return hint - distance }
            if hint + distance < count, self.key(at: hint + distance) == key { return hint + distance }
            if hint - distance < 0 && hint + distance >= count { break }
        }
        return nil
    }

    func targetOffset(for index: Int, at position: ListScrollPosition) -> Double {
        let top = heights.offset(of: index)
        let height = heights.height(at: index)
        let target: Double
        switch position {
        case .nearest: return ListWindow.offsetRevealing(index, in: heights, current: offset, viewportHeight: viewportHeight)
        case .top: target = top
        case .middle: target = top + height / 2 - viewportHeight / 2
        case .bottom: target = top + height - viewportHeight
        }
        return ListWindow.clampedOffset(target, heights, viewportHeight)
    }

    /// Scrolls so that the item with `key` shows at `position` (like `UITableView.scrollToRow`).
    /// Returns false, and logs, when no item has the key. Before the list is laid out, the
    /// scroll happens at its first layout.
    ///
    /// ```swift
    /// (childView(forKey: "repositories") as? ListView)?.scrollTo(key: repository.id, at: .top)
    /// ```
    @discardableResult
    public func scrollTo<Key: Hashable>(key: Key, at position: ListScrollPosition = .nearest) -> Bool {
        let fastKey = FastKey(key)
        guard let index = index(of: fastKey) else {
            stateGtkLog.error("ListView.scrollTo(key: \(describe(AnyHashable(key)))): no item has this key; not scrolled")
            return false
        }
        guard viewportHeight > 0 else {
            pendingScroll = (fastKey, position)
            return true
        }
        scroll(toOffset: targetOffset(for: index, at: position))
        return true
    }

    /// How far the list is scrolled down, in pixels.
    public var scrollOffset: Double { offset }

    /// Scrolls so that `offset` is at the top of the viewport (clamped to the rows).
    public func scroll(toOffset offset: Double) {
        GtkMutations.record(.propertySet)
        gtk_adjustment_set_value(vadjustment, ListWindow.clampedOffset(offset, heights, viewportHeight))
    }

    // MARK: Inspection

    /// The number of rows that exist as views now.
    public var realisedRowCount: Int { rows.children.count }

    /// The keys of the rows that exist as views, top first.
    public var realisedKeys: [AnyHashable] { rows.childKeys }

    /// The row view of the item with `key`, when it is realised.
    public func rowView<Key: Hashable>(forKey key: Key) -> StateView? {
        let fastKey = FastKey(key)
        return rows.children.first { $0.identity.fastKey == fastKey }?.view
    }

    /// The items whose rows intersect the viewport, as indices.
    public var visibleRange: Range<Int> {
        ListWindow.visibleRows(heights, offset: offset, viewportHeight: viewportHeight)
    }

    /// The key of the row the keyboard cursor is on.
    public var cursor: AnyHashable? { cursorKey?.anyKey }

    /// The number of items.
    public var itemCount: Int { heights.count }

    // MARK: Cursor and selection

    func setCursor(_ index: Int) {
        cursorHint = index
        cursorKey = key(at: index)
    }

    var cursorIndex: Int? {
        guard let cursorKey else { return nil }
        return index(of: cursorKey)
    }

    /// Moves the cursor for a navigation key, selects in `.single` mode, and scrolls to it.
    func move(_ move: ListMove) {
        let visible = visibleRange
        guard let target = ListNavigation.target(of: move, from: cursorIndex, count: itemCount, rowsPerPage: max(visible.count - 1, 1))
        else { return }
        setCursor(target)
        if selection.mode == .single { selection.report([key(at: target).anyKey]) }
        scroll(toOffset: ListWindow.offsetRevealing(target, in: heights, current: offset, viewportHeight: viewportHeight))
        refreshRows()
    }

    /// A click on the row at `y` in the viewport: the cursor goes there, and the selection
    /// follows the mode (Ctrl adds or removes a row in `.multiple`).
    func click(atY y: Double, toggling: Bool) -> Bool {
        let position = offset + y
        guard itemCount > 0, position < heights.totalHeight else { return false }
        let index = heights.index(containing: position)
        setCursor(index)
        switch selection.mode {
        case .none: break
        case .single: selection.report([key(at: index).anyKey])
        case .multiple:
            if toggling { toggleSelection(index) } else { selection.report([key(at: index).anyKey]) }
        }
        refreshRows()
        return true
    }

    func toggleSelection(_ index: Int) {
        var chosen = selection.keys
        let key = key(at: index)
        if chosen.contains(key) { chosen.remove(key) } else { chosen.insert(key) }
        selection.report(chosen.map(\.anyKey))
    }

    var hasActivation: Bool { onActivate != nil }

    func activateCursor() {
        guard let index = cursorIndex else { return }
        onActivate?.run(key(at: index).anyKey)
    }
}
