// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A Swift value that a GObject property of a matching type holds: what the generated
/// wrappers' typed properties read and write through `g_object_get_property` and
/// `g_object_set_property`. The GValue is initialised to the property's own type before either
/// call, so one Swift type covers the C types it maps (an `Int` is a gint or a guint).
protocol GValueConvertible: Equatable {
    init(gValue: UnsafePointer<GValue>)
    /// What a property the running GTK lacks reads as.
    static var fallback: Self { get }
    func store(in gValue: UnsafeMutablePointer<GValue>)
}

/// G_TYPE_MAKE_FUNDAMENTAL(n) is n << 2; the macros do not import.
enum FundamentalType {
    static let uint = GType(7 << 2)
    static let float = GType(14 << 2)
    static let int64 = GType(10 << 2)
    static let uint64 = GType(11 << 2)
}

extension Bool: GValueConvertible {
    static var fallback: Self { false }
    init(gValue: UnsafePointer<GValue>) { self = g_value_get_boolean(gValue) != 0 }
    func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_boolean(gValue, self ? 1 : 0) }
}

extension Int: GValueConvertible {
    static var fallback: Self { 0 }
    init(gValue: UnsafePointer<GValue>) {
        switch g_type_fundamental(gValue.pointee.g_type) {
        case FundamentalType.uint: self = Int(g_value_get_uint(gValue))
        case FundamentalType.int64: self = Int(g_value_get_int64(gValue))
        case FundamentalType.uint64: self = Int(clamping: g_value_get_uint64(gValue))
        default: self = Int(g_value_get_int(gValue))
        }
    }

    func store(in gValue: UnsafeMutablePointer<GValue>) {
        switch g_type_fundamental(gValue.pointee.g_type) {
        case FundamentalType.uint: g_value_set_uint(gValue, UInt32(clamping: self))
        case FundamentalType.int64: g_value_set_int64(gValue, gint64(self))
        case FundamentalType.uint64: g_value_set_uint64(gValue, guint64(clamping: self))
        default: g_value_set_int(gValue, Int32(clamping: self))
        }
    }
}

extension Double: GValueConvertible {
    static var fallback: Self { 0 }
    init(gValue: UnsafePointer<GValue>) {
        self = g_type_fundamental(gValue.pointee.g_type) == FundamentalType.float
            ? Double(g_value_get_float(gValue)) : g_value_get_double(gValue)
    }

    func store(in gValue: UnsafeMutablePointer<GValue>) {
        if g_type_fundamental(gValue.pointee.g_type) == FundamentalType.float {
            g_value_set_float(gValue, Float(self))
        } else {
            g_value_set_double(gValue, self)
        }
    }
}

extension String: GValueConvertible {
    static var fallback: Self { "" }
    init(gValue: UnsafePointer<GValue>) { self = g_value_get_string(gValue).map { String(cString: $0) } ?? "" }
    func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_string(gValue, self) }
}

extension Optional: GValueConvertible where Wrapped == String {
    static var fallback: Self { nil }
    init(gValue: UnsafePointer<GValue>) { self = g_value_get_string(gValue).map { String(cString: $0) } }
    func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_string(gValue, self) }
}

/// A generated Swift enum for a GTK enumeration: its raw values are GTK's.
protocol GtkEnumeration: GValueConvertible, RawRepresentable, CaseIterable where RawValue == Int32 {}

extension GtkEnumeration {
    static var fallback: Self { allCases.first! }
    /// The case for a value GTK gave; GTK only gives its own values, the first case stands in
    /// for anything else rather than trapping.
    init(gtk value: Int32) { self = Self(rawValue: value) ?? Self.allCases.first! }
    init(gValue: UnsafePointer<GValue>) { self.init(gtk: g_value_get_enum(gValue)) }
    func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_enum(gValue, rawValue) }
}

/// A generated option set for GTK flags: its raw values are GTK's.
protocol GtkFlags: GValueConvertible, OptionSet where RawValue == UInt32 {}

extension GtkFlags {
    static var fallback: Self { [] }
    init(gValue: UnsafePointer<GValue>) { self.init(rawValue: g_value_get_flags(gValue)) }
    func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_flags(gValue, rawValue) }
}

extension Axis: GValueConvertible {
    static var fallback: Self { .horizontal }
    init(gValue: UnsafePointer<GValue>) {
        self = g_value_get_enum(gValue) == 1 ? .vertical : .horizontal
    }

    func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_enum(gValue, self == .vertical ? 1 : 0) }  // GtkOrientation's values
}
