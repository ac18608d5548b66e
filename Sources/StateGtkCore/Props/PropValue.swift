/// How a prop decides whether its new value differs from the one delivered before.
public enum PropComparison {
    /// Equal when the dynamic type is Equatable and `==` says so; otherwise always changed.
    case automatic
    /// Compared with `==` of a type known when the prop was set (typed props): no dynamic
    /// Equatable lookup.
    case equatable(any PropEquality.Type)
    /// Always counts as changed: the child re-renders on every parent render.
    case always
    /// Equal when the closure says so.
    case custom((Any?, Any?) -> Bool)
}

/// `==` for one Equatable type, reachable through a metatype: storing it costs no allocation.
public protocol PropEquality {
    static func equal(_ lhs: Any?, _ rhs: Any?) -> Bool
}

/// The `PropEquality` of `Value`.
public enum EquatablePropValue<Value: Equatable>: PropEquality {
    @inlinable
    public static func equal(_ lhs: Any?, _ rhs: Any?) -> Bool {
        guard let lhs = lhs as? Value, let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }
}

/// One prop as a parent set it in one render.
public struct PropValue {
    /// What the parent passed (for a function prop, the closure).
    public var value: Any?
    /// Function props are callbacks to the parent. The child always calls the newest closure,
    /// but a new closure alone never re-renders the child: closures are recreated on every render.
    public var isFunction: Bool
    public var comparison: PropComparison

    @inlinable
    public init(value: Any?, isFunction: Bool = false, comparison: PropComparison = .automatic) {
        self.value = value
        self.isFunction = isFunction
        self.comparison = comparison
    }

    /// Whether delivering `self` after `previous` needs a re-render of the child.
    public func differs(from previous: PropValue?) -> Bool {
        guard let previous else { return true }
        return differs(from: previous)
    }

    /// Whether delivering `self` after `previous` needs a re-render of the child.
    public func differs(from previous: PropValue) -> Bool {
        if isFunction || previous.isFunction { return isFunction != previous.isFunction }
        switch comparison {
        case .always: return true
        case .equatable(let type): return !type.equal(previous.value, value)
        case .custom(let equal): return !equal(previous.value, value)
        case .automatic: return !(valuesAreEqual(previous.value, value) ?? false)
        }
    }
}
