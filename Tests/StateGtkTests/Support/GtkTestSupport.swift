import CGtk
import Foundation
import StateGtk
import StateGtkTesting
import XCTest

/// StateGtkTesting's `requireGtk`, with the log capture these tests read installed first.
@MainActor
func requireGtk() throws {
    TestLog.install()
    try StateGtkTesting.requireGtk()
}

/// Counts GObject finalisations: each watch attaches data whose destroy notification GObject
/// runs in `finalize`, when the object's memory goes. (A GObject weak reference would fire at
/// `dispose`, which `gtk_widget_destroy` runs even on an object something still holds: a leaked
/// but destroyed widget would count as freed.) Each watch has its own token and data key, so an
/// address reused by a later object never counts, and two trackers may watch one object.
@MainActor
final class FinalizationTracker {
    private(set) static var finalized: Set<Int> = []
    private static var nextToken = 0
    private var tokens: [Int] = []

    func watch(_ object: UnsafeMutableRawPointer) {
        Self.nextToken += 1
        tokens.append(Self.nextToken)
        let key = g_quark_from_string("stategtk-test-finalization-\(Self.nextToken)")
        g_object_set_qdata_full(object.assumingMemoryBound(to: GObject.self), key, UnsafeMutableRawPointer(bitPattern: Self.nextToken)) { data in
            let token = Int(bitPattern: data)
            MainActor.assumeIsolated { _ = FinalizationTracker.finalized.insert(token) }
        }
    }

    var allFinalized: Bool { tokens.allSatisfy { Self.finalized.contains($0) } }
    var finalizedCount: Int { tokens.count { Self.finalized.contains($0) } }
    var count: Int { tokens.count }
}

/// The label text of a GtkLabel.
@MainActor
func labelText(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
    String(cString: gtk_label_get_text(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self)))
}

/// A widget's allocation.
@MainActor
func allocation(_ widget: UnsafeMutablePointer<GtkWidget>) -> GtkAllocation {
    var allocation = GtkAllocation()
    gtk_widget_get_allocation(widget, &allocation)
    return allocation
}
