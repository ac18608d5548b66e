// toolkit: both
/// One setting an app keeps between launches: its key, its default, and which stored values
/// are acceptable. Declare an app's settings once, as static members, and hand them all to
/// ``Settings``, which also writes its GSettings schema from them.
///
/// The key follows GSettings' rules: lower-case letters, digits and single dashes, starting
/// with a letter ("sidebar-width").
///
/// ```swift
/// extension Setting where Value == Int {
///     static let sidebarWidth = Setting("sidebar-width", default: 280, summary: "Width of the sidebar") { (80...2000).contains($0) }
/// }
/// settings[.sidebarWidth] = 320
/// ```
public struct Setting<Value: SettingValue>: Sendable {
    /// The GSettings key.
    public let key: String
    /// What reading gives while nothing valid is stored.
    public let defaultValue: Value
    /// A line that says what it is for (the schema's summary).
    public let summary: String
    /// Whether a stored value is acceptable; one that is not reads as the default.
    public let isValid: @Sendable (Value) -> Bool

    /// A setting with `key`, `default`, and a check of stored values (all are accepted by default).
    public init(_ key: String, default defaultValue: Value, summary: String = "",
                isValid: @escaping @Sendable (Value) -> Bool = { _ in true }) {
        self.key = key
        self.defaultValue = defaultValue
        self.summary = summary
        self.isValid = isValid
    }
}

/// A setting of any value type, as ``Settings`` lists them.
public protocol AnySetting: Sendable {
    /// The GSettings key.
    var key: String { get }
    /// The GVariant type string of its value.
    var variantType: String { get }
    /// The schema's summary line.
    var summary: String { get }
    /// The default as GVariant text ("280", "'dark'"), what the schema's `<default>` holds.
    var defaultText: String { get }
}

extension Setting: AnySetting {
    /// The GVariant type string of `Value`.
    public var variantType: String { Value.variantType }
    /// The default in GVariant's text format.
    public var defaultText: String { GVariantText.print(defaultValue) }
}
