// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Counts the GObjects (widgets) that were finalised, so a test can prove that a view's widgets
/// were freed, GObject side, once it was removed: counting, not timing.
///
/// Each watch attaches data whose destroy notification GObject runs in `finalize`, when the
/// object's memory goes. (A GObject weak reference would fire at `dispose`, which
/// `gtk_widget_destroy` runs even on an object something still holds: a leaked but destroyed
/// widget would count as freed.) Each watch has its own token and data key, so an address reused
/// by a later object never counts, and two trackers may watch one object.
///
/// ```swift
/// let tracker = FinalizationTracker()
/// do {
///     let window = TestWindow(Counter())
///     tracker.watch(window.view!.widget)
///     window.close()
/// }
/// XCTAssertTrue(tracker.allFinalized, "\(tracker.finalizedCount) of \(tracker.count) freed")
/// ```
@MainActor
public final class FinalizationTracker {
    private(set) static var finalized: Set<Int> = []
    private static var nextToken = 0
    private var tokens: [Int] = []

    /// A tracker watching nothing yet.
    public init() {}

    /// Watches a GObject (a GtkWidget pointer, raw).
    public func watch(_ object: UnsafeMutableRawPointer) {
        Self.nextToken += 1
        tokens.append(Self.nextToken)
        let key = g_quark_from_string("stategtk-test-finalization-\(Self.nextToken)")
        g_object_set_qdata_full(object.assumingMemoryBound(to: GObject.self), key, UnsafeMutableRawPointer(bitPattern: Self.nextToken)) { data in
            let token = Int(bitPattern: data)
            MainActor.assumeIsolated { _ = FinalizationTracker.finalized.insert(token) }
        }
    }

    /// Watches a widget.
    public func watch(_ widget: UnsafeMutablePointer<GtkWidget>) { watch(UnsafeMutableRawPointer(widget)) }

    /// Whether every watched object was finalised.
    public var allFinalized: Bool { tokens.allSatisfy { Self.finalized.contains($0) } }
    /// How many watched objects were finalised.
    public var finalizedCount: Int { tokens.count { Self.finalized.contains($0) } }
    /// How many objects were watched.
    public var count: Int { tokens.count }
}
