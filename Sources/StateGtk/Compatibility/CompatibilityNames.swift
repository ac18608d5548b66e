// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
// The compatibility layer, in one place: the spellings of StateView 1.x that a port from iOS
// keeps (not deprecated: the porting guide quotes them), then StateGtk's own names from before
// the naming rule of Docs/naming.md, each deprecated with the name that replaced it so that
// the compiler's fix-it migrates a call site.

// MARK: - StateView 1.x

extension StateView {
    /// StateView 1.x's spelling, with the key unlabelled: `place(PlaceholderView.self, "placeholder")`.
    @discardableResult
    public func place<V: StateView>(
        _ type: V.Type, _ key: some StateKey, file: String = #fileID, line: Int = #line,
        constraints: ((ConstraintMaker) -> Void)? = nil
    ) -> Placement<V> {
        place(type, key: key, file: file, line: line, constraints: constraints)
    }
}

// MARK: - Names from before the naming rule

extension Button {
    /// The old name of `onClicked`.
    @available(*, deprecated, renamed: "onClicked")
    public var onClick: @MainActor () -> Void {
        get { onClicked ?? {} }
        set { onClicked = newValue }
    }

    /// The old spelling of `init(label:iconName:onClicked:)`.
    @available(*, deprecated, renamed: "init(label:iconName:onClicked:)")
    @_disfavoredOverload
    public convenience init(label: String = "", iconName: String? = nil, onClick: @escaping @MainActor () -> Void) {
        self.init(label: label, iconName: iconName, onClicked: onClick)
    }

    /// The old spelling of `init(iconName:label:accessibleName:onClicked:)`.
    @available(*, deprecated, renamed: "init(iconName:label:accessibleName:onClicked:)")
    @_disfavoredOverload
    public convenience init(iconName: String, label: String = "", accessibleName: String?, onClick: @escaping @MainActor () -> Void) {
        self.init(iconName: iconName, label: label, accessibleName: accessibleName, onClicked: onClick)
    }
}

extension ToggleButton {
    /// The old name of `onToggled`.
    @available(*, deprecated, renamed: "onToggled")
    public var onToggle: @MainActor (Bool) -> Void {
        get { onToggled ?? { _ in } }
        set { onToggled = newValue }
    }

    /// The old spelling of `init(label:isActive:onToggled:)`.
    @available(*, deprecated, renamed: "init(label:isActive:onToggled:)")
    @_disfavoredOverload
    public convenience init(label: String = "", isActive: Bool = false, onToggle: @escaping @MainActor (Bool) -> Void) {
        self.init(label: label, isActive: isActive, onToggled: onToggle)
    }
}

extension Switch {
    /// The old name of `isActive` (GTK's `active`).
    @available(*, deprecated, renamed: "isActive")
    public var isOn: Bool {
        get { isActive }
        set { isActive = newValue }
    }

    /// The old name of `onActiveChanged` (GTK's `notify::active`).
    @available(*, deprecated, renamed: "onActiveChanged")
    public var onToggle: @MainActor (Bool) -> Void {
        get { onActiveChanged }
        set { onActiveChanged = newValue }
    }

    /// The old spelling of `init(isActive:accessibleName:onActiveChanged:)`.
    @available(*, deprecated, renamed: "init(isActive:accessibleName:onActiveChanged:)")
    @_disfavoredOverload
    public convenience init(isOn: Bool = false, accessibleName: String? = nil, onToggle: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(isActive: isOn, accessibleName: accessibleName, onActiveChanged: onToggle)
    }
}

extension Scale {
    /// The old name of `onValueChanged`.
    @available(*, deprecated, renamed: "onValueChanged")
    public var onChange: @MainActor (Double) -> Void {
        get { onValueChanged ?? { _ in } }
        set { onValueChanged = newValue }
    }

    /// The old name of `drawsValue` (GTK's `draw-value`).
    @available(*, deprecated, renamed: "drawsValue")
    public var showsValue: Bool {
        get { drawsValue }
        set { drawsValue = newValue }
    }

    /// The old spelling of `init(_:range:step:onValueChanged:)`.
    @available(*, deprecated, renamed: "init(_:range:step:onValueChanged:)")
    @_disfavoredOverload
    public convenience init(_ orientation: Axis = .horizontal, range: ClosedRange<Double> = 0...1, step: Double = 0.01,
                            onChange: @escaping @MainActor (Double) -> Void) {
        self.init(orientation, range: range, step: step, onValueChanged: onChange)
    }
}

extension Entry {
    /// The old name of `onChanged`.
    @available(*, deprecated, renamed: "onChanged")
    public var onChange: @MainActor (String) -> Void {
        get { onChanged ?? { _ in } }
        set { onChanged = newValue }
    }

    /// The old spelling of `init(text:placeholder:onChanged:)`.
    @available(*, deprecated, renamed: "init(text:placeholder:onChanged:)")
    @_disfavoredOverload
    public convenience init(text: String = "", placeholder: String = "", onChange: @escaping @MainActor (String) -> Void) {
        self.init(text: text, placeholder: placeholder, onChanged: onChange)
    }
}

extension SearchEntry {
    /// The old name of `onSearchChanged` (GTK's `search-changed`).
    @available(*, deprecated, renamed: "onSearchChanged")
    public var onSearch: @MainActor (String) -> Void {
        get { onSearchChanged }
        set { onSearchChanged = newValue }
    }

    /// The old spelling of `init(text:placeholder:onSearchChanged:)`.
    @available(*, deprecated, renamed: "init(text:placeholder:onSearchChanged:)")
    @_disfavoredOverload
    public convenience init(text: String = "", placeholder: String = "", onSearch: @escaping @MainActor (String) -> Void) {
        self.init(text: text, placeholder: placeholder, onSearchChanged: onSearch)
    }
}

extension TextView {
    /// The old name of `onChanged` (its buffer's `changed`).
    @available(*, deprecated, renamed: "onChanged")
    public var onChange: @MainActor (String) -> Void {
        get { onChanged }
        set { onChanged = newValue }
    }

    /// The old spelling of `init(text:onChanged:)`.
    @available(*, deprecated, renamed: "init(text:onChanged:)")
    @_disfavoredOverload
    public convenience init(text: String = "", onChange: @escaping @MainActor (String) -> Void) {
        self.init(text: text, onChanged: onChange)
    }
}

extension ComboBoxText {
    /// The old name of `onChanged`.
    @available(*, deprecated, renamed: "onChanged")
    public var onChange: @MainActor (Int?) -> Void {
        get { onChanged }
        set { onChanged = newValue }
    }

    /// The old spelling of `init(items:selectedIndex:onChanged:)`.
    @available(*, deprecated, renamed: "init(items:selectedIndex:onChanged:)")
    @_disfavoredOverload
    public convenience init(items: [String] = [], selectedIndex: Int? = nil, onChange: @escaping @MainActor (Int?) -> Void) {
        self.init(items: items, selectedIndex: selectedIndex, onChanged: onChange)
    }
}

extension LinkButton {
    /// The old name of `onActivateLink` (GTK's `activate-link`).
    @available(*, deprecated, renamed: "onActivateLink")
    public var onActivate: @MainActor () -> Bool {
        get { onActivateLink }
        set { onActivateLink = newValue }
    }
}

extension ListBox {
    /// The old name of GTK's ``SelectionMode``, which every list now takes.
    @available(*, deprecated, renamed: "SelectionMode")
    public typealias SelectionMode = StateGtk.SelectionMode

    /// The old name of `onSelectedRowsChanged` (GTK's `selected-rows-changed`).
    @available(*, deprecated, renamed: "onSelectedRowsChanged")
    public var onSelectionChanged: @MainActor (Set<Key>) -> Void {
        get { onSelectedRowsChanged }
        set { onSelectedRowsChanged = newValue }
    }
}

/// The old name of GTK's ``SelectionMode``, which every list now takes.
@available(*, deprecated, renamed: "SelectionMode")
public typealias ListSelectionMode = SelectionMode

extension ScrolledWindow {
    /// The old name of `onEdgeReached(within:_:)`'s action.
    @available(*, deprecated, message: "use onEdgeReached(within:_:)")
    public var onScrolledToEnd: @MainActor () -> Void {
        get { endAction.action }
        set { endAction.action = newValue }
    }

    /// The old name of `onEdgeReached(within:_:)`'s threshold.
    @available(*, deprecated, message: "use onEdgeReached(within:_:)")
    public var endThreshold: Double {
        get { endAction.threshold }
        set { endAction.threshold = newValue }
    }

    /// The old name of GTK's ``PolicyType``.
    @available(*, deprecated, renamed: "PolicyType")
    public typealias Policy = PolicyType

    /// The old name of `hscrollbarPolicy` (GTK's `hscrollbar-policy`).
    @available(*, deprecated, renamed: "hscrollbarPolicy")
    public var horizontalPolicy: PolicyType {
        get { hscrollbarPolicy }
        set { hscrollbarPolicy = newValue }
    }

    /// The old name of `vscrollbarPolicy` (GTK's `vscrollbar-policy`).
    @available(*, deprecated, renamed: "vscrollbarPolicy")
    public var verticalPolicy: PolicyType {
        get { vscrollbarPolicy }
        set { vscrollbarPolicy = newValue }
    }
}

extension Action {
    /// The old spelling of `toggle(_:title:scope:accelerators:isEnabled:isActive:onChange:)`.
    @available(*, deprecated, renamed: "toggle(_:title:scope:accelerators:isEnabled:isActive:onChange:)")
    public static func toggle(_ name: String, title: String = "", scope: Scope = .window, accelerators: [String] = [],
                              isEnabled: Bool = true, isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void) -> Action {
        toggle(name, title: title, scope: scope, accelerators: accelerators, isEnabled: isEnabled, isActive: isOn, onChange: onChange)
    }
}

extension ListView {
    /// The old spelling of `realizedRowCount` (GTK's "realized").
    @available(*, deprecated, renamed: "realizedRowCount")
    public var realisedRowCount: Int { realizedRowCount }

    /// The old spelling of `realizedKeys` (GTK's "realized").
    @available(*, deprecated, renamed: "realizedKeys")
    public var realisedKeys: [AnyHashable] { realizedAnyKeys }
}

extension DrawingArea {
    /// The form whose closure took Cairo's context itself.
    @available(*, deprecated, message: "the closure takes a DrawingContext: draw with its fill, stroke and draw(_:at:), or give Cairo context.cairo")
    @_disfavoredOverload  // a closure that fits both is the DrawingContext one
    public func draw<Value: Equatable>(_ value: Value, _ body: @escaping @MainActor (OpaquePointer, Size) -> Void) {
        draw(value) { context, size in body(context.cairo, size) }
    }
}
