// toolkit: both
import Testing
/// Runs an XCTest body on the main actor.
///
/// swift-corelibs-xctest runs test methods on the main thread but cannot call `@MainActor`
/// ones (it crashes casting them: "Could not cast … @MainActor"), so test methods stay
/// nonisolated and step onto the main actor here. Swift Testing needs none of this: mark the
/// suite `@MainActor` and give it the `.gtk` trait.
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

/// Starts GTK before a Swift Testing test or suite runs (see `requireGtk()`).
///
/// GTK is single-threaded: put GTK tests in `@MainActor` suites, serialised.
///
/// ```swift
/// @Suite(.gtk, .serialized) @MainActor
/// struct CounterTests {
///     @Test func countsClicks() throws { … }
/// }
/// ```
public struct GtkTrait: TestTrait, SuiteTrait {
    /// On a suite, it applies to every test in it.
    public var isRecursive: Bool { true }

    /// Starts GTK on the main actor before the test (once per process; later calls return at once).
    public func prepare(for test: Test) async throws {
        try await MainActor.run { try requireGtk() }
    }
}

extension Trait where Self == GtkTrait {
    /// Starts GTK (and Xvfb when there is no display) before the test runs.
    public static var gtk: GtkTrait { GtkTrait() }
}
