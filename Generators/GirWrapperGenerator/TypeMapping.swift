/// How a GIR type becomes a Swift type, for properties and for signal arguments.
struct TypeMapping {
    let namespace: GirNamespace
    /// Public names StateGtk already gives other types: a GTK enumeration of that name is not
    /// generated, and the properties of its type are left out.
    let takenNames: Set<String>
    /// GTK enumerations that existing Swift types stand for.
    static let enumerationOverrides = ["Orientation": "Axis"]

    /// The enumerations and flags the generated API uses, filled while mapping.
    private(set) var usedEnumerations: Set<String> = []

    /// Object and boxed types with a Swift value type of their own: GdkRGBA is `RGBA`, a
    /// GtkAdjustment's values an `Adjustment` (set on the widget's adjustment, not a new one).
    static let valueTypes = ["Gdk.RGBA": "RGBA", "Adjustment": "Adjustment"]

    /// A property's Swift type, or nil when the generator does not wrap it (other objects and
    /// boxed types, other namespaces' enumerations: see Docs/generated-widgets.md).
    mutating func propertyType(_ property: GirProperty, nullable: Bool) -> String? {
        guard let type = property.type else { return nil }
        switch type.name {
        case "gboolean": return "Bool"
        case "gint", "guint", "gint64", "guint64": return "Int"
        case "gdouble", "gfloat": return "Double"
        case "utf8": return nullable ? "String?" : "String"
        default: return Self.valueTypes[type.name] ?? enumeration(type.name)
        }
    }

    /// The Swift name of a GTK enumeration or flags type, recorded as used; nil for anything else.
    mutating func enumeration(_ name: String) -> String? {
        if let override = Self.enumerationOverrides[name] { return override }
        guard let found = namespace.enumerations[name], !found.isDeprecated, !found.members.isEmpty,
              !takenNames.contains(name) else { return nil }
        usedEnumerations.insert(name)
        return name
    }

    /// How one signal argument crosses from C: its type in the trampoline, its Swift type, and
    /// the expression converting the C value `name` to Swift.
    struct Argument: Hashable {
        var cType: String
        var swiftType: String
        var conversion: String
        /// In the C signature only: the Swift closure does not get it (a GdkEvent, valid only
        /// during the emission, of which the signal's other arguments say what matters).
        var isOmitted = false
    }

    mutating func argument(_ parameter: GirParameter, _ name: String) -> Argument? {
        guard let type = parameter.type else { return nil }
        switch type.name {
        case "gint": return Argument(cType: "Int32", swiftType: "Int", conversion: "Int(\(name))")
        case "guint": return Argument(cType: "UInt32", swiftType: "Int", conversion: "Int(\(name))")
        case "gdouble": return Argument(cType: "Double", swiftType: "Double", conversion: name)
        case "gfloat": return Argument(cType: "Float", swiftType: "Double", conversion: "Double(\(name))")
        case "gboolean": return Argument(cType: "Int32", swiftType: "Bool", conversion: "\(name) != 0")
        case "Gdk.RGBA": return Argument(cType: "UnsafeMutableRawPointer?", swiftType: "RGBA", conversion: "RGBA(gdk: \(name))")
        case "Gio.File": return Argument(cType: "UnsafeMutableRawPointer?", swiftType: "String?", conversion: "fileURI(\(name))")
        case "Gdk.Event": return Argument(cType: "UnsafeMutableRawPointer?", swiftType: "", conversion: "", isOmitted: true)
        case "utf8":
            return parameter.isNullable
                ? Argument(cType: "UnsafePointer<CChar>?", swiftType: "String?", conversion: "\(name).map { String(cString: $0) }")
                : Argument(cType: "UnsafePointer<CChar>?", swiftType: "String", conversion: "\(name).map { String(cString: $0) } ?? \"\"")
        default:
            if let swiftName = enumeration(type.name), let found = namespace.enumerations[type.name] ?? namespace.enumerations["Orientation"] {
                if found.isFlags {
                    return Argument(cType: "UInt32", swiftType: swiftName, conversion: "\(swiftName)(rawValue: \(name))")
                }
                return Argument(cType: "Int32", swiftType: swiftName, conversion: "\(swiftName)(gtk: \(name))")
            }
            // A GTK widget class: its C struct is public when the GIR lists its fields.
            if let widgetClass = namespace.classes[type.name], Self.isWidget(widgetClass, in: namespace) {
                let pointer = widgetClass.hasFields ? "UnsafeMutablePointer<\(widgetClass.cType)>" : "OpaquePointer"
                let conversion = widgetClass.hasFields
                    ? "\(name)?.assumingMemoryBound(to: \(widgetClass.cType).self)" : "\(name).map(OpaquePointer.init)"
                return Argument(cType: "UnsafeMutableRawPointer?", swiftType: pointer + "?", conversion: conversion)
            }
            return nil
        }
    }

    static func isWidget(_ gtkClass: GirClass, in namespace: GirNamespace) -> Bool {
        var current: GirClass? = gtkClass
        while let found = current {
            if found.name == "Widget" { return true }
            current = found.parent.flatMap { namespace.classes[$0] }
        }
        return false
    }
}
