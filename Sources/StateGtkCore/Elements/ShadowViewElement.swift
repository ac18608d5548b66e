/// The description of one child in one render, which takes props: what every `Placement`
/// is. StateView's name is kept; `place(…)` returns the typed ``Placement``.
///
/// An element lives for one render; the view it describes lives on. Only this module makes
/// subclasses (``Placement``), so its members are never overridden.
///
/// ```swift
/// let canvas = place(CanvasView.self, key: "canvas") { make in make.edges.equalTo(self) }
/// canvas.prop(forKey: Home.image, isLinkedToKeyInState: "selectedImage")
/// canvas.prop(forKey: Home.didPickImage) { values in
///     self.state["selectedImage"] = values["image"]
/// }
/// ```
public class ShadowViewElement {
    @usableFromInline package let identity: ElementIdentity
    /// What the GTK layer needs to create or show the child (a view type or a widget).
    package let payload: AnyObject
    package let constraints: ((ConstraintMaker) -> Void)?
    package let location: SourceLocation
    // What a render sets after `place(…)` (props, state links, `alwaysUpdate()`, layout
    // modifiers) is stored under names no other module sees, and other modules reach it only
    // through the functions below; inlinable code (the typed prop setters) goes through
    // `setProp(_:for:)`. Every access to these stored properties is then in this module, and
    // each is a plain read or assignment (a change is made to a copy taken out, see
    // `takeProps()`), so the optimiser can prove that no access overlaps another and drops the
    // run-time exclusivity check a render would otherwise make at each (a handful per child).
    // A mutation in place (`storedProps.set(…)`, `storedStateLinks.append(…)`) would call
    // into the standard library during the access, which the optimiser must assume conflicts.
    final var storedProps = Props()
    final var storedStateLinks: [(prop: PropIdentity, stateKey: String)] = []
    final var storedAlwaysUpdates = false
    final var storedLayout = PlacementLayout()

    /// The props passed so far in this render.
    public internal(set) final var props: Props {
        get { storedProps }
        set { storedProps = newValue }
    }
    /// Props to read from the parent's state once its render returns.
    package final var stateLinks: [(prop: PropIdentity, stateKey: String)] { storedStateLinks }
    /// Whether props are linked to the parent's state (read once its render returns).
    package final var linksState: Bool { !storedStateLinks.isEmpty }
    /// Re-render this child on every parent render, even when its props compare equal.
    package final var alwaysUpdates: Bool { storedAlwaysUpdates }
    /// The layout modifiers set on this placement.
    package final var layout: PlacementLayout { storedLayout }
    /// In a stack arrangement, whether this child takes a share of the spare space.
    package final var expands: Bool { layout.expands }
    /// In a grid arrangement, how many columns and rows this child spans.
    package final var span: (columns: Int, rows: Int) { (layout.columns, layout.rows) }
    /// Content hugging set for this placement, per axis (nil: the default for its kind).
    package final var hugging: AxisPriorities { layout.hugging }
    /// Compression resistance set for this placement, per axis (nil: 750).
    package final var compressionResistance: AxisPriorities { layout.compressionResistance }

    /// The key the render placed this child with.
    public final var key: AnyHashable { identity.key }

    /// Whether a later render may place this very element again when its source data did not
    /// change: it reads nothing from the parent's state and does not ask to update every time.
    @usableFromInline package final var isReusable: Bool { storedStateLinks.isEmpty && !storedAlwaysUpdates }

    /// Whether the child this element describes must re-render, given the element it had before:
    /// the one test of "unchanged, skip it". An element placed again (`placeEach` keeps the
    /// elements of unchanged items) is unchanged; otherwise the child re-renders when it always
    /// updates or its props differ. Compared in place, without copying either.
    @inlinable
    package final func needsUpdate(after previous: ShadowViewElement) -> Bool {
        self !== previous && asksForUpdate(after: previous)
    }

    /// `needsUpdate(after:)` for another element: it always updates, or its props differ.
    @usableFromInline
    final func asksForUpdate(after previous: ShadowViewElement) -> Bool {
        storedAlwaysUpdates || storedProps.differ(from: previous.storedProps)
    }

    package init(
        identity: ElementIdentity, payload: AnyObject, constraints: ((ConstraintMaker) -> Void)?,
        location: SourceLocation
    ) {
        self.identity = identity
        self.payload = payload
        self.constraints = constraints
        self.location = location
    }

    /// Sets one prop (see the stored properties above for why it is not inlinable).
    @usableFromInline
    final func setProp(_ value: consuming PropValue, for key: PropIdentity) {
        var props = takeProps()
        props.set(value, for: key)
        storedProps = props
    }

    /// The props, moved out (the element holds none until they are stored again), so that
    /// changing them neither copies them nor happens during an access to the stored property.
    private final func takeProps() -> Props {
        var props = Props()
        swap(&props, &storedProps)
        return props
    }

    // MARK: StateView's dictionary-style props

    /// Passes a value prop. A later call with the same key in the same render wins.
    @discardableResult
    public final func prop<K: StateKey>(forKey key: K, is value: Any?) -> Self {
        let value = PropValue(value: value)
        setProp(value, for: PropIdentity(key))
        return self
    }

    /// Passes a value prop compared by `isEqual` instead of `==`.
    @discardableResult
    public final func prop<K: StateKey, V>(forKey key: K, is value: V, comparedBy isEqual: @escaping (V, V) -> Bool) -> Self {
        let comparison = PropComparison.custom { old, new in
            guard let old = old as? V, let new = new as? V else { return false }
            return isEqual(old, new)
        }
        let value = PropValue(value: value, comparison: comparison)
        setProp(value, for: PropIdentity(key))
        return self
    }

    /// Passes the parent's `state[stateKey]` (read after `render()` returns) as a prop.
    @discardableResult
    public final func prop<K: StateKey>(forKey key: K, isLinkedToKeyInState stateKey: String) -> Self {
        var links: [(prop: PropIdentity, stateKey: String)] = []
        swap(&links, &storedStateLinks)
        links.append((PropIdentity(key), stateKey))
        storedStateLinks = links
        return self
    }

    /// Passes a function prop the child calls to talk to its parent.
    @discardableResult
    public final func prop<K: StateKey>(forKey key: K, _ function: @escaping ([String: Any]) -> Void) -> Self {
        let value = PropValue(value: function, isFunction: true)
        setProp(value, for: PropIdentity(key))
        return self
    }

    // MARK: Typed props

    /// Passes a typed value prop.
    @discardableResult @inlinable
    public final func prop<V>(_ key: PropKey<V>, is value: V) -> Self {
        setProp(PropValue(value: value), for: key.identifier)
        return self
    }

    /// Passes a typed Equatable value prop, compared with `==` of its static type.
    @discardableResult @inlinable
    public final func prop<V: Equatable>(_ key: PropKey<V>, is value: V) -> Self {
        setProp(.equatable(value), for: key.identifier)
        return self
    }

    /// Passes a typed value prop compared by `isEqual` instead of `==` (for values that are not
    /// Equatable, or to compare them more cheaply).
    @discardableResult
    public final func prop<V>(_ key: PropKey<V>, is value: V, comparedBy isEqual: @escaping (V, V) -> Bool) -> Self {
        prop(forKey: key, is: value, comparedBy: isEqual)
    }

    /// Passes a typed callback with no argument.
    @discardableResult @inlinable
    public final func prop(_ key: PropKey<() -> Void>, is function: @escaping () -> Void) -> Self {
        setProp(.function(function), for: key.identifier)
        return self
    }

    /// Passes a typed callback with one argument.
    @discardableResult @inlinable
    public final func prop<A>(_ key: PropKey<(A) -> Void>, is function: @escaping (A) -> Void) -> Self {
        setProp(.function(function), for: key.identifier)
        return self
    }

    /// Passes a `Callback`, as earlier releases did.
    @available(*, deprecated, message: "declare the key as PropKey<(Argument) -> Void> and pass a closure")
    @discardableResult @inlinable
    public final func prop<A>(_ key: PropKey<Callback<A>>, is callback: Callback<A>) -> Self {
        setProp(.callback(callback), for: key.identifier)
        return self
    }

    /// Passes a `Callback` the library made from a closure it was given (not deprecated for it).
    @discardableResult
    package final func callbackProp<A>(_ key: PropKey<Callback<A>>, is callback: Callback<A>) -> Self {
        setProp(.callback(callback), for: key.identifier)
        return self
    }

    /// Makes the child re-render whenever its parent does (for props that cannot be compared).
    @discardableResult
    public final func alwaysUpdate() -> Self {
        storedAlwaysUpdates = true
        return self
    }

    /// In a stack arrangement, gives this child a share of the spare space along the stack.
    @discardableResult
    public final func expanding(_ expands: Bool = true) -> Self {
        var layout = storedLayout
        layout.expands = expands
        storedLayout = layout
        return self
    }

    /// In a grid arrangement, makes this child span several columns and rows.
    ///
    /// ```swift
    /// place(title, key: "title").spanning(columns: 2)
    /// ```
    @discardableResult
    public final func spanning(columns: Int = 1, rows: Int = 1) -> Self {
        var layout = storedLayout
        layout.columns = max(columns, 1)
        layout.rows = max(rows, 1)
        storedLayout = layout
        return self
    }

    /// How strongly the child resists growing past its natural size along `axis`, as
    /// `setContentHuggingPriority` does in Auto Layout (default 251 for widgets, like UILabel;
    /// 250 for StateViews, like UIView; 1 for scrolling and expanding widgets).
    ///
    /// ```swift
    /// place(title, key: "title") { make in … }.contentHugging(.high, for: .horizontal)
    /// ```
    @discardableResult
    public final func contentHugging(_ priority: LayoutPriority, for axis: Axis) -> Self {
        var layout = storedLayout
        layout.hugging[axis] = priority
        storedLayout = layout
        return self
    }

    /// How strongly the child resists shrinking below its natural size along `axis` (default 750).
    @discardableResult
    public final func compressionResistance(_ priority: LayoutPriority, for axis: Axis) -> Self {
        var layout = storedLayout
        layout.compressionResistance[axis] = priority
        storedLayout = layout
        return self
    }

    /// Resolves `prop(forKey:isLinkedToKeyInState:)` links against the parent's state.
    package final func resolveStateLinks(in state: [String: Any?]) {
        for link in storedStateLinks {
            setProp(PropValue(value: state[link.stateKey] ?? nil), for: link.prop)
        }
    }
}
