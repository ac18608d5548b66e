import CGtk
import Foundation
import StateGtk
import XCTest

/// Runs a test body on the main actor. swift-corelibs-xctest runs test methods on the main
/// thread but cannot call `@MainActor` test methods (it crashes casting them), so tests are
/// nonisolated and step onto the main actor here.
func onMain(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
}

/// Opens GTK once per test process; fails loudly when there is no display (run under xvfb-run).
@MainActor
func requireGtk(file: StaticString = #filePath, line: UInt = #line) throws {
    TestLog.install()
    guard Gtk.initialize() else {
        XCTFail("GTK could not open a display: run the tests under xvfb-run", file: file, line: line)
        throw XCTSkip("no display")
    }
}

/// A window on screen holding `view`, sized so layouts are deterministic.
@MainActor
final class TestWindow {
    let window: UnsafeMutablePointer<GtkWidget>

    init(_ view: StateView, width: Int32 = 400, height: Int32 = 300) {
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), width, height)
        gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), view.widget)
        view.renderDeep()
        gtk_widget_show(window)
        Gtk.runUntil(timeout: 5) { gtk_widget_get_mapped(view.widget) != 0 }
        Gtk.drainEvents()
    }

    func close() {
        gtk_widget_destroy(window)
        Gtk.drainEvents()
    }
}

/// Counts GObject finalisations through GObject weak references.
@MainActor
final class FinalizationTracker {
    private(set) static var finalized: Set<UInt> = []
    private var watched: [UInt] = []

    func watch(_ object: UnsafeMutableRawPointer) {
        watched.append(UInt(bitPattern: object))
        g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), { _, object in
            let address = UInt(bitPattern: object)
            MainActor.assumeIsolated { _ = FinalizationTracker.finalized.insert(address) }
        }, nil)
    }

    var allFinalized: Bool { watched.allSatisfy { Self.finalized.contains($0) } }
    var finalizedCount: Int { watched.count { Self.finalized.contains($0) } }
    var count: Int { watched.count }
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
