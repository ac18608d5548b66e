/// A name for a prop, as in StateView: one enum per parent view is the intended style.
///
/// Two keys are equal when they have the same type and the same value, so `Home.image` and
/// `Detail.image` never collide.
///
/// ```swift
/// enum Home: StateKey { case image, didPickImage }
/// canvas.prop(forKey: Home.image, is: selectedImage)
/// ```
public protocol StateKey: Hashable, Sendable {}

extension String: StateKey {}
extension Int: StateKey {}

/// A prop key that carries its value's type, so reading it needs no `as?` cast.
///
/// ```swift
/// enum RowProps {
///     static let title = PropKey<String>("title")
///     static let onRemove = PropKey<(Int) -> Void>("onRemove")
/// }
/// row.prop(RowProps.title, is: "Hello")          // in the parent's render()
/// let title = props[RowProps.title] ?? ""          // in the child: a String, no cast
/// ```
public struct PropKey<Value>: StateKey, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public var description: String { name }

    /// How props store this key: a name and a type, compared without `AnyHashable` (whose
    /// equality looks up generic metadata at run time and dominated render profiles).
    @inlinable
    public var identifier: PropIdentity { .typed(name: name, valueType: ObjectIdentifier(Value.self)) }
}

/// A prop key as props store it.
public enum PropIdentity: Hashable, @unchecked Sendable {
    /// A `PropKey`: its name and value type.
    case typed(name: String, valueType: ObjectIdentifier)
    /// A String key (StateView's original style).
    case name(String)
    /// Any other StateKey (an enum case, usually).
    case other(AnyHashable)
}

/// Keys that props store under another identity (`PropKey`).
public protocol PropIdentifying {
    var identifier: PropIdentity { get }
}

extension PropKey: PropIdentifying {}

/// The identity props store `key` under.
@inlinable
public func propIdentifier<K: StateKey>(_ key: K) -> PropIdentity {
    if K.self == String.self { return .name(unsafeBitCast(key, to: String.self)) }
    if let typed = key as? PropIdentifying { return typed.identifier }
    return .other(AnyHashable(key))
}

/// A state entry that carries its value's type: the typed companion of `state["name"]`.
///
/// ```swift
/// static let selectedImage = StateField<String>("selectedImage")
/// state[Self.selectedImage] = "photo.png"         // schedules a render
/// let path: String? = state[Self.selectedImage]   // no cast
/// ```
public struct StateField<Value>: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public var description: String { name }
}

extension Dictionary where Key == String, Value == Any? {
    /// Reads or writes a typed state entry; a value of another type reads as `nil`.
    public subscript<T>(field: StateField<T>) -> T? {
        get { (self[field.name] ?? nil) as? T }
        set { self[field.name] = newValue.map { $0 as Any } }
    }
}
