// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
// The one import a test needs for `assertSnapshot(of: view, as: .image)`: swift-snapshot-testing
// and StateGtkTesting come with this module, so a package names no other dependency for them.
@_exported import SnapshotTesting
import StateGtk
@_exported import StateGtkTesting
extension Diffing where Value == ViewImage {
    /// Images match when at most `pixelFraction` of their pixels differ by more than
    /// `channelTolerance` (out of 255) in any channel.
    public static func image(pixelFraction: Double = 0, channelTolerance: UInt8 = 0) -> Diffing {
        .diff(
            toData: \.png,
            fromData: { ViewImage(png: $0) ?? ViewImage(width: 0, height: 0, rgba: []) },
            diffV2: { reference, new in
                guard reference.width == new.width, reference.height == new.height else {
                    return ("the view is \(new.width) × \(new.height), the reference \(reference.width) × \(reference.height)", [.data(new.png, name: "new.png")])
                }
                let (differing, largest) = reference.difference(from: new, tolerance: channelTolerance)
                let allowed = Int((Double(new.width * new.height) * pixelFraction).rounded(.down))
                guard differing > allowed else { return nil }
                return ("\(differing) of \(new.width * new.height) pixels differ by more than \(channelTolerance) (at most \(allowed) may); the largest difference is \(largest)",
                        [.data(reference.png, name: "reference.png"), .data(new.png, name: "new.png")])
            })
    }
}

extension Snapshotting where Value: StateView, Format == ViewImage {
    /// The view as it draws itself on screen (show it in a `TestWindow` first), as a PNG.
    ///
    /// ```swift
    /// let window = TestWindow(Counter(), width: 200, height: 80)
    /// assertSnapshot(of: window.view!, as: .image)
    /// assertSnapshot(of: window.view!, as: .image(pixelFraction: 0.01, channelTolerance: 16))
    /// ```
    public static var image: Snapshotting { image() }

    /// The view as a PNG, matching when at most `pixelFraction` of the pixels differ by more
    /// than `channelTolerance` (of 255) in any channel.
    public static func image(pixelFraction: Double = 0, channelTolerance: UInt8 = 0) -> Snapshotting {
        Snapshotting<UnsafeMutablePointer<GtkWidget>, ViewImage>.image(pixelFraction: pixelFraction, channelTolerance: channelTolerance)
            .pullback { view in
                // Through the address: a pointer is not Sendable, so it cannot leave assumeIsolated.
                UnsafeMutablePointer(bitPattern: MainActor.assumeIsolated { UInt(bitPattern: view.widget) })!
            }
    }
}

extension Snapshotting where Value == UnsafeMutablePointer<GtkWidget>, Format == ViewImage {
    /// A GtkWidget on screen as it draws itself, as a PNG.
    public static var image: Snapshotting { image() }

    /// The widget as a PNG, with the tolerance of `Diffing.image(pixelFraction:channelTolerance:)`.
    public static func image(pixelFraction: Double = 0, channelTolerance: UInt8 = 0) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .image(pixelFraction: pixelFraction, channelTolerance: channelTolerance),
            snapshot: { widget in
                nonisolated(unsafe) let widget = widget  // snapshots run on the main thread, as the test
                return MainActor.assumeIsolated { ViewImage(rendering: widget) }
            })
    }
}
