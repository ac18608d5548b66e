import CGtk
import StateGtk

/// A window on screen holding a view (or a controller's window), for a test to query and act on.
///
/// It waits until the window is mapped and laid out, so what the test reads is what a user
/// would see. Close it at the end of the test: the view's tree is removed and released.
///
/// ```swift
/// let window = TestWindow(Counter(), width: 300, height: 200)
/// defer { window.close() }
/// try window.click(window.widget(withText: "Add one"))
/// ```
@MainActor
public final class TestWindow {
    /// The GtkWindow.
    public let window: UnsafeMutablePointer<GtkWidget>
    /// The view shown: the one given, or the controller's root view.
    public let view: StateView?
    /// The controller, when the window is one.
    public let controller: StateViewController?

    /// Shows `view` alone in a `width` × `height` window (sizes fixed so layouts are repeatable).
    public init(_ view: StateView, width: Int32 = 400, height: Int32 = 300) {
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        self.view = view
        controller = nil
        gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), width, height)
        gtk_container_add(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkContainer.self), view.widget)
        view.renderDeep()
        gtk_widget_show(window)
        settle()
    }

    /// Shows a controller's window.
    public init(_ controller: StateViewController) {
        window = controller.window
        self.controller = controller
        view = controller.rootView
        controller.show()
        settle()
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
            gtk_widget_destroy(window)
        }
        Gtk.drainEvents()
    }
}
