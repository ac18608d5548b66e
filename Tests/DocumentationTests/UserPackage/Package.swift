// swift-tools-version:6.0
import PackageDescription

// The manifest TestingYourApp quotes, checked by UserPackageManifestTests (not built: nothing
// but this file is here).
// snippet: testing-manifest
let package = Package(
    name: "Todo",
    dependencies: [
        // A checkout beside yours. `name:` lets `package: "StateGtk"` below name it whatever the
        // folder is called; with .package(url: …) it is the URL's last part.
        .package(name: "StateGtk", path: "../StateGtk"),
    ],
    targets: [
        .executableTarget(name: "Todo", dependencies: [.product(name: "StateGtk", package: "StateGtk")]),
        .testTarget(
            name: "TodoTests",
            dependencies: [
                "Todo",
                .product(name: "StateGtkTesting", package: "StateGtk"),
                // Only for assertSnapshot: brings swift-snapshot-testing with it.
                .product(name: "StateGtkSnapshotTesting", package: "StateGtk"),
            ],
            // The reference images, beside the tests: not sources.
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
// end snippet
