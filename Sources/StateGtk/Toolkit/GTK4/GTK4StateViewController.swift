#if GTK4 && !GTK3
import CGtk4

/// A window and the StateView it shows: GTK 4's StateViewController.
///
/// The same names as on GTK 3 for what it has so far: a window with a title and a default size,
/// `rootView`, `show()`, `close()`, `isOpen`, `onClose`, `viewDidLoad()`, window actions (its own
/// and its views', `win.close` on Ctrl+W) and the saved window size. Navigation, the title bar
/// and the shortcuts window are GTK 3's only for now (Docs/gtk4.md).
///
/// ```swift
/// let controller = StateViewController(title: "Counter", width: 360, height: 200)
/// controller.rootView = Counter()
/// controller.show()
/// ```
@MainActor
open class StateViewController {
    /// The GtkWindow; StateGtk holds a reference to it for the controller's life.
    public let window: UnsafeMutablePointer<GtkWidget>
    private var windowIsAlive = true
    private let reference: GObjectReference
    /// The window's `win.` actions.
    let windowActions: ActionRegistry
    var windowStateFile: WindowStateFile?

    /// The view the window shows. Setting another removes the old one (its `viewWillRemove()`
    /// runs and its subtree is released) and renders the new one.
    public var rootView: StateView? {
        get { installedRoot }
        set {
            guard MainThreadCheck.allows("\(type(of: self)).rootView was set") else { return }
            let old = installedRoot
            installedRoot = newValue
            replaceRoot(old)
        }
    }
    private var installedRoot: StateView?

    /// The window's title.
    public var title: String {
        get { shownTitle }
        set {
            guard MainThreadCheck.allows("\(type(of: self)).title was set") else { return }
            shownTitle = newValue
            if windowIsAlive { gtk_window_set_title(gcast(window), newValue) }
        }
    }
    private var shownTitle = ""

    /// Names the controller's saved window state; its type's name unless set.
    public var restorationIdentifier: String?

    public init(title: String = "", width: Int = 800, height: Int = 600) {
        Gtk.requireInitialized(creating: "\(Self.self)")
        window = gtk_window_new()
        g_object_ref(window.gpointer)  // GTK owns toplevels; this keeps the pointer valid for us
        reference = GObjectReference(adopting: window.gpointer)
        gtk_window_set_default_size(gcast(window), Int32(width), Int32(height))
        restorationIdentifier = String(describing: type(of: self))
        shownTitle = title
        gtk_window_set_title(gcast(window), title)
        let group = OpaquePointer(g_simple_action_group_new()!)
        windowActions = ActionRegistry(map: group, scope: .window)
        gtk_widget_insert_action_group(window, "win", group)
        g_object_unref(UnsafeMutableRawPointer(group))  // the window holds it
        let closed = SignalHandler<@MainActor () -> Void>({})
        SignalHandler.connect(window.gpointer, signal: "destroy", trampoline: SignalTrampolines.voidCallback, handler: closed)
        closed.action = { [weak self] in self?.windowDidClose() }
        let closing = SignalHandler<@MainActor () -> Void>({})
        SignalHandler.connect(window.gpointer, signal: "close-request", trampoline: unsafeBitCast(closeRequested, to: GCallback.self), handler: closing)
        closing.action = { [weak self] in self?.close() }
        declareStandardActions()
        viewDidLoad()
    }

    /// Called once, at the end of `init`: set `rootView` and the window up here.
    open func viewDidLoad() {}

    /// Presents the window.
    public func show() {
        guard MainThreadCheck.allows("\(type(of: self)).show() was called") else { return }
        if windowIsAlive { gtk_window_present(gcast(window)) }
    }

    /// Closes the window: its views are removed and released.
    public func close() {
        guard MainThreadCheck.allows("\(type(of: self)).close() was called") else { return }
        guard windowIsAlive else { return }
        gtk_window_destroy(gcast(window))
        // GTK 4 disposes a destroyed window with its last reference, and the controller holds
        // one: dispose it now, which emits `destroy` (windowDidClose) and lets go of its child.
        g_object_run_dispose(window.asObject)
    }

    /// Whether the window is still open.
    public var isOpen: Bool { windowIsAlive }

    /// Called once the window has closed and its views are released.
    public var onClose: (@MainActor () -> Void)?

    private func replaceRoot(_ old: StateView?) {
        guard old !== rootView else { return }
        if let old {
            old.willRemove()
            if windowIsAlive {
                GtkMutations.record(.remove)
                gtk_window_set_child(gcast(window), nil)
            }
            GtkMutations.record(.destroy)
            destroyWidget(old.widget)
            old.releaseSubtree()
        }
        guard let root = rootView, windowIsAlive else { return }
        root.parentViewController = self
        root.depth = 0
        GtkMutations.record(.add)
        gtk_window_set_child(gcast(window), root.widget)
        root.renderDeep()
    }

    /// The actions every window has.
    func declareStandardActions() {
        let standard = [Action("close", title: localized("Close Window"), accelerators: ["<Control>w"]) { [weak self] in self?.close() }]
        declare(standard, owner: ObjectIdentifier(StandardActions.self), ownerName: "StateViewController")
    }

    private func windowDidClose() {
        saveWindowState()
        windowIsAlive = false
        if let root = rootView {
            root.willRemove()
            // GTK 3 destroys a window's widgets with it; GTK 4 only unparents them.
            destroyWidget(root.widget)
            root.releaseSubtree()
        }
        onClose?()
    }
}

/// The owner of the actions every controller declares.
private enum StandardActions {}

/// The window's close button and Alt+F4: the controller closes the window itself (so that its
/// views are released at once) and stops GTK's own handling.
private let closeRequested: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { SignalHandler<@MainActor () -> Void>.from(data).action() }
    return 1
}
#endif
