/// The values the program last gave a widget's user-changeable properties, by name.
///
/// The rule every wrapper setter follows (the DocC article "Values the user changes"): a
/// value set from Swift reaches GTK only when it differs from the value the program itself
/// gave last time, never because GTK's differs. What the user did since (a dragged divider,
/// typed text, a flipped switch), and what GTK did on its own (a page removed, a value
/// clamped into its range), stands until the program gives another value.
struct ProgramValues {
    private var values: [String: Any] = [:]

    /// Records `value` as the program's for `name`; true when it is a new one (the first, or
    /// another than last time), which the setter then writes if GTK does not show it already.
    mutating func accept<Value: Equatable>(_ value: Value, for name: String) -> Bool {
        if let last = values[name] as? Value, last == value { return false }
        values[name] = value
        return true
    }

    /// The value the program gave `name` last, if any.
    func last<Value>(_ name: String, as type: Value.Type = Value.self) -> Value? { values[name] as? Value }
}

extension Widget {
    /// Sets a user-changeable value by the rule of `ProgramValues`: `write` runs, with this
    /// widget's `onX` handlers blocked and one recorded GTK call, only when `newValue` is new
    /// from the program and GTK does not show it already (`shown`).
    func setProgramValue<Value: Equatable>(_ name: String, _ newValue: Value, shown: () -> Value,
                                           _ kind: GtkMutations.Kind = .propertySet, write: () -> Void) {
        guard programValues.accept(newValue, for: name), recordIfChanged(shown(), newValue, kind) else { return }
        withSignalsBlocked(write)
    }
}
