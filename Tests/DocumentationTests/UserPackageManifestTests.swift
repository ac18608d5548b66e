#if GTK3
import Foundation
import StateGtkTesting
import XCTest
/// The package manifest TestingYourApp quotes (UserPackage/Package.swift) is one SwiftPM accepts:
/// `swift package dump-package` compiles it and rejects a `package:` that names no dependency.
final class UserPackageManifestTests: XCTestCase {
    func testTheQuotedManifestLoadsAndItsTestsGetStateGtkTesting() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("UserPackage")
        let result = try Command.run("swift", ["package", "dump-package", "--package-path", folder.path])
        XCTAssertEqual(result.status, 0, result.output)

        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let targets = try XCTUnwrap(manifest["targets"] as? [[String: Any]])
        let tests = try XCTUnwrap(targets.first { $0["name"] as? String == "TodoTests" })
        let dependencies = "\(tests["dependencies"] ?? "")"
        for product in ["StateGtkTesting", "StateGtkSnapshotTesting"] {
            XCTAssertTrue(dependencies.contains(product), "\(product) is not among \(dependencies)")
        }
        // Once a reference image exists, SwiftPM warns of an unhandled file unless it is excluded.
        XCTAssertEqual(tests["exclude"] as? [String], ["__Snapshots__"], "the test target excludes its snapshots")
        // StateGtk's products bring what they need: no other package to name for snapshots.
        let packages = try XCTUnwrap(manifest["dependencies"] as? [Any])
        XCTAssertEqual(packages.count, 1, "\(packages)")
    }
}
#endif
