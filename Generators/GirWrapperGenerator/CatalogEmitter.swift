/// Writes the test catalogue: every generated widget class with its properties and signals, as
/// Swift the test compiles, so that a property or signal the generator adds is tested by
/// construction.
extension Emitter {
    func catalog() -> String {
        var out = toolkit.header + "import StateGtk\nimport WidgetCatalogSupport\n\n"
        out += "/// Every generated widget class, its properties and its signals, for GeneratedWidgetTests.\n"
        out += "@MainActor\nlet generatedWidgetCatalog: [GeneratedWidgetCase] = [\n"
        for gtkClass in model.catalogueClasses {
            let name = Naming.swiftTypeName(gtkClass.name)
            let types = model.conformances[gtkClass.name, default: []].compactMap { model.wrapped[$0] }
            out += "    GeneratedWidgetCase(\"\(gtkClass.cType)\", make: { \(name)() },\n"
            out += "        properties: [\n"
            for type in types {
                for property in type.properties {
                    let kind = property.isWritable ? "writable" : "readOnly"
                    out += "            .\(kind)(\"\(property.gtkName)\", \\\(name).\(property.swiftName)),\n"
                }
            }
            out += "        ],\n        signals: [\n"
            for type in types {
                for signal in type.signals {
                    let parameters = (signal.swiftArguments.isEmpty ? "" : signal.swiftArguments.map { _ in "_" }.joined(separator: ", ") + " in ")
                    let body = signal.returnsBool ? "_ = (token, widget); return false" : "_ = (token, widget)"
                    out += "            SignalCase(\"\(signal.gtkName)\") { (widget: \(name), token: AnyObject) in "
                    out += "widget.\(signal.swiftName) = { \(parameters)\(body) } },\n"
                }
            }
            out += "        ]),\n"
        }
        return out + "]\n"
    }
}
