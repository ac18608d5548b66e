// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A type a ``Setting`` can hold: stored as a GVariant of one fixed type, which is also the
/// type its GSettings schema key declares.
///
/// `Bool`, `Int`, `Double`, `String` and `[String]` conform; store other values through one of
/// them (an enum through its raw `String`, say).
///
/// ```swift
/// static let sidebarWidth = Setting<Int>("sidebar-width", default: 280)
/// ```
public protocol SettingValue: Sendable, Equatable {
    /// The GVariant type string of the stored value ("b", "x", "d", "s", "as").
    static var variantType: String { get }
    /// The value as a new floating GVariant.
    var variant: OpaquePointer { get }
    /// The value a GVariant of `variantType` holds.
    init(variant: OpaquePointer)
}

extension Bool: SettingValue {
    /// `b`.
    public static var variantType: String { "b" }
    /// A boolean GVariant.
    public var variant: OpaquePointer { g_variant_new_boolean(self ? 1 : 0) }
    /// Reads a boolean GVariant.
    public init(variant: OpaquePointer) { self = g_variant_get_boolean(variant) != 0 }
}

extension Int: SettingValue {
    /// `x` (a 64-bit integer).
    public static var variantType: String { "x" }
    /// An int64 GVariant.
    public var variant: OpaquePointer { g_variant_new_int64(gint64(self)) }
    /// Reads an int64 GVariant.
    public init(variant: OpaquePointer) { self = Int(g_variant_get_int64(variant)) }
}

extension Double: SettingValue {
    /// `d`.
    public static var variantType: String { "d" }
    /// A double GVariant.
    public var variant: OpaquePointer { g_variant_new_double(self) }
    /// Reads a double GVariant.
    public init(variant: OpaquePointer) { self = g_variant_get_double(variant) }
}

extension String: SettingValue {
    /// `s`.
    public static var variantType: String { "s" }
    /// A string GVariant.
    public var variant: OpaquePointer { g_variant_new_string(self) }
    /// Reads a string GVariant.
    public init(variant: OpaquePointer) { self = String(cString: g_variant_get_string(variant, nil)) }
}

extension Array: SettingValue where Element == String {
    /// `as`.
    public static var variantType: String { "as" }
    /// An array-of-strings GVariant.
    public var variant: OpaquePointer {
        var strings: [UnsafeMutablePointer<CChar>?] = map { strdup($0) } + [nil]
        defer { for string in strings { free(string) } }
        return strings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                g_variant_new_strv($0, Int(count))
            }
        }
    }
    /// Reads an array-of-strings GVariant.
    public init(variant: OpaquePointer) {
        var count = 0
        guard let strings = g_variant_get_strv(variant, &count) else { self = []; return }
        defer { g_free(strings) }  // the array only: its strings belong to the variant
        self = (0..<count).map { String(cString: strings[$0]!) }
    }
}
