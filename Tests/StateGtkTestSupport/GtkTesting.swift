import StateGtk
import XCTest

// What every test target that drives real GTK widgets needs: the library's own tests and the
// examples' (SwiftHub, Frame).

/// Runs a test body on the main actor. swift-corelibs-xctest runs test methods on the main
/// thread but cannot call `@MainActor` test methods (it crashes casting them), so tests are
/// nonisolated and step onto the main actor here.
///
/// ```swift
/// func testRowShowsItsTitle() throws { try onMain {
///     try requireGtk()
///     …
/// } }
/// ```
public func onMain(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}

/// Opens GTK once per test process; fails loudly when there is no display (run under xvfb-run).
@MainActor
public func requireGtk(file: StaticString = #filePath, line: UInt = #line) throws {
    guard Gtk.initialize() else {
        XCTFail("GTK could not open a display: run the tests under xvfb-run", file: file, line: line)
        throw XCTSkip("no display")
    }
}
