#if GTK3
import Foundation
import StateGtkTesting
import XCTest
/// Misuses of the public API that must not compile: each snippet is type-checked by `swiftc`
/// against the StateGtk module this test was built with, and must fail with an error that
/// says what is wrong. A control snippet using the same API correctly must compile, so that a
/// failure means the misuse, not the set-up.
final class MisuseDoesNotCompileTests: XCTestCase {
    /// Declarations every snippet can use; `BODY` is a render's body.
    static let prelude = """
        import CGtk
        import StateGtk

        final class Row: StateView {
            static let title = PropKey<String>("title")
            static let onRemove = PropKey<(Int) -> Void>("onRemove")
        }
        final class Badge: StateView {
            static let count = PropKey<Int>("count")
        }
        struct Item: Equatable, Identifiable { let id: Int; var name: String }

        final class Host: StateView {
            let label = Label()
            let names = ["Ada", "Grace"]
            let items = [Item(id: 1, name: "Ada")]
            let listBox = ListBox<Int>()
            let tabs = Notebook()
            let tags = FlowBox()
            let frame = Frame()
            let split = Paned()

            override func render() {
                BODY
            }
        }
        """

    static let correct = """
        place(Row.self, key: 1).prop(\\.title, is: "Ada").prop(\\.onRemove, is: { _ in })
        place(label, key: "label") { make in make.top.left.equalTo(self) }.expanding()
        place(ListView.self, key: "names")
            .items(names, key: { $0 }) { name, row in row.place(Row.self).prop(\\.title, is: name) }
            .selection(.single, selected: ["Ada"]) { (names: Set<String>) in }
            .onActivate { (name: String) in }
            .typeAhead { $0 }
            .rowHeight(.fixed(30))
            .stickyHeaders()
        place(TableView.self, key: "table")
            .columns([TableColumn("name", title: "Name")])
            .items(items, key: { $0.id }) { item, cells in cells.text(item.name, in: "name") }
            .selection(.multiple, selected: [1]) { (ids: Set<Int>) in }
            .expanding()
        place(listBox, key: "box")
            .items(items) { item, row in row.place(Row.self).prop(\\.title, is: item.name) }
            .selection([1]) { (ids: Set<Int>) in }
            .onActivate { (id: Int) in }
        place(tabs, key: "tabs").items(items, key: { $0.id }, title: { $0.name }) { _, page in page.place(Badge.self) }
        place(tags, key: "tags").items(names, key: { $0 }) { _, child in child.place(label) }
        place(frame, key: "frame").content { $0.place(Badge.self, key: "badge") }
        place(split, key: "split").start { _ in }.end { _ in }
        placeEach(items, key: { $0.id }) { item, slot in slot.place(Row.self).prop(\\.title, is: item.name) }
        """

    /// Each misuse, and a part of the one error it must give.
    static let misuses: [(name: String, body: String, error: String)] = [
        ("a list modifier on a label's placement",
         #"place(label, key: "label").rowHeight(.fixed(3))"#,
         "requires that 'Label' conform to 'ListPlacingView'"),
        ("a list modifier on a placement of the app's view",
         #"place(Badge.self, key: 2).overscan(2)"#,
         "cannot conform to 'ListPlacingView'"),
        ("a selection of another key type than the items'",
         #"place(ListView.self, key: "l").items(items) { _, row in row.place(Row.self) }.selection(.single, selected: Set(["Ada"])) { _ in }"#,
         "'String' to expected element type 'Int'"),
        ("an activation callback of another key type",
         #"place(ListView.self, key: "l").items(items) { _, row in row.place(Row.self) }.onActivate { (name: String) in }"#,
         "(String) -> ()' to expected argument type '(Int) -> Void'"),
        ("type-ahead reading another element type",
         #"place(ListView.self, key: "l").items(names, key: { $0 }) { _, row in row.place(Row.self) }.typeAhead { (item: Item) in item.name }"#,
         "(String) -> String'"),
        ("a Callback of another key type",
         #"place(ListView.self, key: "l").items(items) { _, row in row.place(Row.self) }.onActivate(Callback<String> { _ in })"#,
         "requires the types 'Int' and 'String' be equivalent"),
        ("a prop of another view's keys",
         #"place(Row.self, key: 1).prop(\.count, is: 3)"#,
         "cannot infer key path type from context"),
        ("a prop of the wrong value type",
         #"place(Row.self, key: 1).prop(\.title, is: 3)"#,
         "'Int' to expected argument type 'String'"),
        ("a table's columns on a list",
         #"place(ListView.self, key: "l").columns([])"#,
         "columns(_:) is a TableView's modifier"),
        ("a list's items on a StateView of the app's",
         #"place(Badge.self, key: 2).items(names, key: { $0 }) { _, row in row.place(Row.self) }"#,
         "cannot convert value of type 'Badge.Type' to expected argument type"),
        ("a table's sort on a list",
         #"place(ListView.self, key: "l").sort(nil) { _ in }"#,
         "'ListView.Type' to expected argument type 'TableView'"),
        ("a list box selection of another key type than the box's",
         #"place(listBox, key: "b").selection(Set(["Ada"])) { _ in }"#,
         "'String' to expected element type 'Int'"),
        ("list box items keyed by another type than the box's",
         #"place(listBox, key: "b").items(names, key: { $0 }) { _, row in row.place(Row.self) }"#,
         "'String' to closure result type 'Int'"),
        ("pages on a container that has none",
         #"place(frame, key: "f").pages { _ in }"#,
         "requires that 'Frame' conform to 'PagedContainer'"),
        ("a slot's content on a container without one",
         #"place(tabs, key: "t").content { _ in }"#,
         "requires that 'Notebook' conform to 'SlotContainer'"),
        ("a paned's side on another container",
         #"place(frame, key: "f").start { _ in }"#,
         "cannot convert value of type 'Frame' to expected argument type 'Paned'"),
    ]

    func testCorrectUseCompiles() throws {
        let errors = try Self.typeCheck(Self.correct)
        XCTAssertEqual(errors, [], "the control snippet must compile")
    }

    func testEachMisuseFailsWithItsError() throws {
        for misuse in Self.misuses {
            let errors = try Self.typeCheck(misuse.body)
            XCTAssertFalse(errors.isEmpty, "\(misuse.name): compiled")
            XCTAssertTrue(errors.contains { $0.contains(misuse.error) }, "\(misuse.name): expected an error containing \"\(misuse.error)\", got \(errors)")
        }
    }

    /// A render written against the release before typed placements: Callback props and
    /// modifiers, the key-typed modifiers before the items, an element held as a
    /// ShadowViewElement, the old names. It still builds, with deprecation warnings only.
    static let previousRelease = """
        let select = Callback<Set<String>> { _ in }
        let open = Callback<String> { _ in }
        let loadMore = Callback<Void> {}
        let move = Callback<ListItemMove> { _ in }
        let drop = Callback<DragData> { _ in }
        let sorted = Callback<TableSort> { _ in }
        let remove = Callback<Int> { _ in }
        let element: ShadowViewElement = place(Row.self, key: 1).prop(Row.title, is: "Ada")
        element.prop(PropKey<Callback<Int>>("onRemove"), is: remove)
        place(ListView.self, key: "names")
            .selection(.single, selected: ["Ada"], onChange: select)
            .onActivate(open)
            .typeAhead { (name: String) in name }
            .items(names, key: { $0 }) { name, row in row.place(Row.self).prop(Row.title, is: name) }
            .onEndReached(within: 5, loadMore)
            .onEdgeReached(within: 5, loadMore)
            .onMove(move)
            .onDrop(accepting: [.uris], drop)
        place(ListView.self, key: "more")
            .items(names, key: { $0 }) { name, row in row.place(Row.self) }
            .selection(.multiple, selected: ["Ada"], onChange: select)
            .onActivate(open)
        place(TableView.self, key: "table")
            .columns([TableColumn("name", title: "Name")])
            .sort(nil, onChange: sorted)
            .rows(items, key: { $0.id }) { item, cells in cells.text(item.name, in: "name") }
        listBox.rows = [.init(1, view: Badge())]
        listBox.onRowActivated = { _ in }
        listBox.onSelectedRowsChanged = { _ in }
        tabs.pages(from: self) { $0.page("a", title: "A") { $0.place(Badge.self, key: "badge") } }
        tags.items(from: self) { $0.page("tag") { _ in } }
        frame.content.place(from: self) { _ in }
        split.start.place(from: self) { _ in }
        let list = ListView()
        _ = (list.cursor, list.realizedKeys, list.pinnedSection)
        placeEach(items, key: { $0.id }) { item in place(Row.self, key: item.id) }
        DrawingArea().draw(names.count) { cairo, size in
            cairo_rectangle(cairo, 0, 0, size.width, size.height)
            cairo_fill(cairo)
        }
        """

    func testARenderWrittenForThePreviousReleaseBuildsWithDeprecationWarningsOnly() throws {
        let result = try Self.compile(Self.previousRelease)
        XCTAssertEqual(result.errors, [], "it must still build")
        XCTAssertFalse(result.warnings.isEmpty)
        for warning in result.warnings {
            XCTAssertTrue(warning.contains("is deprecated"), "only deprecations: \(warning)")
            XCTAssertTrue(warning.contains("renamed to") || warning.contains(": "), "each says what to write instead: \(warning)")
        }
        XCTAssertGreaterThanOrEqual(result.warnings.count, 21, "\(result.warnings)")
    }

    /// The distinct error messages `swiftc -typecheck` gives for the prelude with `body`.
    static func typeCheck(_ body: String) throws -> [String] { try compile(body).errors }

    /// The distinct errors and warnings `swiftc -typecheck` gives for the prelude with `body`.
    static func compile(_ body: String) throws -> (errors: [String], warnings: [String]) {
        let products = try XCTUnwrap(modulesFolder(),
                                     "the build folder with Modules/StateGtk.swiftmodule is not next to the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("misuse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Snippet.swift")
        try prelude.replacingOccurrences(of: "BODY", with: body).write(to: source, atomically: true, encoding: .utf8)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let gtkFlags = try Command.run("pkg-config", ["--cflags-only-I", "gtk+-3.0"]).standardOutput
            .split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] }
        let result = try Command.run("swiftc", [
            "-typecheck", "-swift-version", "6", "-module-name", "Snippet",
            "-I", products.appendingPathComponent("Modules").path,
            "-Xcc", "-fmodule-map-file=" + products.appendingPathComponent("CStateGtk.build/module.modulemap").path,
            "-Xcc", "-fmodule-map-file=" + root.appendingPathComponent("Sources/CGtk/module.modulemap").path,
            "-I", root.appendingPathComponent("Sources/CStateGtk/include").path,
            "-Xcc", "-fmodule-map-file=" + products.appendingPathComponent("CStateGLib.build/module.modulemap").path,
            "-I", root.appendingPathComponent("Sources/CStateGLib/include").path,
            source.path,
        ] + gtkFlags)
        var errors: [String] = [], warnings: [String] = []
        for line in result.output.split(separator: "\n") where line.hasPrefix(source.path) {
            if let range = line.range(of: " error: ") {
                let message = String(line[range.upperBound...])
                if !errors.contains(message) { errors.append(message) }
            } else if let range = line.range(of: " warning: ") {
                let message = String(line[range.upperBound...])
                if !warnings.contains(message) { warnings.append(message) }
            }
        }
        if result.status != 0 && errors.isEmpty { XCTFail("swiftc failed without an error in the snippet:\n\(result.output)") }
        return (errors, warnings)
    }

    /// The build folder holding `Modules/`: the test bundle's own.
    static func modulesFolder() -> URL? {
        guard let bundle = CommandLine.arguments.first.map({ URL(fileURLWithPath: $0) }) else { return nil }
        let folder = bundle.deletingLastPathComponent()
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/StateGtk.swiftmodule").path) ? folder : nil
    }
}
#endif
