// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
/// A view that renders itself from its `state` and `props`, like StateView on iOS.
///
/// Subclass it, override `render()`, and `place` children there. Whenever state or props
/// change, StateGtk re-renders and reconciles the placed children with the GTK widgets on
/// screen, making the fewest GTK calls it can. Its `widget` is a real GtkContainer, so a
/// StateView goes into any GTK container and any widget goes into it.
///
/// ```swift
/// final class Counter: StateView {
///     static let count = StateField<Int>("count")
///     let label = Label()
///     let button = Button(label: "Add one")
///
///     override func getInitialState() -> [String: Any?] { ["count": 0] }
///
///     override func render() {
///         let count = state[Self.count] ?? 0
///         label.text = "Clicked \(count) times"
///         button.onClicked = { [weak self] in self?.state[Self.count] = count + 1 }
///         place(label, key: "label") { make in make.top.left.right.equalTo(self) }
///         place(button, key: "button") { make in make.bottom.left.right.equalTo(self) }
///     }
/// }
/// ```
@MainActor
open class StateView: ConstraintItem {
    enum Phase { case detached, live, removed }

    /// The GtkContainer this view renders into; it is owned by the view.
    public let widget: UnsafeMutablePointer<GtkWidget>
    var container: OpaquePointer { OpaquePointer(widget) }
    /// `widget`'s address, for `deinit`, which drops the view's reference on the main thread
    /// (see `GObjectReference`) and may only read Sendable values.
    private let referenceAddress: UInt

    /// The controller whose window shows this view's tree; present dialogs from it.
    public internal(set) weak var parentViewController: StateViewController?
    /// The StateView that placed this one, `nil` for a root.
    public internal(set) weak var parentView: StateView?

    /// The view's private values. Every change that is not equal to the old value schedules one
    /// render before the next frame, however many writes come before it.
    ///
    /// Written on the main thread only: a write from another thread (code that got around
    /// Swift's checks) is refused with an error naming the view and the thread, and the state
    /// stays as it was.
    ///
    /// ```swift
    /// state[Counter.count] = 3   // renders once before the next frame
    /// ```
    public var state: [String: Any?] {
        get { storedState }
        set {
            guard MainThreadCheck.allows("\(type(of: self))'s state was written") else { return }
            let oldValue = storedState
            storedState = newValue
            stateDidChange(from: oldValue)
        }
    }
    private var storedState: [String: Any?]

    /// What the parent passed in its latest render; only what it set in that render.
    public var props: Props { placement?.element.props ?? ownProps }
    /// The props of a view no parent holds: a root's, or a removed child's last ones.
    var ownProps = Props()
    /// The parent's record of this view while it is placed. Props are read from its latest
    /// element, so a parent's re-render that changes nothing here never touches this object.
    /// Unowned: the record holds this view, and gives it a copy of its props before it goes.
    unowned(unsafe) var placement: MountedChild?

    /// How children are laid out: constraint closures (the default), a stack, or overlaid.
    public var arrangement: Arrangement = .constraints {
        didSet { if arrangement != oldValue { layoutDidChange() } }
    }

    var phase = Phase.detached
    /// The children on screen, and the rules that place them.
    let childList: ChildList<SGContainerChildren>
    /// The children in placement order.
    var children: [MountedChild] { childList.children }
    /// What the current render placed so far.
    var placements: [ShadowViewElement] = []
    var placementMemos = PlacementMemos()
    var isRendering = false
    var needsRender = false
    var depth = 0
    var layoutEngine: ChildLayoutEngine?

    /// Creates the view with its initial state; nothing renders until it is placed or started.
    public required init(parentViewController: StateViewController? = nil) {
        Gtk.requireInitialized(creating: "\(Self.self)")
        widget = sg_container_new()
        g_object_ref_sink(widget.gpointer)
        referenceAddress = UInt(bitPattern: widget)
        childList = ChildList(SGContainerChildren(widget), name: "\(Self.self)")
        storedState = [:]
        self.parentViewController = parentViewController
        gtk_widget_show(widget)
        childList.owner = self
        storedState = getInitialState()
        installLayoutDelegate()
    }

    deinit { GObjectReference.release(referenceAddress, detachingLayout: true) }

    // MARK: Overrides

    /// The state a new instance starts with.
    open func getInitialState() -> [String: Any?] { [:] }

    /// Describes the children from `state` and `props` by calling `place`. Runs on every update.
    open func render() {}

    /// Once per instance: a root after its first render, a child before its first render.
    open func viewDidInitialize() {}

    /// Before every render but the first, with the state and props it will render with.
    open func viewWillUpdate(newState: [String: Any?], newProps: Props) {}

    /// After every render but the first.
    open func viewDidUpdate() {}

    /// Before a list view shows this row for another item (or for its own item again, coming
    /// back on screen), like `UITableViewCell.prepareForReuse()`. The row keeps its widgets; its
    /// state already starts again from `getInitialState()` (unless the item is its own), and
    /// its next render gets the new item's props. Cancel work started for the previous item
    /// here, and reset what `render()` does not set on every render.
    ///
    /// ```swift
    /// override func prepareForReuse() {
    ///     avatarTask?.cancel()
    ///     avatar.image = nil
    /// }
    /// ```
    open func prepareForReuse() {}

    /// Once, when the parent stops placing this view (or the controller drops it), before its
    /// widgets are destroyed. Cancel work and timers here.
    open func viewWillRemove() {}

    // MARK: Props

    /// A prop's value as the parent passed it, StateView style.
    public func prop<K: StateKey>(withValueForKey key: K) -> Any? { props.value(forKey: key) }

    /// A function prop the parent passed with `prop(forKey:) { values in … }`.
    public func prop<K: StateKey>(withFunctionForKey key: K) -> (([String: Any]) -> Void)? {
        props.value(forKey: key) as? ([String: Any]) -> Void
    }

    // MARK: Starting

    /// Starts a view that was added to a GTK container by hand: renders it for the first time.
    /// Views placed by other views and controllers' root views are started for you. On the
    /// main thread only: from another thread it is refused with an error.
    public func renderDeep() {
        guard MainThreadCheck.allows("\(type(of: self)).renderDeep() was called"), phase == .detached else { return }
        phase = .live
        if parentView == nil { releaseWhenDestroyed() }
        performRender()
        viewDidInitialize()
    }

    /// A root started by hand has no parent to remove it: when its widget is destroyed (its
    /// window closed, its container destroyed), it removes itself, so its tree is released
    /// even when closures captured views strongly.
    private func releaseWhenDestroyed() {
        let destroyed = SignalHandler<@MainActor () -> Void>({})
        destroyed.action = { [weak self] in
            guard let self, self.phase == .live else { return }
            self.willRemove()
            self.releaseSubtree()
        }
        SignalHandler.connect(widget.gpointer, signal: "destroy", trampoline: SignalTrampolines.voidCallback, handler: destroyed)
    }

    /// StateView's other name for `renderDeep()`.
    public func setRootView() { renderDeep() }

    /// Whether the view is on screen's side of its life: started and not removed.
    public var isLive: Bool { phase == .live }

    // MARK: State

    private func stateDidChange(from oldValue: [String: Any?]) {
        guard !StateView.states(oldValue, equal: state) else { return }
        scheduleRender()
    }

    /// Schedules a render before the next frame, or, off screen, on the next turn of the main
    /// loop (state writes call it for you). On the main thread only: a call from another
    /// thread is refused with an error naming the view and the thread.
    ///
    /// ```swift
    /// items.append(item)   // not state: say that the view should render again
    /// setNeedsRender()
    /// ```
    public func setNeedsRender() {
        guard MainThreadCheck.allows("\(type(of: self)).setNeedsRender() was called") else { return }
        scheduleRender()
    }

    /// `setNeedsRender()` for callers known to be on the main thread.
    func scheduleRender() {
        switch phase {
        case .detached: return  // the first render will read the new state
        case .removed:
            stateGtkLog.debug("state written to a removed \(Self.self); ignored")
            return
        case .live:
            RenderScheduler.shared.markDirty(self)
        }
    }

    /// Readies a pooled row for an arriving item: `prepareForReuse()`, then `viewWillUpdate`
    /// with the item's props. The caller renders it next.
    func prepareForReuse(keepingState: Bool, newProps: Props) {
        if !keepingState {
            needsRender = true  // rendered right after: no render to schedule for this write
            state = getInitialState()
        }
        prepareForReuse()
        viewWillUpdate(newState: state, newProps: newProps)
    }

    static func states(_ lhs: [String: Any?], equal rhs: [String: Any?]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs {
            guard let other = rhs[key], valuesAreEqual(value, other) == true else { return false }
        }
        return true
    }

    /// Renders every view with pending state changes now, instead of before the next frame.
    /// Called while a render is in progress (in a `render()`, or in a child's `viewWillUpdate`
    /// or render during its parent's), the renders run once that render has been applied to
    /// the widgets; inside a `render()` it is also reported. On the main thread only: a call
    /// from another thread is refused with an error naming the thread.
    ///
    /// ```swift
    /// counter.state[Counter.count] = 3
    /// StateView.flushRenders()   // the label shows 3 now
    /// ```
    public static func flushRenders() {
        guard MainThreadCheck.allows("StateView.flushRenders() was called") else { return }
        RenderScheduler.shared.flush()
    }
}
