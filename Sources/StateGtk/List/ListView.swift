// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
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
///     .selection(.single, selected: selectedIDs) { [weak self] ids in self?.state[Self.selected] = ids }
///     .onActivate { [weak self] id in self?.open(id) }
///     .onEdgeReached { [weak self] in self?.loadNextPage() }
/// ```
///
/// Rows are recycled: a row leaving the viewport is kept, with its widgets, for the next item of
/// its row type that comes on screen; it starts again from `getInitialState()` (unless it comes
/// back to its own item) and runs `prepareForReuse()`, so it never shows another item's state
/// or props (see "Recycled rows" in the Lists article). Rows on screen are measured and the
/// others estimated; when a measurement corrects an estimate, or items are inserted or removed
/// above, the rows on screen stay where they are (`.resetsScroll(when:)` starts new items at the
/// top instead).
///
/// It answers as GtkTreeView does. The list sees every press before its rows: a click selects
/// the row and moves the cursor there (Ctrl+click toggles, Shift+click selects a range), then
/// the row's own `onTap`, buttons and entries get the press; a right click selects the row
/// before its context menu opens. A double click, Enter or Space activates (`onActivate`;
/// `.activatesOnSingleClick()` for one click). The list takes the keyboard focus on a click:
/// Up, Down, Page Up, Page Down, Home and End move the cursor and select (Shift extends, Ctrl
/// moves only), Ctrl+Space toggles, Ctrl+A selects all, the Menu key opens the cursor row's
/// menu, and typed characters find a row (`.typeAhead`). To assistive technologies it is a list
/// of list items, selectable, with their selection and position.
///
/// Items can come in sections under header rows, optionally sticky (`.sections`,
/// `.stickyHeaders()`); the user can reorder them by dragging a row or with Alt+Up/Down
/// (`.onMove`), and drop files or data onto the list (`.onDrop`).
@MainActor
public final class ListView: StateView {
    /// The GtkScrolledWindow this view shows; its only child is `surface`.
    let scroller: UnsafeMutablePointer<GtkWidget>
    private let scrollerReference: GObjectReference
    /// The SGListContainer: the viewport, scrollable, holding `rows`.
    let surface: UnsafeMutablePointer<GtkWidget>
    var surfaceList: OpaquePointer { OpaquePointer(surface) }
    /// The realised rows.
    let rows = ListRowHost()

    var model: (any ListModel)?
    var modelBox: ListModelBox?
    /// The rows' heights by index. When the items change, measured heights follow their rows
    /// by key (`RowRelocation`), reading only the keys near the rows measured and on screen.
    var heights = RowHeightIndex(count: 0, estimate: 44) { didSet { rowsMoved = true } }
    var rowHeight = ListRowHeight.estimated(44)
    var overscan = 4
    /// The rows to realise, and the rows `rows` last rendered (they differ until it renders).
    var window: Swift.Range<Int> = 0..<0
    var renderedWindow: Swift.Range<Int> = 0..<0 { didSet { if renderedWindow != oldValue { rowsMoved = true } } }
    /// Whether something the rows' frames or the focus ring follow changed since the last
    /// allocation (the heights, the rows' indices, the pinned header, the cursor, a pending
    /// scroll): only then does a render of the rows lay them out again. A row whose size
    /// changed asks GTK for a new layout itself, and a scroll is laid out by the surface; laying
    /// the list out without need would redraw the whole viewport (GTK redraws all of a widget
    /// it is asked to lay out again).
    var rowsMoved = true
    /// Where each realised row was put by the last allocation: its widget, top and height,
    /// relative to the top of the first realised row.
    var rowFrames: [(widget: UnsafeMutablePointer<GtkWidget>, index: Int, y: Double, height: Double)] = []
    var rowsTop = 0.0

    var offset = 0.0
    var viewportWidth: Int32 = -1
    /// The height of the viewport, in pixels (0 before the list is laid out).
    public internal(set) var viewportHeight = 0.0
    var isAllocating = false
    /// Whether the rows have been placed for the viewport of an allocation (not yet for the
    /// screen-height estimate a list starts with).
    var hasRowsForItsViewport = false
    var isConfiguring = false
    var pendingScroll: (key: FastKey, position: ListScrollPosition)? { didSet { rowsMoved = true } }

    var selection = ListSelection.none
    var onActivate: ListKeyAction?
    var onEndReached: Callback<Void>?
    var endTrigger = EndReachedTrigger(threshold: 10)
    var isLoading = false
    var activatesOnSingleClick = false
    var cursorKey: FastKey? { didSet { if cursorKey != oldValue { rowsMoved = true } } }
    var cursorHint = 0
    /// Where a Shift range starts: the last row clicked or moved to without Shift.
    var anchorKey: FastKey?
    var typeAheadText: ListTypeAhead?
    var typeAheadFind = TypeAheadFind()
    /// The parent's `resetsScroll(when:)` value the list last rendered with.
    var scrollResetValue: AnyHashable?
    /// Whether rows wider than the viewport scroll horizontally (`scrollsHorizontally()`).
    var scrollsHorizontally = false
    /// Told after every allocation: a view built on the list (a table's header) follows it.
    var didAllocate: ((ListView) -> Void)?
    var stickyHeaders = false
    /// The sticky header row the rows were last described with (it is described last).
    var renderedPinnedRow: Int? { didSet { if renderedPinnedRow != oldValue { rowsMoved = true } } }
    var onMove: Callback<ListItemMove>?
    var reorderer: RowReorderer?

    public required init(parentViewController: StateViewController? = nil) {
        #if GTK3
        let scroller = gtk_scrolled_window_new(nil, nil)!
        #else
        let scroller = gtk_scrolled_window_new()!
        #endif
        g_object_ref_sink(scroller.gpointer)
        self.scroller = scroller
        scrollerReference = GObjectReference(adopting: scroller.gpointer)
        surface = sg_list_container_new()
        super.init(parentViewController: parentViewController)
        // Its one child, the scrolled window, fills it: no constraints to solve whenever GTK
        // measures the list again (a row that changes size makes it measure every ancestor).
        arrangement = .overlay
        // Like a scrolled window, a list has no size worth keeping: it takes the space there is
        // (its stack row expands, constraints stretch it before a label).
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_scrolled_window_set_policy(gcast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        #if GTK3
        gtk_container_add(scroller.asContainer, surface)
        gtk_widget_show(surface)
        #else
        gtk_scrolled_window_set_child(gcast(scroller), surface)  // a GtkScrollable: no viewport
        #endif
        rows.childList.owner = self
        sg_list_container_set_content(surfaceList, rows.widget)
        installListDelegates()
    }

    // MARK: Rendering

    override public func render() {
        place(scroller, key: "scroller")
        let props = self.props
        let newHeight = props[ListViewProps.rowHeight] ?? .estimated(44)
        overscan = props[ListViewProps.overscan] ?? 4
        rows.pool.restingSize = overscan + 1
        selection = props[ListViewProps.selection] ?? .none
        // A single selection the parent made (from its own keys, say) brings the cursor along,
        // so that the keyboard goes on from the selected row.
        if selection.mode == .single, selection.keys.count == 1, let selected = selection.keys.first, selected != cursorKey {
            cursorKey = selected
            anchorKey = selected
        }
        onActivate = props[ListViewProps.onActivate]
        onEndReached = props[ListViewProps.onEndReached]
        isLoading = props[ListViewProps.isLoading] ?? false
        endTrigger.threshold = props[ListViewProps.endThreshold] ?? 10
        activatesOnSingleClick = props[ListViewProps.activatesOnSingleClick] ?? false
        typeAheadText = props[ListViewProps.typeAhead]
        setScrollsHorizontally(props[ListViewProps.scrollsHorizontally] ?? false)
        didAllocate = props[ListViewProps.didAllocate]?.run
        stickyHeaders = props[ListViewProps.stickyHeaders] ?? false
        onMove = props[ListViewProps.onMove]
        if onMove != nil, reorderer == nil { reorderer = RowReorderer(list: self) }
        if let drop = props[ListViewProps.drop] {
            dropTarget(accepting: drop.types) { drop.action($0) }
        } else if DropTargetState.exists(on: self) {
            dropTarget(accepting: []) { _ in }
        }
        let resetValue = props[ListViewProps.scrollReset]
        let resetsScroll = resetValue != scrollResetValue && scrollResetValue != nil
        scrollResetValue = resetValue
        Accessible.setName(props[ListViewProps.accessibleName], of: surface)
        let box = props[ListViewProps.model]
        // The list's width follows its rows only when they are measured (`measure(horizontal:)`).
        if newHeight.measuresRows != rowHeight.measuresRows { gtk_widget_queue_resize(surface) }
        if box !== modelBox || newHeight != rowHeight {
            modelBox = box
            apply(box?.model, rowHeight: newHeight, toTop: resetsScroll)
        } else if resetsScroll {
            scrollToTop()
        }
        updateWindow(renderNow: false)
        refreshRows()
    }

    override public func viewWillRemove() {
        reorderer?.invalidate()
        sg_list_container_detach_delegate(surfaceList)
        sg_container_detach_layout(rows.container)
        rows.childList.willRemoveAll()
        rows.childList.releaseAll()
        rows.pool.drain()
    }

    /// Renders the realised rows now (they describe the current window).
    func refreshRows() {
        guard isLive else { return }
        let rowsChanged = rows.update { describeRows() }
        if viewportHeight > 0 && !hasRowsForItsViewport {
            // The rows made for a screen's height before the first allocation that the viewport
            // does not show were pooled by this update: beyond a resting pool, they were never
            // the list's to keep.
            hasRowsForItsViewport = true
            rows.pool.shrinkToRest()
        }
        rowsDidRender(rowsChanged: rowsChanged)
    }

    /// Places one row per item in the window through the rows' `ListRow`s.
    private func describeRows() {
        // The latest description: a parent's render that passed the same items does not render
        // the list, but its element (and so `props`) holds the newest closure.
        guard let model = props[ListViewProps.model]?.model ?? model else {
            renderedWindow = 0..<0
            return
        }
        let window = self.window.clamped(to: 0..<itemCount)
        renderedWindow = window
        let pinned = pinnedHeaderRow
        renderedPinnedRow = pinned
        for index in window where index != pinned { describeRow(at: index, model) }
        if let pinned { describeRow(at: pinned, model) }
    }

    private func describeRow(at index: Int, _ model: any ListModel) {
        let key = key(at: index)
        let before = rows.placementCount
        let row = ListRow(host: rows, fastKey: key, index: index, isSelected: selection.keys.contains(key), isCursor: key == cursorKey)
        _ = model.describeRow(at: index, row)
        let placed = rows.placementCount - before
        guard placed != 1 else { return }
        stateGtkLog.error(
            "ListView: the row description must place exactly one view through its ListRow; it placed \(placed) for the key \(describe(key.anyKey))")
        if placed == 0 { row.place(StateView.self) } else { rows.truncatePlacements(to: before + 1) }
    }

    /// Marks the rows the way GTK marks list rows: `.view` rows of a list, `:selected` when in
    /// the selection, list items to assistive technologies (selectable, selected, and their
    /// position: "posinset" and "setsize"). The rows are laid out again when rows came, went or
    /// moved (`rowsChanged`), or when their frames may have (`rowsMoved`).
    func rowsDidRender(rowsChanged: Bool) {
        let windowRows = renderedWindow.filter { $0 != renderedPinnedRow } + (renderedPinnedRow.map { [$0] } ?? [])
        for (child, index) in zip(rows.children, windowRows) {
            let widget = child.widget
            let selected = selection.keys.contains(child.identity.fastKey)
            markRow(widget, at: index, selected: selected && selection.mode != .none)
            let flags = gtk_widget_get_state_flags(widget)
            if ((flags.rawValue & GTK_STATE_FLAG_SELECTED.rawValue) != 0) != selected {
                if selected {
                    gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_SELECTED, 0)
                } else {
                    gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_SELECTED)
                }
            }
        }
        if rowsChanged || rowsMoved { gtk_widget_queue_allocate(surface) }
    }

    // MARK: Items

    /// The key of the item at `index`, read from the items: a list reads the keys of the rows it
    /// shows and of the rows it looks for, never every key.
    func key(at index: Int) -> FastKey { model!.fastKey(at: index) }

    /// Takes new items: the rows' heights (measured ones follow their rows), and a scroll offset
    /// that keeps the first row on screen that is still there where it was.
    private func apply(_ newModel: (any ListModel)?, rowHeight newHeight: ListRowHeight, toTop: Bool) {
        if let newModel, let model, newHeight == rowHeight, newModel.hasSameItems(as: model) {
            self.model = newModel
            if toTop { scrollToTop() }
            return
        }
        let anchors = toTop ? [] : visibleAnchors()
        let (oldModel, oldHeights, oldHeight) = (model, heights, rowHeight)
        model = newModel
        rowHeight = newHeight
        let count = newModel?.count ?? 0
        let oldCount = oldModel?.count ?? 0
        let found = newModel.flatMap { newModel in
            RowRelocation.anchor(anchors, oldCount: oldCount, newCount: count) { newModel.fastKey(at: $0) }
        }
        if case .estimated = oldHeight, case .estimated = newHeight, let oldModel, let newModel, oldHeights.hasMeasurements {
            let shifts = [0, count - oldCount] + (found.map { [$0.index - $0.anchor.index] } ?? [])
            heights = RowRelocation.heights(
                oldHeights, oldKey: { oldModel.fastKey(at: $0) }, newCount: count, estimate: newHeight.points, shifts: shifts,
                newKey: { newModel.fastKey(at: $0) })
        } else {
            // The same estimate for the same number of rows, none measured (fixed heights, an
            // item changed in place), is the index the rows have: kept, so that their frames
            // are not laid out again.
            let fresh = RowHeightIndex(count: count, estimate: newHeight.points)
            if heights.hasMeasurements || heights.count != fresh.count || heights.estimate != fresh.estimate { heights = fresh }
        }
        if toTop {
            offset = 0
            cursorKey = nil
            anchorKey = nil
        } else if let found {
            // The first row on screen that is still there keeps its place, so the viewport may
            // start inside a row above it.
            offset = heights.offset(of: found.index) + found.anchor.offsetInRow
        }
        configureAdjustment()
    }

    /// The new items of a `resetsScroll(when:)` change start at the top, with no cursor.
    private func scrollToTop() {
        offset = 0
        cursorKey = nil
        anchorKey = nil
        configureAdjustment()
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

    // MARK: Window

    /// Recomputes the rows to realise; renders them now, or (during an allocation, where GTK
    /// must not get new widgets) before the next frame.
    func updateWindow(renderNow: Bool) {
        let height = viewportHeight > 0 ? viewportHeight : Self.unallocatedViewportHeight
        let visible = ListWindow.visibleRows(heights, offset: offset, viewportHeight: height)
        let next = ListWindow.realisedRows(current: window, visible: visible, overscan: overscan, count: heights.count)
        if viewportHeight > 0, let onEndReached, endTrigger.check(lastVisibleRow: visible.upperBound - 1, count: itemCount, isLoading: isLoading) {
            onEndReached()
        }
        guard next != window || renderedWindow != next || pinnedHeaderRow != renderedPinnedRow else { return }
        window = next
        // During an allocation GTK must not get new widgets: the rows render before the next frame.
        if renderNow { refreshRows() } else if isAllocating { setNeedsRender() }
    }

    /// Before its first allocation a list does not know its height: it realises rows for a
    /// screen's height, so that the first frame shows rows.
    static var unallocatedViewportHeight: Double {
        #if GTK3
        guard let display = gdk_display_get_default(),
              let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0) else { return 800 }
        #else
        // GTK 4 has no primary monitor: the first one's height.
        guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display),
              let first = g_list_model_get_item(monitors, 0) else { return 800 }
        defer { g_object_unref(first) }
        let monitor = OpaquePointer(first)
        #endif
        var geometry = GdkRectangle()
        gdk_monitor_get_geometry(monitor, &geometry)
        return Double(geometry.height)
    }

    var vadjustment: UnsafeMutablePointer<GtkAdjustment> { sg_list_container_get_vadjustment(surfaceList) }

    /// Gives the scroll bar the rows' total height, the viewport and the offset. Values it
    /// already has are not set again: GTK would tell the scrolled window that the adjustment
    /// changed, and the scrolled window would lay itself out again.
    func configureAdjustment() {
        let page = max(viewportHeight, 0)
        offset = ListWindow.clampedOffset(offset, heights, page)
        let adjustment = vadjustment
        let upper = max(heights.totalHeight, page)
        guard gtk_adjustment_get_value(adjustment) != offset || gtk_adjustment_get_lower(adjustment) != 0
            || gtk_adjustment_get_upper(adjustment) != upper || gtk_adjustment_get_step_increment(adjustment) != heights.estimate
            || gtk_adjustment_get_page_increment(adjustment) != page * 0.9 || gtk_adjustment_get_page_size(adjustment) != page
        else { return }
        isConfiguring = true
        gtk_adjustment_configure(adjustment, offset, 0, upper, heights.estimate, page * 0.9, page)
        isConfiguring = false
    }

    /// The vertical adjustment moved (the user scrolled, or code did).
    func scrolled() {
        guard !isConfiguring else { return }
        offset = gtk_adjustment_get_value(vadjustment)
        updateWindow(renderNow: !isAllocating)
    }
}
