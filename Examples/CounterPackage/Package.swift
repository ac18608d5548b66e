// swift-tools-version:6.0
import Foundation
import PackageDescription

// A package of its own, as a user's would be: it depends on StateGtk by path and tests its view
// with StateGtkTesting. scripts/test runs its tests with DISPLAY unset, so requireGtk() starts
// Xvfb itself. A user writes `package: "StateGtk"` (or the URL's last part); here a path
// dependency's identity is the checkout folder's name, which differs between clones.
let stateGtk = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.lastPathComponent.lowercased()

let package = Package(
    name: "CounterPackage",
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "Counter", dependencies: [.product(name: "StateGtk", package: stateGtk)]),
        .testTarget(
            name: "CounterTests",
            dependencies: ["Counter", .product(name: "StateGtkTesting", package: stateGtk)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
