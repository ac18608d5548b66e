// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
extension StateView {
    /// Places a child StateView, created from its type the first time its key appears.
    ///
    /// `constraints` is SnapKit's `make` closure, evaluated on every render; without one, in the
    /// default `.constraints` arrangement, the child fills the view.
    ///
    /// ```swift
    /// let summary = place(ShippingSummary.self, key: "summary") { make in
    ///     make.width.equalTo(self)
    ///     make.height.equalTo(200)
    /// }
    /// summary.prop(forKey: Checkout.shipping, isLinkedToKeyInState: "selectedShipping")
    /// ```
    @discardableResult
    public func place<V: StateView>(
        _ type: V.Type, key: some StateKey, file: String = #fileID, line: Int = #line,
        constraints: ((ConstraintMaker) -> Void)? = nil
    ) -> Placement<V> {
        let element = Placement<V>(
            identity: ElementIdentity(key: key, kind: .view(ObjectIdentifier(type))),
            payload: ViewTypePayload.of(type), constraints: constraints,
            location: SourceLocation(file: file, line: line))
        if canNest(key: element.key, at: element.location) { record(element) }
        return element
    }

    /// Places a widget instance that `render()` configures. The same instance under the same
    /// key stays; another instance under the key replaces it.
    ///
    /// ```swift
    /// place(title, key: "title") { make in make.top.left.right.equalTo(self).inset(12) }
    /// ```
    @discardableResult @_disfavoredOverload  // a misused StateView type is reported as such, not as a widget
    public func place<W: Widget>(
        _ widget: W, key: some StateKey, file: String = #fileID, line: Int = #line,
        constraints: ((ConstraintMaker) -> Void)? = nil
    ) -> Placement<W> {
        let element = Placement<W>(
            identity: ElementIdentity(key: key, kind: .widget(widget.gtkWidget.address)),
            payload: widget, constraints: constraints, location: SourceLocation(file: file, line: line))
        if canPlace(widget.gtkWidget, key: element.key, at: element.location) { record(element) }
        return element
    }

    /// Places a raw GtkWidget. StateGtk takes a reference (sinking a floating one) for as long
    /// as it is placed.
    ///
    /// ```swift
    /// place(gtk_spinner_new(), key: "spinner")
    /// ```
    @discardableResult
    public func place(
        _ widget: UnsafeMutablePointer<GtkWidget>, key: some StateKey, file: String = #fileID, line: Int = #line,
        constraints: ((ConstraintMaker) -> Void)? = nil
    ) -> Placement<GtkWidget> {
        let element = Placement<GtkWidget>(
            identity: ElementIdentity(key: key, kind: .widget(widget.address)),
            payload: RawWidgetPayload(widget), constraints: constraints,
            location: SourceLocation(file: file, line: line))
        if canPlace(widget, key: element.key, at: element.location) { record(element) }
        return element
    }

    /// Places an element made by an item's slot (`ItemSlot`) as this view's child, checked as
    /// `place` checks its own.
    func place(made element: ShadowViewElement) {
        if let widget = element.payload as? Widget {
            place(madeWidget: element, widget)
        } else {
            place(madeView: element)
        }
    }

    /// `place(made:)` for a StateView's element.
    func place(madeView element: ShadowViewElement) {
        if canNest(key: element.key, at: element.location) { record(element) }
    }

    /// `place(made:)` for the element of `widget`.
    func place(madeWidget element: ShadowViewElement, _ widget: Widget) {
        if canPlace(widget.gtkWidget, key: element.key, at: element.location) { record(element) }
    }

    private func record(_ element: ShadowViewElement) {
        guard isRendering else {
            stateGtkLog.error("\(Self.self).place(key: \(element.key)) was called outside render(); ignored (\(element.location))")
            return
        }
        // The first placement of a render sizes the placements for as many children as last
        // time: growing from empty reallocated them log2(children) times per render. A first
        // render has no children yet: room for a few saves a new list row two of its three
        // reallocations.
        let expected = placements.isEmpty ? Swift.max(children.count, 4) : 0
        changePlacements { placements in
            if expected > 0 { placements.reserveCapacity(expected) }
            placements.append(element)
        }
    }
}

/// The view type a `place(Type.self, …)` element creates. One per type, shared by all renders.
@MainActor
final class ViewTypePayload {
    let type: StateView.Type
    private init(_ type: StateView.Type) { self.type = type }

    private static var cache: [ObjectIdentifier: ViewTypePayload] = [:]
    /// Lists place one type over and over: skip the dictionary for a repeat.
    private static var last: ViewTypePayload?

    static func of(_ type: StateView.Type) -> ViewTypePayload {
        if let last, last.type == type { return last }
        defer { last = cache[ObjectIdentifier(type)] }
        if let payload = cache[ObjectIdentifier(type)] { return payload }
        let payload = ViewTypePayload(type)
        cache[ObjectIdentifier(type)] = payload
        return payload
    }
}

/// A raw GtkWidget placed by a render, with the reference StateGtk holds while it is placed.
final class RawWidgetPayload {
    let widget: UnsafeMutablePointer<GtkWidget>

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        g_object_ref_sink(widget.gpointer)
    }

    deinit { g_object_unref(widget.gpointer) }
}
