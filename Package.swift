// swift-tools-version:6.1
import Foundation
import PackageDescription

/// GTK's flags for the CGtk module. GTK's own gtk+-3.0.pc leads SwiftPM to GLib's `-pthread`,
/// which it prohibits, printing a warning on every build of every package that uses StateGtk;
/// Sources/CGtk/stategtk-gtk3.pc gives the same folders and libraries without it. It names GTK's
/// headers under /usr, so it is used where they are there (Debian, Ubuntu, Fedora); elsewhere
/// gtk+-3.0 as before, warning included. SwiftPM takes a .pc file by its absolute path.
let gtkPkgConfig = FileManager.default.fileExists(atPath: "/usr/include/gtk-3.0/gtk/gtk.h")
    ? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sources/CGtk/stategtk-gtk3.pc").path
    : "gtk+-3.0"

/// The same for GTK 4's CGtk4 module (Sources/CGtk4/stategtk-gtk4.pc), falling back to gtk4.
let gtk4PkgConfig = FileManager.default.fileExists(atPath: "/usr/include/gtk-4.0/gtk/gtk.h")
    ? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sources/CGtk4/stategtk-gtk4.pc").path
    : "gtk4"

/// The same for libadwaita's CAdwaita module (Sources/CAdwaita/stategtk-adwaita.pc).
let adwaitaPkgConfig = FileManager.default.fileExists(atPath: "/usr/include/libadwaita-1/adwaita.h")
    ? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sources/CAdwaita/stategtk-adwaita.pc").path
    : "libadwaita-1"

/// The toolkit a build uses: GTK 3 unless the build or the app's package asks for GTK4
/// (Docs/gtk4.md). GTK 3 and GTK 4 cannot share a process, so each GTK module is a dependency
/// only under its own trait, and GTK-3-only files compile to nothing under GTK4
/// (scripts/toolkit-guards).
let gtk3 = TargetDependencyCondition.when(traits: ["GTK3"])
let gtk4 = TargetDependencyCondition.when(traits: ["GTK4"])
let adwaita = TargetDependencyCondition.when(traits: ["Adwaita"])

let package = Package(
    name: "StateGtk",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "StateGtk", targets: ["StateGtk"]),
        .library(name: "XCEState", targets: ["XCEState"]),
        // For users' tests: GTK (and Xvfb) started for them, a host window, queries, actions.
        .library(name: "StateGtkTesting", targets: ["StateGtkTesting"]),
        // assertSnapshot's `.image` strategy for views, with swift-snapshot-testing: a product
        // of its own, so that only the tests that compare images build that package.
        .library(name: "StateGtkSnapshotTesting", targets: ["StateGtkSnapshotTesting"]),
        // No products for the examples (`swift run SwiftHub` works without): a product would
        // make every user of StateGtk resolve swift-argument-parser and build its plugins.
        // xgettext for Swift: the messages marked with tr(…) into a .pot file.
        .executable(name: "stategtk-xgettext", targets: ["StateGtkXGettext"]),
    ],
    traits: [
        .trait(name: "GTK3", description: "StateGtk on GTK 3 (the default)."),
        .trait(name: "GTK4", description: "StateGtk on GTK 4; enable it alone: --traits GTK4."),
        .trait(
            name: "Adwaita", description: "StateGtk on GTK 4 with libadwaita's look and widgets: --traits Adwaita (implies GTK4).",
            enabledTraits: ["GTK4"]),
        .default(enabledTraits: ["GTK3"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation` (the DocC catalogs in Sources/*/*.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // stategtk-xgettext's parser; the same version swift-snapshot-testing already builds.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // GTK 3 as a Swift module.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: gtkPkgConfig,
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // The GObject subclasses and GLib sources that are far simpler to write in C.
        .target(
            name: "CStateGtk",
            dependencies: [.target(name: "CGtk", condition: gtk3)]
        ),
        // The C parts that need GLib alone, one source for both toolkits (GLib through either).
        .target(
            name: "CStateGLib",
            dependencies: [.target(name: "CGtk", condition: gtk3), .target(name: "CGtk4", condition: gtk4)]
        ),
        // GTK 4 as a Swift module, and GTK 4's C parts.
        .systemLibrary(
            name: "CGtk4",
            pkgConfig: gtk4PkgConfig,
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // libadwaita as a Swift module, under the Adwaita trait (Docs/adwaita.md).
        .systemLibrary(
            name: "CAdwaita",
            pkgConfig: adwaitaPkgConfig,
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        .target(
            name: "CStateGtk4",
            dependencies: [.target(name: "CGtk4", condition: gtk4)],
            // XTest, for StateGtkTesting's real input on X11 (libxtst-dev).
            linkerSettings: [.linkedLibrary("Xtst"), .linkedLibrary("X11")]
        ),
        // Writes Sources/StateGtk/Generated from GTK's introspection data: scripts/generate-widgets.
        .executableTarget(
            name: "GirWrapperGenerator",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Generators/GirWrapperGenerator"
        ),
        // The pure core: elements, keyed reconciliation, layout. Knows nothing of GTK.
        .target(
            name: "StateGtkCore",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        // Discrete states applied instantly or through transitions (XCEState's model). Pure Swift.
        .target(name: "XCEState", dependencies: [.product(name: "Logging", package: "swift-log")]),
        // The thin GTK layer.
        .target(
            name: "StateGtk",
            dependencies: [
                "StateGtkCore", "XCEState", "CStateGLib",
                .target(name: "CGtk", condition: gtk3), .target(name: "CStateGtk", condition: gtk3),
                .target(name: "CGtk4", condition: gtk4), .target(name: "CStateGtk4", condition: gtk4),
                .target(name: "CAdwaita", condition: adwaita),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["po"]  // StateGtk's own translations (scripts/translations)
        ),
        // SwiftHub's data layer: GitHub search client, offline fixtures, caches. Pure Foundation, no GTK.
        .target(
            name: "SwiftHubData",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            path: "Examples/SwiftHub/Sources/SwiftHubData",
            resources: [.copy("Resources/Fixtures")]
        ),
        // SwiftHub's window: views, store and styling.
        .target(
            name: "SwiftHubApp",
            dependencies: ["StateGtk", "SwiftHubData"],
            path: "Examples/SwiftHub/Sources/SwiftHubApp"
        ),
        .executableTarget(
            name: "SwiftHub",
            dependencies: ["SwiftHubApp", "StateGtk", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Examples/SwiftHub/Sources/SwiftHub"
        ),
        .testTarget(
            name: "SwiftHubAppTests",
            // stategtk-xgettext: TranslationTests compile the pseudo-locale's catalog with it.
            dependencies: [
                "SwiftHubApp", "SwiftHubData", "StateGtk", .target(name: "CGtk", condition: gtk3), .target(name: "CGtk4", condition: gtk4),
                "StateGtkTesting", "StateGtkXGettext",
            ],
            path: "Examples/SwiftHub/Tests/SwiftHubAppTests"
        ),
        // Frame: StateView's first sample app (frame an image on white, export a PNG).
        .target(
            name: "FrameApp",
            // gdk-pixbuf (FrameImage, FrameExporter), the same C API under both toolkits.
            dependencies: ["StateGtk", .target(name: "CGtk", condition: gtk3), .target(name: "CGtk4", condition: gtk4)],
            path: "Examples/Frame/Sources/FrameApp",
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "Frame",
            dependencies: ["FrameApp", "StateGtk", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Examples/Frame/Sources/Frame"
        ),
        .testTarget(
            name: "FrameTests", dependencies: ["FrameApp", "StateGtk", .target(name: "CGtk", condition: gtk3), "StateGtkTesting"],
            path: "Examples/Frame/Tests/FrameTests"
        ),
        // The SwiftHub binary under Xvfb, driven through the accessibility tree by
        // Tests/EndToEnd/swifthub_e2e.py. Depends on the executable so that it is built first.
        .testTarget(
            name: "SwiftHubEndToEndTests",
            dependencies: ["SwiftHub"],
            path: "Examples/SwiftHub/Tests/SwiftHubEndToEndTests"
        ),
        // SwiftHub's .desktop entry, metainfo and icon validated, and scripts/install into a
        // temporary prefix. Depends on the executable, which it installs.
        .testTarget(
            name: "SwiftHubDesktopTests",
            dependencies: ["SwiftHub", "StateGtkTesting"],
            path: "Examples/SwiftHub/Tests/SwiftHubDesktopTests"
        ),
        // A profile card laid out by constraints only: swift run ConstraintDemo [--size WxH]
        .executableTarget(
            name: "ConstraintDemo",
            dependencies: ["StateGtk", .target(name: "CGtk", condition: gtk3), .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Examples/ConstraintDemo"
        ),
        // Every widget wrapper in one window: swift run Gallery [--screenshot FILE] [--dark]
        .executableTarget(
            name: "Gallery",
            dependencies: ["StateGtk", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Examples/Gallery",
            exclude: ["po"]
        ),
        // Gallery's and ConstraintDemo's command lines. Depends on the executables it runs.
        .testTarget(
            name: "ExampleCommandLineTests",
            dependencies: ["Gallery", "ConstraintDemo", "StateGtkTesting"],
            path: "Examples/CommandLineTests"
        ),
        .testTarget(
            name: "SwiftHubDataTests",
            dependencies: ["SwiftHubData", .product(name: "Logging", package: "swift-log")],
            path: "Examples/SwiftHub/Tests/SwiftHubDataTests",
            exclude: ["server.py", "make_fixtures.py"]
        ),
        // The js-framework-benchmark operations against hand-written GTK, under Xvfb:
        // swift run -c release KeyedListBenchmark [--quick] [--ops create,swap]
        .executableTarget(
            name: "KeyedListBenchmark",
            dependencies: ["StateGtk", .target(name: "CGtk", condition: gtk3), .target(name: "CGtk4", condition: gtk4), "BenchmarkSupport"],
            path: "Benchmarks/KeyedList"
        ),
        // The statistics that decide whether the benchmarks' targets are met.
        .testTarget(name: "KeyedListBenchmarkTests", dependencies: ["KeyedListBenchmark", "BenchmarkSupport"]),
        // What the benchmarks share: paired ratios with their intervals, clocks, the C heap in use.
        .target(
            name: "BenchmarkSupport",
            dependencies: ["CStateGLib", .target(name: "CGtk", condition: gtk3), .target(name: "CGtk4", condition: gtk4)],
            path: "Benchmarks/Support"
        ),
        // The list view against GtkTreeView + GtkListStore from 1,000 to 1,000,000 items, under Xvfb:
        // swift run -c release ListViewBenchmark [--quick]
        .executableTarget(
            name: "ListViewBenchmark",
            dependencies: ["StateGtk", .target(name: "CGtk", condition: gtk3), .target(name: "CGtk4", condition: gtk4), "BenchmarkSupport"],
            path: "Benchmarks/ListView"
        ),
        // 100,000 random reconcile steps on real GTK, checked every 1,000: swift run -c release Soak
        .executableTarget(
            name: "Soak",
            dependencies: ["StateGtk", .target(name: "CGtk", condition: gtk3), .target(name: "CGtk4", condition: gtk4), "BenchmarkSupport"],
            path: "Benchmarks/Soak"
        ),
        // The soak's 5,000-step version, in the test command.
        .testTarget(name: "SoakTests", dependencies: ["Soak", "StateGtk", "StateGtkTesting"]),
        // SwiftHub's list following the search box with 1,000 repositories, against a 60 Hz frame.
        .executableTarget(
            name: "SwiftHubSearchBenchmark",
            dependencies: [
                "SwiftHubApp", "SwiftHubData", "StateGtk", .target(name: "CGtk", condition: gtk3), .target(name: "CGtk4", condition: gtk4),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/SwiftHubSearch"
        ),
        // 250 to 2,000 rows of 19 constraints each, through GTK: linear in the rows.
        .executableTarget(name: "LayoutBenchmark", dependencies: ["StateGtk", .target(name: "CGtk", condition: gtk3), "BenchmarkSupport"], path: "Benchmarks/LayoutBenchmark"),
        // One view of 100 to 2,000 chained or gridded children against kiwi solving the same system:
        // swift build -c release --product ConstraintScaleBenchmark, then run it under xvfb-run
        .executableTarget(
            name: "ConstraintScaleBenchmark",
            dependencies: ["StateGtk", .target(name: "CGtk", condition: gtk3), "BenchmarkSupport"],
            path: "Benchmarks/ConstraintScale",
            exclude: ["kiwi_solve.py"]
        ),
        // The solver against kiwi (python3-kiwisolver), in one run: swift run -c release SolverBenchmark
        .executableTarget(
            name: "SolverBenchmark",
            dependencies: ["StateGtkCore"],
            path: "Benchmarks/SolverBenchmark",
            exclude: ["kiwi_bench.py"]
        ),
        // The todo app of the Getting-started article: swift run Todo
        .executableTarget(name: "Todo", dependencies: ["StateGtk"], path: "Examples/Todo"),
        // The code the DocC articles quote (Sources/StateGtk/StateGtk.docc), compiled and run.
        .testTarget(
            name: "DocumentationTests",
            dependencies: ["Todo", "StateGtk", .target(name: "CGtk", condition: gtk3), "StateGtkTesting", "StateGtkSnapshotTesting", "StateGtkXGettext"],
            exclude: ["__Snapshots__", "UserPackage"]
        ),
        // The GTK 4 layer on real GTK 4 under Xvfb: content under the GTK4 trait only
        // (swift test --traits GTK4 --scratch-path .build-gtk4, as scripts/test runs it).
        .testTarget(
            name: "StateGtk4Tests",
            dependencies: [
                "StateGtk", "StateGtkCore", "StateGtkTesting", "WidgetCatalogSupport", "TestLogCapture", "Todo", "ScreenshotProbe",
                "DesktopProbe", "SwiftHub", "Gallery", "Frame",
                .target(name: "CGtk4", condition: gtk4),
            ]
        ),
        // The log capture of both GTK test targets, which share the GTK 4 test process.
        .target(name: "TestLogCapture", dependencies: [.product(name: "Logging", package: "swift-log")], path: "Tests/TestLogCapture"),
        // The generated widget catalogues' cases (set a property, read it back through GObject),
        // for both toolkits' catalogue tests.
        .target(
            name: "WidgetCatalogSupport",
            dependencies: ["StateGtk", .target(name: "CGtk", condition: gtk3), .target(name: "CGtk4", condition: gtk4)],
            path: "Tests/WidgetCatalogSupport"
        ),
        .testTarget(name: "StateGtkCoreTests", dependencies: ["StateGtkCore"], exclude: ["Fuzz/kiwi_oracle.py"]),
        .target(
            name: "StateGtkTesting",
            dependencies: [
                "StateGtk", .target(name: "CGtk", condition: gtk3),
                .target(name: "CGtk4", condition: gtk4), .target(name: "CStateGtk4", condition: gtk4),
            ]
        ),
        .target(
            name: "StateGtkSnapshotTesting",
            dependencies: [
                "StateGtkTesting", "StateGtk", .target(name: "CGtk", condition: gtk3), .target(name: "CGtk4", condition: gtk4),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // Runs on both toolkits (scripts/test), but for AccessibilityAuditTests, which reads ATK.
        .testTarget(
            name: "StateGtkTestingTests",
            dependencies: [
                "StateGtkTesting", "StateGtk", .target(name: "CGtk", condition: gtk3), .target(name: "CGtk4", condition: gtk4),
            ]
        ),
        // Its files marked `// toolkit: both` run on GTK 4 too (scripts/test); the rest are GTK 3's.
        .testTarget(
            name: "StateGtkTests",
            dependencies: [
                "StateGtk", .target(name: "CGtk", condition: gtk3), .target(name: "CGtk4", condition: gtk4),
                .target(name: "CStateGtk4", condition: gtk4), "StateGtkTesting", "StateGtkSnapshotTesting", "WidgetCatalogSupport",
                "TestLogCapture", "MisuseProbe", "DesktopProbe",
            ],
            // ViewImageTests' reference images, one per toolkit.
            exclude: ["Widgets/__Snapshots__"]),
        // Creates a view or controller before GTK is ready, for MisuseTests (each try ends its
        // process), and starts GTK without a display, for GtkStartupTests.
        .executableTarget(name: "MisuseProbe", dependencies: ["StateGtk", "StateGtkTesting"], path: "Tests/MisuseProbe"),
        // The second process of SettingsTests, DesktopNotificationTests and MultipleWindowsTests
        // (StateGtkTests, on both toolkits).
        .executableTarget(name: "DesktopProbe", dependencies: ["StateGtk"], path: "Tests/DesktopProbe"),
        // A StateGtk app that says which GDK display it runs on and saves its window: the child
        // process of GTK4WaylandTests, under weston (Wayland) and Xvfb (X11).
        .executableTarget(
            name: "ScreenshotProbe",
            dependencies: ["StateGtk", .target(name: "CGtk", condition: gtk3), .target(name: "CGtk4", condition: gtk4)],
            path: "Tests/ScreenshotProbe"
        ),
        // stategtk-xgettext: the translatable messages of Swift sources into a .pot file.
        .executableTarget(
            name: "StateGtkXGettext",
            dependencies: [
                "StateGtkCore",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "XCEStateTests",
            dependencies: ["XCEState", .product(name: "Logging", package: "swift-log")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
