// toolkit: both
import Foundation
import StateGtkTesting
import XCTest
/// Runs MisuseProbe (built next to this test bundle) with `display` as DISPLAY, and the
/// environment changed by `environment` (a nil value unsets a variable).
func runProbe(
    _ arguments: [String], display: String? = ProcessInfo.processInfo.environment["DISPLAY"], environment changes: [String: String?] = [:]
) throws -> Command {
    let probe = try XCTUnwrap(Command.builtProduct("MisuseProbe"), "MisuseProbe is not built next to the tests")
    var environment: [String: String?] = [
        "DISPLAY": display, "WAYLAND_DISPLAY": nil,
        "SWIFT_BACKTRACE": "enable=no",  // the message alone, not a page of backtrace
    ]
    environment.merge(changes) { $1 }
    return try Command.run(probe.path, arguments, environment: environment)
}
