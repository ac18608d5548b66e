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
    /// The name, as written in `state` and props dictionaries.
    public let name: String
    /// How props store this key: interned once here, so that every render compares integers.
    @usableFromInline package let identifier: PropIdentity

    /// A prop key named `name`. Keys with the same name and value type are the same key.
    public init(_ name: String) {
        self.name = name
        identifier = PropIdentity.interning(PropIdentity.TypedName(name: name, valueType: ObjectIdentifier(Value.self)))
    }

    public var description: String { name }
}

/// A state entry that carries its value's type: the typed companion of `state["name"]`.
///
/// ```swift
/// static let selectedImage = StateField<String>("selectedImage")
/// state[Self.selectedImage] = "photo.png"         // schedules a render
/// let path: String? = state[Self.selectedImage]   // no cast
/// ```
public struct StateField<Value>: Hashable, Sendable, CustomStringConvertible {
    /// The key in the `state` dictionary.
    public let name: String
    /// A typed field for `state[name]`.
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
