#if GTK3
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
#endif
