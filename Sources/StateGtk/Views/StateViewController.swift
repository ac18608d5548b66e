import CGtk

/// Owns a window and shows a root StateView filling it, like StateView's view controller.
///
/// ```swift
/// final class HomeViewController: StateViewController {
///     override func viewDidLoad() {
///         title = "Home"
///         rootView = HomeView(parentViewController: self)
///     }
/// }
/// ```
@MainActor
open class StateViewController {
    /// The GtkWindow. Present dialogs on it.
    public let window: UnsafeMutablePointer<GtkWidget>
    private var windowIsAlive = true
    private let reference: GObjectReference

    /// The view filling the window. Assigning starts the new view and removes the old one
    /// (its `viewWillRemove` runs and its widgets are destroyed).
    public var rootView: StateView? {
        didSet { replaceRoot(oldValue) }
    }

    /// The window's title.
    public var title: String = "" {
        didSet { if windowIsAlive { gtk_window_set_title(gcast(window), title) } }
    }

    /// Creates the window (not yet shown) and calls `viewDidLoad()`.
    public init(title: String = "", width: Int = 800, height: Int = 600) {
        Gtk.requireInitialized(creating: "\(Self.self)")
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        g_object_ref(window.gpointer)  // GTK owns toplevels; this keeps the pointer valid for us
        reference = GObjectReference(adopting: window.gpointer)
        gtk_window_set_default_size(gcast(window), Int32(width), Int32(height))
        self.title = title
        gtk_window_set_title(gcast(window), title)
        let closed = SignalHandler<@MainActor () -> Void>({})
        SignalHandler.connect(window.gpointer, signal: "destroy", trampoline: SignalTrampolines.voidCallback, handler: closed)
        closed.action = { [weak self] in self?.windowDidClose() }
        viewDidLoad()
    }

    /// Override to set `rootView` and the title.
    open func viewDidLoad() {}

    /// Shows the window.
    public func show() {
        if windowIsAlive { gtk_widget_show(window) }
    }

    /// Closes (destroys) the window; the root view is removed.
    public func close() {
        if windowIsAlive { gtk_widget_destroy(window) }
    }

    /// Whether the window is still open.
    public var isOpen: Bool { windowIsAlive }

    private func replaceRoot(_ old: StateView?) {
        guard old !== rootView else { return }
        if let old {
            old.willRemove()
            if windowIsAlive {
                GtkMutations.record(.remove)
                gtk_container_remove(window.asContainer, old.widget)
            }
            GtkMutations.record(.destroy)
            gtk_widget_destroy(old.widget)
            old.releaseSubtree()
        }
        guard let root = rootView, windowIsAlive else { return }
        root.parentViewController = self
        root.depth = 0
        GtkMutations.record(.add)
        gtk_container_add(window.asContainer, root.widget)
        root.renderDeep()
    }

    private func windowDidClose() {
        windowIsAlive = false
        if let root = rootView {
            root.willRemove()
            root.releaseSubtree()
        }
        onClose?()
    }

    /// Runs when the window is closed (by the user or by `close()`).
    public var onClose: (@MainActor () -> Void)?
}
