// toolkit: both
/// The values the program last gave a widget's user-changeable properties, by name.
///
/// The rule every wrapper setter follows (the DocC article "Values the user changes"): a
/// value set in `render()` reaches GTK only when it differs from the value the program itself
/// gave last time, never because GTK's differs. What the user did since (a dragged divider,
/// typed text, a flipped switch), and what GTK did on its own (a page removed, a value
/// clamped into its range), stands until the program gives another value. A value set outside
/// `render()` (in a button's action, say) is the program acting now: it is written whenever
/// GTK shows another.
struct ProgramValues {
    private var values: [String: Any] = [:]

    /// How many `render()`s are running (nested: a child view renders within its parent's flush
    /// only after it, but a slot's content renders inside its owner's).
    @MainActor static var renderDepth = 0

    /// Whether a value set now comes from a `render()`, where the rule applies.
    @MainActor static var isRendering: Bool { renderDepth > 0 }

    /// Records `value` as the program's for `name`; true when the setter is to write it if GTK
    /// does not show it already: a new value (the first, or another than last time), or any
    /// value set outside `render()`.
    @MainActor mutating func accept<Value: Equatable>(_ value: Value, for name: String) -> Bool {
        if let last = values[name] as? Value, last == value { return !Self.isRendering }
        values[name] = value
        return true
    }

    /// The value the program gave `name` last, if any.
    func last<Value>(_ name: String, as type: Value.Type = Value.self) -> Value? { values[name] as? Value }
}

extension Widget {
    /// Sets a user-changeable value by the rule of `ProgramValues`: `write` runs, with this
    /// widget's `onX` handlers blocked and one recorded GTK call, only when `newValue` is new
    /// from the program (or set outside `render()`) and GTK does not show it already (`shown`).
    func setProgramValue<Value: Equatable>(_ name: String, _ newValue: Value, shown: () -> Value,
                                           _ kind: GtkMutations.Kind = .propertySet, write: () -> Void) {
        guard programValues.accept(newValue, for: name), recordIfChanged(shown(), newValue, kind) else { return }
        withSignalsBlocked(write)
    }
}
