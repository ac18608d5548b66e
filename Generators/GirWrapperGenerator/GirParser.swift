import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a GIR file into a `GirNamespace` with Foundation's streaming XMLParser.
final class GirParser: NSObject, XMLParserDelegate {
    private(set) var namespace = GirNamespace()
    private var path: [String] = []
    private var currentClass: GirClass?
    private var currentProperty: GirProperty?
    private var currentSignal: GirSignal?
    private var currentParameter: GirParameter?
    private var currentMethod: String?
    private var currentEnumeration: GirEnumeration?
    private var failure: Error?
    /// The text of a member's doc: GTK marks some members deprecated there only.
    private var memberDoc: String?

    static func parse(contentsOf url: URL) throws -> GirNamespace {
        guard let parser = XMLParser(contentsOf: url) else { throw GeneratorError("cannot read \(url.path)") }
        let reader = GirParser()
        parser.delegate = reader
        guard parser.parse() else {
            throw reader.failure ?? parser.parserError ?? GeneratorError("cannot parse \(url.path)")
        }
        return reader.namespace
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String]) {
        defer { path.append(element) }
        let parent = path.last
        let deprecated = attributes["deprecated"] == "1"
        switch element {
        case "namespace":
            namespace.version = attributes["version"] ?? ""
        case "class" where parent == "namespace", "interface" where parent == "namespace":
            currentClass = GirClass(
                name: attributes["name"] ?? "", cType: attributes["c:type"] ?? "", parent: attributes["parent"],
                getType: attributes["glib:get-type"] ?? "", isAbstract: attributes["abstract"] == "1",
                isInterface: element == "interface", isDeprecated: deprecated)
        case "implements" where parent == "class":
            currentClass?.implements.append(attributes["name"] ?? "")
        case "constructor" where parent == "class":
            currentClass?.constructorsDeprecated.append(deprecated)
        case "method" where parent == "class" || parent == "interface":
            currentMethod = attributes["name"]
        case "field" where parent == "class":
            currentClass?.hasFields = true
        case "doc" where parent == "class", "source-position" where parent == "class":
            if attributes["filename"]?.contains("/deprecated/") == true { currentClass?.isDeprecated = true }
        case "property" where parent == "class" || parent == "interface":
            currentProperty = GirProperty(
                name: attributes["name"] ?? "", isReadable: attributes["readable"] != "0",
                isWritable: attributes["writable"] == "1", isConstructOnly: attributes["construct-only"] == "1",
                isDeprecated: deprecated, setter: attributes["setter"])
        case "glib:signal":
            currentSignal = GirSignal(name: attributes["name"] ?? "", isDeprecated: deprecated)
        case "parameter":
            if currentSignal != nil {
                currentParameter = GirParameter(name: attributes["name"] ?? "", isNullable: attributes["nullable"] == "1")
            } else if let method = currentMethod, attributes["nullable"] == "1", let name = attributes["name"] {
                currentClass?.nullableParameters[method, default: []].insert(name)
            }
        case "type":
            let type = GirType(name: attributes["name"] ?? "", cType: attributes["c:type"])
            if parent == "property" { currentProperty?.type = type }
            if parent == "parameter" { currentParameter?.type = type }
            if parent == "return-value", currentSignal != nil { currentSignal?.returnType = type }
        case "enumeration" where parent == "namespace", "bitfield" where parent == "namespace":
            currentEnumeration = GirEnumeration(
                name: attributes["name"] ?? "", cType: attributes["c:type"] ?? "", isFlags: element == "bitfield",
                isDeprecated: deprecated)
        case "member" where parent == "enumeration" || parent == "bitfield":
            if let name = attributes["name"], let value = attributes["value"].flatMap({ Int64($0) }) {
                currentEnumeration?.members.append((name, value, deprecated))
            }
        case "doc" where parent == "member":
            memberDoc = ""
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        path.removeLast()
        let parent = path.last
        switch element {
        case "class" where parent == "namespace", "interface" where parent == "namespace":
            if var finished = currentClass {
                if !finished.constructorsDeprecated.isEmpty, finished.constructorsDeprecated.allSatisfy({ $0 }) {
                    finished.isDeprecated = true
                }
                if finished.isInterface { namespace.interfaces[finished.name] = finished } else { namespace.classes[finished.name] = finished }
            }
            currentClass = nil
        case "method":
            currentMethod = nil
        case "doc" where parent == "member":
            if memberDoc?.contains("Deprecated") == true, let last = currentEnumeration?.members.indices.last {
                currentEnumeration?.members[last].isDeprecated = true
            }
            memberDoc = nil
        case "property" where parent == "class" || parent == "interface":
            if let property = currentProperty { currentClass?.properties.append(property) }
            currentProperty = nil
        case "glib:signal":
            if let signal = currentSignal { currentClass?.signals.append(signal) }
            currentSignal = nil
        case "parameter":
            if let parameter = currentParameter { currentSignal?.parameters.append(parameter) }
            currentParameter = nil
        case "enumeration" where parent == "namespace", "bitfield" where parent == "namespace":
            if let finished = currentEnumeration { namespace.enumerations[finished.name] = finished }
            currentEnumeration = nil
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { memberDoc?.append(string) }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { failure = parseError }
}

struct GeneratorError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
