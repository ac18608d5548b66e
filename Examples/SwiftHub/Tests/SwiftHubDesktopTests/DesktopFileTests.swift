#if GTK3
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StateGtkTesting
import XCTest

/// SwiftHub's .desktop entry, AppStream metainfo and icon pass Debian's validators and agree
/// with each other and with the id the app runs under.
final class DesktopFileTests: XCTestCase {
    func testDesktopEntryPassesDesktopFileValidate() throws {
        let result = try Command.run("desktop-file-validate", [DesktopFiles.desktopEntry.path])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "", "desktop-file-validate warns")
    }

    func testMetainfoPassesAppStreamValidation() throws {
        // --strict fails on warnings and infos too; only pedantic hints (the id's capitals) pass.
        let result = try Command.run("appstreamcli", ["validate", "--no-net", "--strict", DesktopFiles.metainfo.path])
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testEveryFileNamesTheApplicationID() throws {
        let source = try String(
            contentsOf: DesktopFiles.repository.appendingPathComponent("Examples/SwiftHub/Sources/SwiftHubApp/SwiftHubApplication.swift"),
            encoding: .utf8)
        XCTAssertTrue(source.contains("Application.run(id: \"\(DesktopFiles.id)\""),
                      "SwiftHub no longer runs as \(DesktopFiles.id): rename the files in Examples/SwiftHub/Desktop with it")
        XCTAssertEqual(try DesktopFiles.entries(ofDesktopFile: DesktopFiles.desktopEntry)["Icon"], DesktopFiles.id)

        let metainfo = try XMLElements(of: DesktopFiles.metainfo)
        XCTAssertEqual(metainfo.text["id"], DesktopFiles.id)
        XCTAssertEqual(metainfo.text["launchable"], "\(DesktopFiles.id).desktop")
        XCTAssertEqual(metainfo.text["binary"], "swifthub")
    }

    func testIconIsASquareScalableImage() throws {
        let icon = try XMLElements(of: DesktopFiles.icon)
        XCTAssertEqual(icon.root, "svg")
        let viewBox = try XCTUnwrap(icon.rootAttributes["viewBox"]).split(separator: " ").compactMap { Double($0) }
        XCTAssertEqual(viewBox.count, 4)
        XCTAssertEqual(viewBox.dropFirst(2).first, viewBox.last, "the icon is not square")
    }
}

/// An XML file's root element and the text of its leaf elements, by element name.
private final class XMLElements: NSObject, XMLParserDelegate {
    private(set) var root: String?
    private(set) var rootAttributes: [String: String] = [:]
    private(set) var text: [String: String] = [:]
    private var characters = ""

    init(of url: URL) throws {
        super.init()
        let parser = try XCTUnwrap(XMLParser(contentsOf: url))
        parser.delegate = self
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if root == nil { (root, rootAttributes) = (name, attributes) }
        characters = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { characters += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let trimmed = characters.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty, text[name] == nil { text[name] = trimmed }
        characters = ""
    }
}
#endif
