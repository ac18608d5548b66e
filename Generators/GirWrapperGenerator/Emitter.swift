/// Writes the Swift source of the generated layer and of its test catalogue.
struct Emitter {
    let model: WrapperModel
    var toolkit: Toolkit { model.toolkit }

    /// File name to contents, for Sources/StateGtk/Generated.
    func sources() -> [String: String] {
        var files: [String: String] = [:]
        for type in model.wrapped.values {
            files[fileName("Protocols/\(type.protocolName)")] = protocolSource(type)
        }
        for gtkClass in model.generatedClasses {
            let name = Naming.swiftTypeName(gtkClass.name)
            files[fileName("Widgets/\(name)")] = classSource(gtkClass)
        }
        for enumeration in model.enumerations {
            files[fileName("Enumerations/\(enumeration.name)")] = enumerationSource(enumeration)
        }
        files[fileName("GeneratedSignalShapes")] = shapesSource()
        return files
    }

    /// GTK 3's wrappers are `Box.swift`; another GTK's are `Box.gtk4.swift`, since one module
    /// cannot have two source files of the same name (their object files would collide).
    private func fileName(_ path: String) -> String {
        toolkit.major == 3 ? path + ".swift" : path + ".gtk\(toolkit.major).swift"
    }

    // MARK: Protocols

    private func protocolSource(_ type: WrappedType) -> String {
        var out = toolkit.header + "import \(toolkit.module)\n\n"
        out += "/// The properties and signals of [\(type.gir.cType)](\(type.docsURL)), for the wrappers of it\n"
        out += "/// \(type.gir.isInterface ? "and of the widgets implementing it" : "and of its subclasses").\n"
        out += "@MainActor\npublic protocol \(type.protocolName): Widget {}\n\n@MainActor\nextension \(type.protocolName) {\n"
        var members: [String] = []
        for property in type.properties {
            var text = "    /// [\(type.gir.cType):\(property.gtkName)](\(type.docsURL(property: property.gtkName)))\n"
            text += "    public var \(property.swiftName): \(property.swiftType) {\n"
            // An adjustment is configured in place: the widget keeps the object others connected to.
            let (getter, setter) = property.swiftType == "Adjustment" ? ("gtkAdjustment", "setGtkAdjustment") : ("gtkProperty", "setGtkProperty")
            if property.isWritable {
                text += "        get { \(getter)(\"\(property.gtkName)\") }\n"
                text += "        set { \(setter)(\"\(property.gtkName)\", newValue) }\n"
            } else {
                text += "        \(getter)(\"\(property.gtkName)\")\n"
            }
            members.append(text + "    }\n")
            if property.isUserChangeable { members.append(changeCallback(property, of: type)) }
        }
        for signal in type.signals {
            let parameters = signal.arguments.indices.map { "a\($0)" }
            let call = "newValue?(\(signal.swiftArguments.map(\.conversion).joined(separator: ", ")))"
            let body = signal.returnsBool ? "(\(call) ?? false) ? 1 : 0" : call
            let binding = parameters.isEmpty ? "" : " \(parameters.joined(separator: ", ")) in"
            var text = "    /// [\(type.gir.cType)::\(signal.gtkName)](\(type.docsURL(signal: signal.gtkName)))\n"
            text += "    public var \(signal.swiftName): (\(signal.closureType))? {\n"
            text += "        get { signalClosure(\"\(signal.gtkName)\") }\n"
            text += "        set {\n"
            text += "            let raw: \(signal.shape.rawClosureType) = {\(binding) \(body) }\n"
            text += "            setSignal(\"\(signal.gtkName)\", GeneratedSignalShapes.\(signal.shape.name)Callback, raw: raw, user: newValue)\n"
            text += "        }\n"
            members.append(text + "    }\n")
        }
        return out + members.joined(separator: "\n") + "}\n"
    }

    /// `on…Changed` for a property the user changes: its `notify::` signal, with GTK's new
    /// value. The program's own sets run with the widget's handlers blocked, so it hears only
    /// the user's changes and GTK's own.
    private func changeCallback(_ property: PropertyMember, of type: WrappedType) -> String {
        let variable = type.swiftName.prefix(1).lowercased() + type.swiftName.dropFirst()
        let signal = "notify::\(property.gtkName)"
        var text = "    /// [\(type.gir.cType):\(property.gtkName)](\(type.docsURL(property: property.gtkName))) as the user (or GTK itself)\n"
        text += "    /// changed it; the program's own changes are not reported. Set the value from state and\n"
        text += "    /// keep the state here to control it (\"Values the user changes\").\n"
        text += "    ///\n    /// ```swift\n"
        text += "    /// \(variable).\(property.changeCallbackName) = { [weak self] value in self?.state[\"\(property.swiftName)\"] = value }\n"
        text += "    /// ```\n"
        text += "    public var \(property.changeCallbackName): (@MainActor (\(property.swiftType)) -> Void)? {\n"
        text += "        get { signalClosure(\"\(signal)\") }\n"
        text += "        set {\n"
        text += "            let widget = gtkWidget\n"
        text += "            let raw: \(SignalShape.notify.rawClosureType) = { _ in newValue?(Widget.gtkProperty(\"\(property.gtkName)\", of: widget)) }\n"
        text += "            setSignal(\"\(signal)\", GeneratedSignalShapes.\(SignalShape.notify.name)Callback, raw: raw, user: newValue)\n"
        text += "        }\n    }\n"
        return text
    }

    // MARK: Classes

    private func classSource(_ gtkClass: GirClass) -> String {
        let name = Naming.swiftTypeName(gtkClass.name)
        let url = "\(toolkit.docs)/class.\(gtkClass.name).html"
        let protocols = model.conformances[gtkClass.name, default: []].map { model.wrapped[$0]!.protocolName }
        let variable = name.prefix(1).lowercased() + name.dropFirst()
        var out = toolkit.header + "import \(toolkit.module)\n\n"
        out += "/// A [\(gtkClass.cType)](\(url)), with GTK's defaults until `render()` sets its properties.\n///\n"
        out += "/// ```swift\n/// let \(variable) = \(name)()\n"
        if let example = exampleAssignment(for: gtkClass) { out += "/// \(variable).\(example)\n" }
        out += "/// place(\(variable), key: \"\(variable)\")\n/// ```\n"
        out += "@MainActor\npublic final class \(name): \((["Widget"] + protocols).joined(separator: ", ")) {\n"
        out += "    /// A new \(gtkClass.cType) with GTK's defaults.\n"
        out += "    public init() {\n        super.init(gcast(g_object_new_with_properties(\(gtkClass.getType)(), 0, nil, nil)))\n    }\n}\n"
        return out
    }

    private func exampleAssignment(for gtkClass: GirClass) -> String? {
        for name in model.conformances[gtkClass.name, default: []] {
            guard let property = model.wrapped[name]?.properties.first(where: \.isWritable) else { continue }
            let value: String
            switch property.swiftType {
            case "Bool": value = "true"
            case "Int": value = "1"
            case "Double": value = "0.5"
            case "String", "String?": value = "\"Text\""
            case "Axis": value = ".vertical"
            default:
                guard let enumeration = model.enumerations.first(where: { $0.name == property.swiftType }),
                      let member = members(of: enumeration).first else { continue }
                value = enumeration.isFlags ? "[.\(member.name)]" : ".\(member.name)"
            }
            return "\(property.swiftName) = \(value)"
        }
        return nil
    }

    // MARK: Enumerations

    /// Members with distinct values (GTK aliases some), without flags' zero.
    func members(of enumeration: GirEnumeration) -> [(name: String, value: Int64)] {
        var seen: Set<Int64> = []
        var result: [(name: String, value: Int64)] = []
        for member in enumeration.members where !seen.contains(member.value) && !member.isDeprecated {
            if enumeration.isFlags, member.value == 0 { continue }
            seen.insert(member.value)
            result.append((Naming.member(member.name), member.value))
        }
        return result
    }

    private func enumerationSource(_ enumeration: GirEnumeration) -> String {
        let url = "\(toolkit.docs)/\(enumeration.isFlags ? "flags" : "enum").\(enumeration.name).html"
        var out = toolkit.header + "\n/// [\(enumeration.cType)](\(url))\n"
        if enumeration.isFlags {
            out += "public struct \(enumeration.name): OptionSet, Sendable, GtkFlags {\n"
            out += "    /// The bits, as GTK has them.\n    public let rawValue: UInt32\n\n"
            out += "    /// The flags of `rawValue`'s bits.\n    public init(rawValue: UInt32) { self.rawValue = rawValue }\n"
            for member in members(of: enumeration) {
                out += "\n    /// [\(enumeration.cType)](\(url))\n"
                out += "    public static let \(member.name) = \(enumeration.name)(rawValue: \(member.value))\n"
            }
        } else {
            out += "public enum \(enumeration.name): Int32, Sendable, GtkEnumeration {\n"
            out += members(of: enumeration).map { "    /// [\(enumeration.cType)](\(url))\n    case \($0.name) = \($0.value)\n" }
                .joined(separator: "\n")
        }
        return out + "}\n"
    }

    // MARK: Trampolines

    private func shapesSource() -> String {
        var out = toolkit.header + "import \(toolkit.module)\n\n"
        out += "/// One trampoline per C signature of the generated signals, each exactly GTK's: the instance,\n"
        out += "/// the arguments, the `SignalSlot` box; a gboolean is an Int32.\n"
        out += "enum GeneratedSignalShapes {\n"
        for shape in model.shapes {
            let arguments = shape.cTypes.indices.map { "a\($0)" }
            let cSignature = (["UnsafeMutableRawPointer?"] + shape.cTypes + ["UnsafeMutableRawPointer?"]).joined(separator: ", ")
            let result = shape.returnsBool ? "Int32" : "Void"
            out += "    static let \(shape.name): @convention(c) (\(cSignature)) -> \(result) = { _, \((arguments + ["data"]).joined(separator: ", ")) in\n"
            out += "        // GTK emits on the main thread only; the pointers never cross threads.\n"
            out += "        nonisolated(unsafe) let data = data\n"
            for (index, cType) in shape.cTypes.enumerated() where cType.hasPrefix("Unsafe") {
                out += "        nonisolated(unsafe) let a\(index) = a\(index)\n"
            }
            out += "        return MainActor.assumeIsolated {\n"
            out += "            SignalHandler<SignalSlot<\(shape.rawClosureType)>>.from(data).action.raw(\(arguments.joined(separator: ", ")))\n"
            out += "        }\n    }\n\n"
            out += "    static var \(shape.name)Callback: GCallback { unsafeBitCast(\(shape.name), to: GCallback.self) }\n\n"
        }
        return out.trimmingSuffix() + "}\n"
    }
}

extension String {
    func trimmingSuffix() -> String {
        var result = self
        while result.hasSuffix("\n\n") { result.removeLast() }
        return result
    }
}
