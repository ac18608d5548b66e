/// A property or signal as the generated Swift API has it.
struct PropertyMember {
    var gtkName: String
    var swiftName: String
    var swiftType: String
    var isWritable: Bool
    /// Whether the user changes it (`Selection.userChangeable`): it gets an `on…Changed`.
    var isUserChangeable = false

    /// The name of its change callback: `onPositionChanged`.
    var changeCallbackName: String { "on" + Naming.upperCamel(Naming.words(gtkName)) + "Changed" }
}

struct SignalMember {
    var gtkName: String
    var swiftName: String
    var arguments: [TypeMapping.Argument]
    var returnsBool: Bool

    var shape: SignalShape { SignalShape(cTypes: arguments.map(\.cType), returnsBool: returnsBool) }

    /// The arguments the Swift closure gets.
    var swiftArguments: [TypeMapping.Argument] { arguments.filter { !$0.isOmitted } }

    /// The Swift closure type users set: `@MainActor (Int, Bool) -> Void`.
    var closureType: String {
        "@MainActor (\(swiftArguments.map(\.swiftType).joined(separator: ", "))) -> \(returnsBool ? "Bool" : "Void")"
    }
}

/// A C signature of signal handlers: what one trampoline serves.
struct SignalShape: Hashable, Comparable {
    var cTypes: [String]
    var returnsBool: Bool

    var name: String {
        let parts = cTypes.map { cType -> String in
            switch cType {
            case "UnsafeMutableRawPointer?": "Pointer"
            case "UnsafePointer<CChar>?": "CString"
            default: cType
            }
        }
        return (returnsBool ? "boolean" : "void") + parts.joined()
    }

    var rawClosureType: String { "@MainActor (\(cTypes.joined(separator: ", "))) -> \(returnsBool ? "Int32" : "Void")" }

    /// `notify::property`'s: the instance, the GParamSpec, the data.
    static let notify = SignalShape(cTypes: ["UnsafeMutableRawPointer?"], returnsBool: false)

    static func < (lhs: SignalShape, rhs: SignalShape) -> Bool { lhs.name < rhs.name }
}

/// The members of one GTK class or interface that the generated layer wraps.
struct WrappedType {
    var gir: GirClass
    var properties: [PropertyMember]
    var signals: [SignalMember]
    var toolkit: Toolkit

    var swiftName: String { Naming.swiftTypeName(gir.name) }
    var protocolName: String { gir.name + "Protocol" }
    var docsURL: String { "\(toolkit.docs)/\(gir.isInterface ? "iface" : "class").\(gir.name).html" }
    func docsURL(property: String) -> String { "\(toolkit.docs)/property.\(gir.name).\(property).html" }
    func docsURL(signal: String) -> String { "\(toolkit.docs)/signal.\(gir.name).\(signal).html" }
}
