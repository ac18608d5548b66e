// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A GtkScrolledWindow around a StateView or a widget, with `onEdgeReached(within:_:)` for
/// loading the next page.
///
/// A StateView content is started (rendered) when set and removed (its `viewWillRemove` runs)
/// when replaced or when the scrolled window is destroyed, like a placed child.
///
/// ```swift
/// let scroller = ScrolledWindow(ResultsList(parentViewController: parentViewController))
/// scroller.hscrollbarPolicy = .never
/// scroller.onEdgeReached(within: 100) { [weak self] in self?.loadNextPage() }
/// place(scroller, key: "results").expanding()
/// ```
@MainActor
public final class ScrolledWindow: Widget {
    private enum Content { case view(StateView), widget(Widget) }

    private var scrolled: GtkScrolledWindowPointer { gcast(gtkWidget) }
    private var content: Content?
    /// Holds non-scrollable content; made once, kept for the next content.
    private var viewport: UnsafeMutablePointer<GtkWidget>?
    private var viewportReference: GObjectReference?
    private let destroyed: SignalConnection<@MainActor () -> Void>
    private weak var endDetector: SignalHandler<EndDetector>?
    private var verticalScroll: ScrollOffset!

    /// An empty scrolled window.
    public init() {
        #if GTK3
        let widget = gtk_scrolled_window_new(nil, nil)!
        #else
        let widget = gtk_scrolled_window_new()!
        #endif
        destroyed = SignalConnection(widget.gpointer, "destroy", SignalTrampolines.voidCallback, action: {})
        super.init(widget)
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled)!
        let detector = SignalHandler<EndDetector>(EndDetector())
        for signal in ["value-changed", "changed"] {
            SignalHandler.connect(
                UnsafeMutableRawPointer(adjustment), signal: signal, trampoline: SignalTrampolines.scrollEndCallback, handler: detector,
                owner: UnsafeMutableRawPointer(widget))
        }
        endDetector = detector
        verticalScroll = ScrollOffset(adjustment)
    }

    /// A scrolled window around a StateView.
    public convenience init(_ view: StateView) {
        self.init()
        setContent(view)
    }

    /// A scrolled window around a widget.
    public convenience init(_ widget: Widget) {
        self.init()
        setContent(widget)
    }

    /// Shows `view` (started now if it was not), replacing the previous content.
    public func setContent(_ view: StateView) {
        if case .view(let current) = content, current === view { return }
        replaceContent(with: .view(view), widget: view.widget)
        if !view.isLive { view.renderDeep() }
    }

    /// Shows `widget`, replacing the previous content.
    public func setContent(_ widget: Widget) {
        if case .widget(let current) = content, current === widget { return }
        replaceContent(with: .widget(widget), widget: widget.gtkWidget)
    }

    /// The content, if it is a slot.
    var contentSlot: ContainerSlot? {
        if case .view(let view as ContainerSlot) = content { return view }
        return nil
    }

    private func replaceContent(with new: Content, widget: UnsafeMutablePointer<GtkWidget>) {
        if let content {
            let old = contentWidget(content)
            GtkMutations.record(.remove)
            #if GTK3
            gtk_container_remove(gtk_widget_get_parent(old).map { gcast($0) }, old)
            #else
            gtk_scrolled_window_set_child(scrolled, nil)
            #endif
            if case .view(let view) = content {
                view.willRemove()
                view.releaseSubtree()
            }
        }
        content = new
        GtkMutations.record(.add)
        #if GTK3
        if g_type_check_instance_is_a(gcast(widget), gtk_scrollable_get_type()) != 0 {
            // Text views and lists scroll themselves: no viewport between them and the window.
            if let viewport, gtk_widget_get_parent(viewport) != nil { gtk_container_remove(gtkWidget.asContainer, viewport) }
            gtk_container_add(gtkWidget.asContainer, widget)
        } else {
            gtk_container_add(ensureViewport().asContainer, widget)
        }
        #else
        // GTK 4 puts a viewport (which scrolls a focused descendant into view) around content
        // that does not scroll itself.
        gtk_scrolled_window_set_child(scrolled, widget)
        #endif
        releaseOnDestroy()
    }

    /// What destroying the scrolled window releases: a view content goes with it, and the
    /// viewport (ours, and kept) lets go of the window's adjustments, whose handlers hold the
    /// user's closures.
    private func releaseOnDestroy() {
        let view: StateView? = if case .view(let view) = content { view } else { nil }
        let viewport = viewport
        destroyed.action = {
            #if GTK3
            if let viewport {
                gtk_container_set_focus_vadjustment(viewport.asContainer, nil)
                gtk_container_set_focus_hadjustment(viewport.asContainer, nil)
            }
            #endif
            view?.willRemove()
            view?.releaseSubtree()
        }
    }

    private func contentWidget(_ content: Content) -> UnsafeMutablePointer<GtkWidget> {
        switch content {
        case .view(let view): view.widget
        case .widget(let widget): widget.gtkWidget
        }
    }

    #if GTK3
    private func ensureViewport() -> UnsafeMutablePointer<GtkWidget> {
        if let viewport {
            if gtk_widget_get_parent(viewport) == nil { gtk_container_add(gtkWidget.asContainer, viewport) }
            return viewport
        }
        let made = gtk_viewport_new(nil, nil)!
        g_object_ref_sink(made.gpointer)  // ours: it leaves the window when scrollable content comes
        viewportReference = GObjectReference(adopting: made.gpointer)
        gtk_viewport_set_shadow_type(gcast(made), GTK_SHADOW_NONE)
        // A widget taking the focus anywhere inside (a row of a list box in a slot, say) is
        // scrolled into view: GTK does it for the viewport's direct child only otherwise.
        gtk_container_set_focus_vadjustment(made.asContainer, gtk_scrolled_window_get_vadjustment(scrolled))
        gtk_container_set_focus_hadjustment(made.asContainer, gtk_scrolled_window_get_hadjustment(scrolled))
        gtk_widget_show(made)
        gtk_container_add(gtkWidget.asContainer, made)
        viewport = made
        return made
    }
    #endif

    /// The least height the window asks for; -1 for GTK's small default.
    public var minContentHeight: Int = -1 {
        didSet { if recordIfChanged(oldValue, minContentHeight) { gtk_scrolled_window_set_min_content_height(scrolled, Int32(minContentHeight)) } }
    }

    /// Whether the window asks for its content's natural height (up to `maxContentHeight`).
    public var propagatesNaturalHeight: Bool = false {
        didSet { if recordIfChanged(oldValue, propagatesNaturalHeight) { gtk_scrolled_window_set_propagate_natural_height(scrolled, propagatesNaturalHeight ? 1 : 0) } }
    }

    /// The most height the window asks for when propagating its content's; -1 for no limit.
    public var maxContentHeight: Int = -1 {
        didSet { if recordIfChanged(oldValue, maxContentHeight) { gtk_scrolled_window_set_max_content_height(scrolled, Int32(maxContentHeight)) } }
    }

    // MARK: Scroll position

    private var vadjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrolled_window_get_vadjustment(scrolled) }

    /// How far the content is scrolled down, in pixels, as on screen now. A value the user
    /// changes: set from render, it is written only when it differs from the offset the program
    /// gave last time, so the user's scrolling stands (see "Values the user changes"). An offset
    /// past the content's end is applied once the content is that long, unless the user scrolls
    /// first; setting it does not run `onVerticalOffsetChanged`.
    ///
    /// ```swift
    /// scroller.verticalOffset = state["offset"] as? Double ?? 0
    /// scroller.onVerticalOffsetChanged = { [weak self] offset in self?.state["offset"] = offset }
    /// ```
    public var verticalOffset: Double {
        get { verticalScroll.value }
        set { if programValues.accept(newValue, for: "vertical-offset") { verticalScroll.scroll(to: newValue) } }
    }

    /// What the user's scrolling does, with the new vertical offset (GTK clamping the offset to
    /// shorter content is reported too; the program's own offsets are not).
    ///
    /// ```swift
    /// scroller.onVerticalOffsetChanged = { [weak self] offset in self?.state["offset"] = offset }
    /// ```
    public var onVerticalOffsetChanged: (@MainActor (Double) -> Void)? {
        get { verticalScroll.onChange }
        set { verticalScroll.onChange = newValue }
    }

    /// Scrolls so that `y` is at the top (clamped to the content), now: an action of the program,
    /// like a "back to top" button's, not a value render keeps.
    public func scroll(toY y: Double) {
        verticalScroll.scroll(to: y)
    }

    /// Scrolls to the bottom.
    public func scrollToEnd() {
        scroll(toY: gtk_adjustment_get_upper(vadjustment) - gtk_adjustment_get_page_size(vadjustment))
    }

    /// Runs `action` when the visible part comes within `threshold` pixels of the content's
    /// end (also when the content is shorter than the window): once per content length, again
    /// after the content grew or the user scrolled back up. Calling it again replaces both.
    ///
    /// GTK's own [edge-reached](https://docs.gtk.org/gtk3/signal.ScrolledWindow.edge-reached.html),
    /// for any edge and only at the edge itself, is the `onEdgeReached` property of
    /// ``ScrolledWindowProtocol``; `ShadowViewElement.onEdgeReached(within:isLoading:_:)` is
    /// the same for a `ListView`, in rows.
    ///
    /// ```swift
    /// scroller.onEdgeReached(within: 100) { [weak self] in self?.loadNextPage() }
    /// ```
    public func onEdgeReached(within threshold: Double = 100, _ action: @escaping @MainActor () -> Void) {
        endDetector?.action.threshold = threshold
        endDetector?.action.action = action
    }

    /// The action and threshold `onEdgeReached(within:_:)` set.
    var endAction: (action: @MainActor () -> Void, threshold: Double) {
        get {
            guard let detector = endDetector else { return ({}, 0) }
            return (detector.action.action, detector.action.threshold)
        }
        set {
            endDetector?.action.threshold = newValue.threshold
            endDetector?.action.action = newValue.action
        }
    }
}

// GtkScrolledWindow's generated properties and signals.
extension ScrolledWindow: ScrolledWindowProtocol {}
