// swift-tools-version:6.1
import Foundation
import PackageDescription

// A package of its own, as a user's would be: it depends on StateGtk by path and tests its view
// with StateGtkTesting. scripts/test runs its tests with DISPLAY unset, so requireGtk() starts
// Xvfb itself. A user writes `package: "StateGtk"` (or the URL's last part); here a path
// dependency's identity is the checkout folder's name, which differs between clones.
let stateGtk = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.lastPathComponent.lowercased()

// The toolkit is StateGtk's package trait: GTK 3 (its default) unless STATEGTK_TOOLKIT=GTK4, so that
// scripts/test builds and tests this same source on both. A user names it once, where they
// depend on StateGtk: `traits: ["GTK4"]`.
let toolkit: Set<Package.Dependency.Trait> = ProcessInfo.processInfo.environment["STATEGTK_TOOLKIT"] == "GTK4" ? ["GTK4"] : [.defaults]

let package = Package(
    name: "CounterPackage",
    dependencies: [.package(path: "../..", traits: toolkit)],
    targets: [
        .target(name: "Counter", dependencies: [.product(name: "StateGtk", package: stateGtk)]),
        .testTarget(
            name: "CounterTests",
            dependencies: ["Counter", .product(name: "StateGtkTesting", package: stateGtk)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
