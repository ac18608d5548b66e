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
        // For assertSnapshot; StateGtkTesting gives it the `.image` strategy.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .executableTarget(name: "Todo", dependencies: [.product(name: "StateGtk", package: "StateGtk")]),
        .testTarget(
            name: "TodoTests",
            dependencies: [
                "Todo",
                .product(name: "StateGtkTesting", package: "StateGtk"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
// end snippet
