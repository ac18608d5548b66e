/// The GIR namespace reduced to what the Swift layer wraps: classes, the protocols they need,
/// enumerations, signal shapes.
struct WrapperModel {
    var generatedClasses: [GirClass] = []
    /// Hand-written classes conforming to generated protocols (`Selection.handWrittenConforming`).
    var conformingClasses: [GirClass] = []
    /// Both, for the test catalogue, where the hand-written classes exist (`Selection.handWrittenToolkits`).
    var catalogueClasses: [GirClass] {
        let handWritten = Selection.handWrittenToolkits.contains(toolkit.major) ? conformingClasses : []
        return (generatedClasses + handWritten).sorted { $0.name < $1.name }
    }
    /// Every class or interface with a protocol, by GIR name.
    var wrapped: [String: WrappedType] = [:]
    /// For each generated class, the protocols it conforms to, nearest first.
    var conformances: [String: [String]] = [:]
    var enumerations: [GirEnumeration] = []
    var shapes: [SignalShape] = []
    /// What was left out, for the generator's summary.
    var skipped: [String] = []
    let toolkit: Toolkit

    init(_ namespace: GirNamespace, takenNames: Set<String>) {
        toolkit = Toolkit(namespaceVersion: namespace.version)
        var mapping = TypeMapping(namespace: namespace, takenNames: takenNames)
        for gtkClass in namespace.classes.values.sorted(by: { $0.name < $1.name }) {
            if let reason = Selection.exclusion(of: gtkClass, in: namespace, takenNames: takenNames) {
                if Selection.handWrittenConforming.contains(gtkClass.name) { conformingClasses.append(gtkClass) }
                if reason != "not a widget" { skipped.append("class \(gtkClass.name): \(reason)") }
                continue
            }
            generatedClasses.append(gtkClass)
        }
        for gtkClass in generatedClasses + conformingClasses {
            var names: [String] = []
            for layer in [gtkClass] + Selection.ancestors(of: gtkClass, in: namespace) where !Selection.baseClasses.contains(layer.name) {
                names.append(layer.name)
                for interface in layer.implements where !Selection.skippedInterfaces.contains(interface) {
                    if namespace.interfaces[interface] != nil, !names.contains(interface) { names.append(interface) }
                }
            }
            for name in names where wrapped[name] == nil {
                let gir = namespace.classes[name] ?? namespace.interfaces[name]!
                wrapped[name] = wrap(gir, namespace: namespace, mapping: &mapping)
            }
            conformances[gtkClass.name] = names.filter { wrapped[$0].map { !$0.properties.isEmpty || !$0.signals.isEmpty } ?? false }
        }
        for name in Selection.protocolsOfHandWritten.sorted() where wrapped[name] == nil {
            if let gir = namespace.classes[name] { wrapped[name] = wrap(gir, namespace: namespace, mapping: &mapping) }
        }
        wrapped = wrapped.filter { !$0.value.properties.isEmpty || !$0.value.signals.isEmpty }
        enumerations = mapping.usedEnumerations.sorted().map { namespace.enumerations[$0]! }
        var used = Set(wrapped.values.flatMap { $0.signals.map(\.shape) })
        if wrapped.values.contains(where: { $0.properties.contains(where: \.isUserChangeable) }) { used.insert(SignalShape.notify) }
        shapes = used.sorted()
    }

    /// The members of `gir` the generated layer wraps: not deprecated, of types it maps, not
    /// already declared by an interface or ancestor (GTK overrides interface properties).
    private mutating func wrap(_ gir: GirClass, namespace: GirNamespace, mapping: inout TypeMapping) -> WrappedType {
        var inherited: Set<String> = []
        let layers = gir.isInterface ? [] : Selection.ancestors(of: gir, in: namespace)
        for layer in [gir] + layers {
            for interface in layer.implements {
                for property in namespace.interfaces[interface]?.properties ?? [] { inherited.insert(property.name) }
                for signal in namespace.interfaces[interface]?.signals ?? [] { inherited.insert("::" + signal.name) }
            }
        }
        for layer in layers {
            for property in layer.properties { inherited.insert(property.name) }
            for signal in layer.signals { inherited.insert("::" + signal.name) }
        }
        var properties: [PropertyMember] = []
        for property in gir.properties where !property.isDeprecated && !inherited.contains(property.name) {
            guard property.isReadable, !property.isConstructOnly else {
                skipped.append("\(gir.name):\(property.name): construct-only or write-only")
                continue
            }
            let nullable = property.setter.map { gir.nullableParameters[$0]?.isEmpty == false } ?? true
            guard let type = mapping.propertyType(property, nullable: nullable) else {
                skipped.append("\(gir.name):\(property.name): type \(property.type?.name ?? "array") not wrapped")
                continue
            }
            let swiftName = Naming.property(property.name, isBoolean: type == "Bool")
            guard !Selection.widgetMembers.contains(swiftName) else {
                skipped.append("\(gir.name):\(property.name): Widget has \(swiftName)")
                continue
            }
            properties.append(PropertyMember(gtkName: property.name, swiftName: swiftName, swiftType: type, isWritable: property.isWritable,
                                             isUserChangeable: Selection.userChangeable.contains("\(gir.name):\(property.name)")))
        }
        var signals: [SignalMember] = []
        signalLoop: for signal in gir.signals where !signal.isDeprecated && !inherited.contains("::" + signal.name) {
            let returnsBool: Bool
            switch signal.returnType?.name ?? "none" {
            case "none": returnsBool = false
            case "gboolean": returnsBool = true
            default:
                skipped.append("\(gir.name)::\(signal.name): returns \(signal.returnType?.name ?? "?")")
                continue signalLoop
            }
            var arguments: [TypeMapping.Argument] = []
            for (index, parameter) in signal.parameters.enumerated() {
                guard let argument = mapping.argument(parameter, "a\(index)") else {
                    skipped.append("\(gir.name)::\(signal.name): argument type \(parameter.type?.name ?? "?") not wrapped")
                    continue signalLoop
                }
                arguments.append(argument)
            }
            signals.append(SignalMember(gtkName: signal.name, swiftName: Naming.signal(signal.name), arguments: arguments, returnsBool: returnsBool))
        }
        return WrappedType(gir: gir, properties: properties, signals: signals, toolkit: toolkit)
    }
}
