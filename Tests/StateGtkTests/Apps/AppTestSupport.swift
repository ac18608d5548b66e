// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// The one Application of the test process: accelerators live on a GtkApplication. Windows
/// are presented through it, so their state is filed under a temporary XDG_CONFIG_HOME.
@MainActor
func testApplication() -> Application {
    // Set whoever made the application (TestWindow(controller) makes one too).
    setenv("XDG_CONFIG_HOME", testConfigHome.path, 1)
    if let application = Application.shared { return application }
    let application = Application(id: "org.stategtk.Tests", isUnique: false)
    application.register()
    return application
}

/// Where the test process's window state goes.
let testConfigHome = FileManager.default.temporaryDirectory.appendingPathComponent("stategtk-tests-\(getpid())")

/// Presents `controller` through the test application (where accelerators live) and returns
/// its window, mapped, to act on.
@MainActor
@discardableResult
func presentForTest(_ controller: StateViewController) -> TestWindow {
    testApplication().present(controller)
    return TestWindow(controller)
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
#if GTK3
let alt = GdkModifierType(GDK_MOD1_MASK.rawValue)
#else
let alt = GdkModifierType(GDK_ALT_MASK.rawValue)
#endif

extension StateViewController {
    /// The stack of the window's pages: its child.
    #if GTK3
    var pageStack: UnsafeMutablePointer<GtkStack> { gtk(gtk_bin_get_child(gtk(window))!) }
    #else
    var pageStack: OpaquePointer { OpaquePointer(gtk_window_get_child(gtk(window))!) }
    #endif
}
