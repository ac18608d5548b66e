// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
/// A window on screen holding a view (or a controller's window), for a test to query and act on.
///
/// It waits until the window is mapped and laid out, so what the test reads is what a user
/// would see. Close it at the end of the test: the view's tree is removed and released.
///
/// A controller's window is the application's window, as when the app runs: its accelerators,
/// `win.` and `app.` actions and menus work. Queries see the dialogs, menus and popovers it
/// opens too (see `toplevels`).
///
/// ```swift
/// let window = TestWindow(Counter(), width: 300, height: 200)
/// defer { window.close() }
/// try window.click(window.widget(withText: "Add one"))
///
/// let app = TestWindow(ContactsController())   // Ctrl+N, menus, dialogs: the whole app
/// try app.press("<Control>n")
/// ```
@MainActor
public final class TestWindow {
    /// The GtkWindow.
    public let window: UnsafeMutablePointer<GtkWidget>
    /// The view shown: the one given, or the controller's root view (its current one, should
    /// the app replace it; a view pushed over it is `controller?.topView`).
    public var view: StateView? { controller?.rootView ?? shownView }
    private let shownView: StateView?
    /// The controller, when the window is one.
    public let controller: StateViewController?

    /// Shows `view` alone in a `width` × `height` window (sizes fixed so layouts are repeatable).
    public init(_ view: StateView, width: Int32 = 400, height: Int32 = 300) {
        shownView = view
        controller = nil
        #if GTK3
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), width, height)
        gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), view.widget)
        view.renderDeep()
        gtk_widget_show(window)
        #else
        window = gtk_window_new()
        g_object_ref(UnsafeMutableRawPointer(window))  // GTK owns toplevels; this keeps the pointer valid until close()
        gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), width, height)
        gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), view.widget)
        view.renderDeep()
        gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        #endif
        settle()
    }

    /// Shows a controller's window as the application's, the way `Application.run` shows it:
    /// presented through `Application.shared`, made and registered here when the test has none
    /// (`org.stategtk.Tests`; make your own first to test `about` or `setActions`). A window
    /// presented here restores and saves no window state, so it has the size the controller
    /// asks for in every test; a controller the test presented itself is shown as it is.
    public init(_ controller: StateViewController) {
        window = controller.window
        self.controller = controller
        shownView = nil
        let application = Self.testApplication()
        if application.windows.contains(where: { $0 === controller }) {
            controller.show()
        } else {
            controller.restorationIdentifier = nil
            application.present(controller)
        }
        settle()
    }

    /// The application windows are presented through: the test's own, else one made here.
    private static func testApplication() -> Application {
        let application = Application.shared ?? Application(id: "org.stategtk.Tests", isUnique: false)
        // GtkApplication takes windows only once registered (its startup has run).
        if g_application_get_is_registered(UnsafeMutableRawPointer(application.gtkApplication).assumingMemoryBound(to: GApplication.self)) == 0 {
            application.register()
        }
        return application
    }

    private func settle() {
        Gtk.runUntil(timeout: 5) { gtk_widget_get_mapped(self.window) != 0 }
        waitUntilIdle()
    }

    private var destroyed = false

    /// Whether the window is still open.
    public var isOpen: Bool { controller?.isOpen ?? !destroyed }

    /// Closes the window; its view is removed and released. Closing twice does nothing.
    public func close() {
        if let controller {
            controller.close()
        } else if !destroyed {
            destroyed = true
            #if GTK3
            gtk_widget_destroy(window)
            #else
            // As GTK 3's destroy does, the window goes with its view: GTK 4 disposes a window
            // only with its last reference, and the view's widget (which emits `destroy`, and
            // the view releases itself) only when asked.
            destroyWindow(window)
            g_object_run_dispose(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GObject.self))
            if let shownView { g_object_run_dispose(UnsafeMutableRawPointer(shownView.widget).assumingMemoryBound(to: GObject.self)) }
            g_object_unref(UnsafeMutableRawPointer(window))
            #endif
        }
        Gtk.drainEvents()
    }
}
