// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Batches state changes so that a view renders at most once per frame: the views whose state
/// changed since the last frame render together, parents before children, as the frame starts
/// (the frame clock's `before-paint`), before GTK updates, lays out and paints that frame.
///
/// Rendering before the update phase, not in it, matters to GTK: a render that changes widgets
/// invalidates their CSS, and GTK restyles the window in one pass only when that is known by
/// the update phase (a tick callback it adds then). Invalidated later, every widget restyles
/// itself on its own when it is allocated, which is dearer, and GTK runs one frame more
/// (figures in Docs/render-pipeline.md). State written during the frame itself (by a tick
/// callback, or while laying out) renders in the same frame's layout phase.
///
/// When no frame is coming (the view is not mapped: a hidden window, a page not shown, a view
/// not yet in a window) they render in an idle callback of the next turn of the main loop
/// instead; `flush()` (`StateView.flushRenders()`) renders them at once.
///
/// A render is one step from `render()` to its placements applied to the widgets (children made,
/// updated and removed, laid out). A flush asked for during one (in a `render()`, a child's
/// `viewWillUpdate`, a child's own render) waits until the outermost render in progress has
/// been applied: run in the middle, it would render a view whose placements are still being
/// collected or applied, and the view would end with the nested render's children, or none.
@MainActor
final class RenderScheduler {
    static let shared = RenderScheduler()

    /// How many times one view may render in one flush before StateGtk calls it a loop.
    static let renderLimit = 100

    private var dirty: [StateView] = []
    /// Whether a frame or an idle callback will flush.
    private var scheduled = false
    /// The types of the views whose `render()` runs now, innermost last.
    private var rendering: [StateView] = []
    /// How many renders are between their `render()` and the end of applying what it placed.
    private var rendersInProgress = 0
    private var isFlushing = false
    /// A flush was asked for during a render: it runs once the outermost render is applied.
    private var flushDeferred = false

    func markDirty(_ view: StateView) {
        guard !view.needsRender else { return }
        view.needsRender = true
        dirty.append(view)
        guard !scheduled else { return }
        scheduled = true
        if gtk_widget_get_mapped(view.widget) != 0, let clock = gtk_widget_get_frame_clock(view.widget) {
            Self.flushInFrames(of: clock)
            // Asking for layout starts a frame (with its before-paint) when none runs, and still
            // reaches this frame's layout phase when asked during its update or layout.
            gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_LAYOUT)
        } else {
            // GDK_PRIORITY_REDRAW is G_PRIORITY_HIGH_IDLE + 20: before any frame that comes.
            g_idle_add_full(G_PRIORITY_HIGH_IDLE + 10, { _ in
                MainActor.assumeIsolated { RenderScheduler.shared.flushScheduled() }
                return 0
            }, nil, nil)
        }
    }

    /// Renders every dirty view now. During a render it would render views in the middle of
    /// another's: the renders run once that render has been applied, and a call inside a
    /// `render()` itself is reported.
    func flush() {
        if rendersInProgress > 0 {
            if let inside = rendering.last {
                stateGtkLog.error(
                    "StateView.flushRenders() was called inside \(type(of: inside)).render(); the pending renders run after that render has been applied, not inside it")
            }
            flushDeferred = true
            return
        }
        // Inside a flush (a viewDidUpdate that flushes), the running loop renders what is dirty.
        guard !isFlushing else { return }
        isFlushing = true
        defer { isFlushing = false }
        scheduled = false
        var renders: [ObjectIdentifier: Int] = [:]
        while !dirty.isEmpty {
            // Parents first: a parent's render may re-render (and so clean) its children.
            let batch = dirty.sorted { $0.depth < $1.depth }
            dirty.removeAll(keepingCapacity: true)
            for view in batch where view.needsRender {
                let count = (renders[ObjectIdentifier(view)] ?? 0) + 1
                renders[ObjectIdentifier(view)] = count
                guard count <= Self.renderLimit else {
                    view.needsRender = false
                    stateGtkLog.error(
                        "\(type(of: view)) rendered \(Self.renderLimit) times in one update: its render(), viewWillUpdate or viewDidUpdate keeps changing its state. Stopped updating it until its state changes again.")
                    continue
                }
                view.renderForStateChange()
            }
        }
    }

    /// Runs `body`: one render (a view's, or a list's rows'), from `render()` to what it placed
    /// applied. A flush asked for during it runs at the end of the outermost one.
    func applyingRender(_ body: () -> Void) {
        rendersInProgress += 1
        body()
        rendersInProgress -= 1
        if rendersInProgress == 0, flushDeferred {
            flushDeferred = false
            flush()
        }
    }

    /// Runs `body`, the `render()` of `view`, noting it so that a flush inside it is reported.
    func rendering(_ view: StateView, _ body: () -> Void) {
        // Changed on a copy moved out: appending in place would call into the standard library
        // during the access to the stored property, and every access would then be checked at
        // run time for exclusivity.
        var views: [StateView] = []
        swap(&views, &rendering)
        views.append(view)
        swap(&views, &rendering)
        body()
        swap(&views, &rendering)
        views.removeLast()
        swap(&views, &rendering)
    }

    /// The view whose `render()` is running (the innermost, when a render places a list's
    /// rows): the owner of what a container placement's modifiers place.
    var renderingView: StateView? { rendering.last }

    /// The frame's or the idle's flush: nothing to do when `flush()` ran since.
    private func flushScheduled() {
        guard scheduled else { return }
        flush()
    }

    // Not _static_string: the C string Swift passes lives only for the call, and GLib keeps the
    // pointer it is given there (AddressSanitizer caught the read after it was freed).
    private static let connectedQuark = g_quark_from_string("stategtk-render-scheduler")

    /// Connects the flush to `clock`'s `before-paint` and `layout` phases, once per clock.
    private static func flushInFrames(of clock: OpaquePointer) {
        let object = UnsafeMutableRawPointer(clock).assumingMemoryBound(to: GObject.self)
        guard g_object_get_qdata(object, connectedQuark) == nil else { return }
        g_object_set_qdata(object, connectedQuark, UnsafeMutableRawPointer(bitPattern: 1))
        for phase in ["before-paint", "layout"] {
            let flush = SignalHandler<@MainActor () -> Void>({ RenderScheduler.shared.flushScheduled() })
            SignalHandler.connect(UnsafeMutableRawPointer(clock), signal: phase, trampoline: SignalTrampolines.voidCallback, handler: flush)
        }
    }
}
