import CGtk
import Foundation
import StateGtk
import XCTest

/// The one Application of the test process: accelerators live on a GtkApplication. Windows
/// are presented through it, so their state is filed under a temporary XDG_CONFIG_HOME.
@MainActor
func testApplication() -> Application {
    if let application = Application.shared { return application }
    setenv("XDG_CONFIG_HOME", testConfigHome.path, 1)
    let application = Application(id: "org.stategtk.Tests", isUnique: false)
    application.register()
    return application
}

/// Where the test process's window state goes.
let testConfigHome = FileManager.default.temporaryDirectory.appendingPathComponent("stategtk-tests-\(getpid())")

/// Presents `controller` through the test application and waits until its window is mapped
/// and has the focus.
@MainActor
func presentForTest(_ controller: StateViewController) {
    testApplication().present(controller)
    Gtk.runUntil(timeout: 5) { gtk_widget_get_mapped(controller.window) != 0 }
    gtk_window_present(UnsafeMutableRawPointer(controller.window).assumingMemoryBound(to: GtkWindow.self))
    Gtk.drainEvents()
}

/// Closes a presented controller's window and lets GTK settle.
@MainActor
func closeForTest(_ controller: StateViewController) {
    controller.close()
    Gtk.drainEvents()
}

/// Moves the keyboard focus to `widget`, or to nothing.
@MainActor
func focus(_ widget: UnsafeMutablePointer<GtkWidget>?, in controller: StateViewController) {
    gtk_window_set_focus(UnsafeMutableRawPointer(controller.window).assumingMemoryBound(to: GtkWindow.self), widget)
    Gtk.drainEvents()
}

let control = GdkModifierType(GDK_CONTROL_MASK.rawValue)
