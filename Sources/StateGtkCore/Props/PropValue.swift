/// How a prop decides whether its new value differs from the one delivered before.
@usableFromInline package enum PropComparison {
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
@usableFromInline package protocol PropEquality {
    static func equal(_ lhs: Any, _ rhs: Any) -> Bool
}

/// The `PropEquality` of `Value`.
@usableFromInline package enum EquatablePropValue<Value: Equatable>: PropEquality {
    @usableFromInline package static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        // Both values were set as `Value`: check that (two metadata loads) and read them in place,
        // instead of `as?` casts, which cost a hundred nanoseconds each in render profiles.
        if type(of: lhs) == Value.self, type(of: rhs) == Value.self {
            return contents(of: lhs) == contents(of: rhs)
        }
        // A subclass instance, say: the general cast.
        guard let lhs = lhs as? Value, let rhs = rhs as? Value else { return false }
        return lhs == rhs
    }

    /// The value an `Any` holds, opened as its dynamic type `T`, which the caller checked is `Value`.
    private static func contents<T>(of value: T) -> Value {
        withUnsafePointer(to: value) { UnsafeRawPointer($0).assumingMemoryBound(to: Value.self).pointee }
    }
}

/// A value of any type, boxed so that the enum holding it stays loadable.
///
/// An `Any` payload would make `PropValue` address-only: every copy, comparison and switch then
/// goes through value witnesses, which took a fifth of re-rendering a list. A box costs one
/// allocation when the prop is set and a retain per copy.
@usableFromInline
final class BoxedPropValue {
    @usableFromInline let value: Any?
    @inlinable init(_ value: Any?) { self.value = value }
}

/// One prop as a parent set it in one render.
///
/// The common value types are stored as themselves, so that comparing them with the previous
/// render's is one instruction; everything else is boxed with what compares it.
@usableFromInline package struct PropValue {
    @usableFromInline
    enum Storage {
        case int(Int)
        case bool(Bool)
        case double(Double)
        case string(String)
        /// A typed prop of another Equatable type.
        case equatable(BoxedPropValue, any PropEquality.Type)
        /// StateView's dictionary style: compared by value when its dynamic type is Equatable.
        case automatic(BoxedPropValue)
        /// A callback to the parent: never a reason to re-render.
        case function(BoxedPropValue)
        /// A `Callback` object: a function prop that needs no box.
        case callback(AnyObject)
        case always(BoxedPropValue)
        case custom(BoxedPropValue, (Any?, Any?) -> Bool)
    }

    @usableFromInline var storage: Storage

    @inlinable
    init(storage: Storage) { self.storage = storage }

    @usableFromInline package init(value: Any?, isFunction: Bool = false, comparison: PropComparison = .automatic) {
        if isFunction {
            storage = .function(BoxedPropValue(value))
            return
        }
        switch comparison {
        case .automatic: storage = .automatic(BoxedPropValue(value))
        case .equatable(let type): storage = .equatable(BoxedPropValue(value as Any), type)
        case .always: storage = .always(BoxedPropValue(value))
        case .custom(let equal): storage = .custom(BoxedPropValue(value), equal)
        }
    }

    /// A typed Equatable value; Int, Bool, Double and String are stored unboxed.
    @inlinable
    package static func equatable<V: Equatable>(_ value: V) -> PropValue {
        if V.self == Int.self { return PropValue(storage: .int(unsafeBitCast(value, to: Int.self))) }
        if V.self == Bool.self { return PropValue(storage: .bool(unsafeBitCast(value, to: Bool.self))) }
        if V.self == Double.self { return PropValue(storage: .double(unsafeBitCast(value, to: Double.self))) }
        if V.self == String.self { return PropValue(storage: .string(unsafeBitCast(value, to: String.self))) }
        return PropValue(storage: .equatable(BoxedPropValue(value), EquatablePropValue<V>.self))
    }

    /// A callback the child calls to talk to its parent.
    @inlinable
    package static func function(_ function: Any) -> PropValue { PropValue(storage: .function(BoxedPropValue(function))) }

    /// A `Callback` the child calls to talk to its parent; compared like a closure prop.
    @inlinable
    package static func callback<A>(_ callback: Callback<A>) -> PropValue { PropValue(storage: .callback(callback)) }

    /// What the parent passed (for a function prop, the closure).
    @usableFromInline package var value: Any? {
        switch storage {
        case .int(let value): value
        case .bool(let value): value
        case .double(let value): value
        case .string(let value): value
        case .equatable(let box, _): box.value
        case .automatic(let box), .function(let box), .always(let box), .custom(let box, _): box.value
        case .callback(let callback): callback
        }
    }

    /// The value as `V`, or `nil` when it is of another type.
    @inlinable
    package func value<V>(as type: V.Type) -> V? {
        switch storage {
        case .int(let value) where V.self == Int.self: unsafeBitCast(value, to: V.self)
        case .bool(let value) where V.self == Bool.self: unsafeBitCast(value, to: V.self)
        case .double(let value) where V.self == Double.self: unsafeBitCast(value, to: V.self)
        case .string(let value) where V.self == String.self: unsafeBitCast(value, to: V.self)
        default: self.value as? V
        }
    }

    /// Function props are callbacks to the parent. The child always calls the newest closure,
    /// but a new closure alone never re-renders the child: closures are recreated on every render.
    @inlinable
    package var isFunction: Bool {
        switch storage {
        case .function, .callback: true
        default: false
        }
    }

    /// Whether delivering `self` after `previous` needs a re-render of the child.
    @usableFromInline package func differs(from previous: PropValue?) -> Bool {
        guard let previous else { return true }
        return differs(from: previous)
    }

    /// Whether delivering `self` after `previous` needs a re-render of the child.
    @inlinable
    package func differs(from previous: PropValue) -> Bool {
        // One switch per side rather than a switch over a tuple, which would copy (and retain)
        // both payloads; reading the previous payloads in place keeps a string's storage
        // untouched when it is the same string.
        switch storage {
        case .int(let new): if case .int(let old) = previous.storage { return new != old }
        case .bool(let new): if case .bool(let old) = previous.storage { return new != old }
        case .double(let new): if case .double(let old) = previous.storage { return new != old }
        case .string(let new): if case .string(let old) = previous.storage { return new != old }
        case .function, .callback: return !previous.isFunction
        case .equatable(let new, let type):
            if case .equatable(let old, _) = previous.storage { return old !== new && !type.equal(old.value!, new.value!) }
        case .always: return true
        case .custom(let new, let equal): return !equal(previous.value, new.value)
        case .automatic: break
        }
        return differsDynamically(from: previous)
    }

    /// Dictionary style, or a key set in another style than last time: by dynamic type.
    @usableFromInline
    func differsDynamically(from previous: PropValue) -> Bool {
        if previous.isFunction { return true }
        return !(valuesAreEqual(previous.value, value) ?? false)
    }
}
