/// What the generator reads from a GIR file: only the parts that become Swift API.
struct GirNamespace {
    /// The namespace's version, "3.0" or "4.0" for GTK.
    var version = ""
    var classes: [String: GirClass] = [:]
    var interfaces: [String: GirClass] = [:]
    var enumerations: [String: GirEnumeration] = [:]
}

/// A GObject class or interface (`<class>` or `<interface>`).
struct GirClass {
    var name: String
    var cType: String
    var parent: String?
    var getType: String
    var isAbstract = false
    var isInterface = false
    /// Deprecated as a whole: the attribute, a source file under gtk/deprecated/, or only
    /// deprecated constructors.
    var isDeprecated = false
    var implements: [String] = []
    var properties: [GirProperty] = []
    var signals: [GirSignal] = []
    var constructorsDeprecated: [Bool] = []
    /// Methods' parameters' nullability, by method name then parameter name: a property's setter
    /// tells whether nil is a value.
    var nullableParameters: [String: Set<String>] = [:]
    /// Whether the C struct has public fields: a pointer to it imports as a typed pointer.
    var hasFields = false
}

/// A `<type>` reference: the GIR name ("gint", "Widget", "Gdk.RGBA") and its C type when given.
struct GirType {
    var name: String
    var cType: String?
}

struct GirProperty {
    var name: String
    var type: GirType?
    var isReadable = true
    var isWritable = false
    var isConstructOnly = false
    var isDeprecated = false
    var setter: String?
}

struct GirParameter {
    var name: String
    var type: GirType?
    var isNullable = false
}

struct GirSignal {
    var name: String
    var isDeprecated = false
    var returnType: GirType?
    var parameters: [GirParameter] = []
}

/// An `<enumeration>` or a `<bitfield>` (flags).
struct GirEnumeration {
    var name: String
    var cType: String
    var isFlags: Bool
    var isDeprecated = false
    var members: [(name: String, value: Int64, isDeprecated: Bool)] = []
}
