// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Owns a window and shows a root StateView filling it, like StateView's view controller.
///
/// Views pushed on it (`push`) slide over the root, with a back button in the title bar;
/// its window declares `win.close` (Ctrl+W), `win.back` (Alt+Left) and
/// `win.show-help-overlay` (Ctrl+?).
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
    /// The window's only child: the root view and the pushed ones, one page each.
    let stack: UnsafeMutablePointer<GtkWidget>
    #if GTK4 && Adwaita && !GTK3
    /// The window's content: the title bar, if any, above `toastOverlay`.
    let content: UnsafeMutablePointer<GtkWidget>
    /// The AdwToastOverlay around `stack`, where `showToast` shows toasts.
    let toastOverlay: UnsafeMutablePointer<GtkWidget>
    #endif
    /// The window's GActions (`win.` names).
    let windowActions: ActionRegistry
    /// Views pushed over the root, bottom first, with where the focus was before each push.
    var pushedViews: [(view: StateView, title: String?, focus: FocusMemory)] = []
    /// Views popped but still sliding out: removed when their transition ends.
    var leavingViews: [StateView] = []
    /// The title bar's back button, made on the first push (for tests and tools).
    public internal(set) var backButton: Button?
    /// The title bar's title and subtitle while the root shows.
    var rootTitleBarTitles: (title: String?, subtitle: String?) = (nil, nil)
    /// The window's size while not maximised, for the next launch.
    var unmaximizedSize: (width: Int32, height: Int32)
    var windowIsMaximized = false
    var windowStateFile: WindowStateFile?
    /// The size the program gave last (`init`'s, then `size`'s) and the size last reported to
    /// `onSizeChanged`: the rule of "Values the user changes" for the window's size.
    var programSize: Size
    var reportedSize: Size?
    var sizeChanged: (@MainActor (Size) -> Void)?

    /// The view filling the window (under any pushed views). Assigning starts the new view and
    /// removes the old one (its `viewWillRemove` runs and its widgets are destroyed). Assigned
    /// on the main thread only, like every entry point of a controller: from another thread it
    /// is refused with an error naming the controller and the thread.
    ///
    /// ```swift
    /// rootView = HomeView(parentViewController: self)
    /// ```
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

    /// Under which name the window's size and maximised state are kept between launches (in
    /// the application's folder under `$XDG_CONFIG_HOME`); nil keeps nothing. Windows of one
    /// type share it by default.
    public var restorationIdentifier: String?

    /// Creates the window (not yet shown) and calls `viewDidLoad()`.
    public init(title: String = "", width: Int = 800, height: Int = 600) {
        Gtk.requireInitialized(creating: "\(Self.self)")
        #if GTK3
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        #elseif Adwaita
        window = Adwaita.makeWindow()
        #else
        window = gtk_window_new()
        #endif
        g_object_ref(window.gpointer)  // GTK owns toplevels; this keeps the pointer valid for us
        reference = GObjectReference(adopting: window.gpointer)
        unmaximizedSize = (Int32(width), Int32(height))
        programSize = Size(width: Double(width), height: Double(height))
        gtk_window_set_default_size(gcast(window), Int32(width), Int32(height))
        stack = gtk_stack_new()
        #if GTK3
        gtk_widget_show(stack)
        gtk_container_add(window.asContainer, stack)
        #elseif Adwaita
        // An Adwaita window has no title bar of its own: the content is the title bar (when
        // set) above a toast overlay around the pages.
        content = gtk_box_new(Axis.vertical.gtk, 0)
        toastOverlay = Adwaita.makeToastOverlay(around: stack)
        gtk_widget_set_vexpand(toastOverlay, 1)
        gtk_box_append(gcast(content), toastOverlay)
        Adwaita.setContent(content, of: window)
        #else
        gtk_window_set_child(gcast(window), stack)
        #endif
        let group = OpaquePointer(g_simple_action_group_new()!)
        windowActions = ActionRegistry(map: group, scope: .window)
        gtk_widget_insert_action_group(window, "win", group)
        g_object_unref(UnsafeMutableRawPointer(group))  // the window holds it
        restorationIdentifier = String(describing: type(of: self))
        shownTitle = title
        gtk_window_set_title(gcast(window), title)
        let closed = SignalHandler<@MainActor () -> Void>({})
        SignalHandler.connect(window.gpointer, signal: "destroy", trampoline: SignalTrampolines.voidCallback, handler: closed)
        closed.action = { [weak self] in self?.windowDidClose() }
        #if !GTK3
        // The close button and Alt+F4: the controller closes the window itself, so that its views
        // go at once (GTK 4 keeps a window until its last reference goes).
        let closing = SignalHandler<@MainActor () -> Void>({})
        SignalHandler.connect(window.gpointer, signal: "close-request", trampoline: unsafeBitCast(closeRequested, to: GCallback.self), handler: closing)
        closing.action = { [weak self] in self?.close() }
        #endif
        observeWindowState()
        observeBackButton()
        letTextFieldsKeepTheirKeys()
        declareStandardActions()
        viewDidLoad()
    }

    /// Override to set `rootView` and the title.
    open func viewDidLoad() {}

    /// Shows the window (on the main thread only, like every entry point of a controller).
    public func show() {
        guard MainThreadCheck.allows("\(type(of: self)).show() was called") else { return }
        // The styles the views' first render generated, now rather than at the next idle: GTK 4
        // would paint the window's first frame without them (and restyle it a frame later).
        Style.applyPendingRules()
        #if GTK3
        if windowIsAlive { gtk_widget_show(window) }
        #else
        if windowIsAlive { gtk_window_present(gcast(window)) }
        #endif
    }

    /// Closes (destroys) the window; the root view is removed. On the main thread only.
    public func close() {
        guard MainThreadCheck.allows("\(type(of: self)).close() was called") else { return }
        guard windowIsAlive else { return }
        destroyWindow(window)
        #if !GTK3
        // GTK 4 disposes a destroyed window with its last reference, and the controller holds
        // one: dispose it now, which emits `destroy` (windowDidClose) and lets go of its child.
        g_object_run_dispose(window.asObject)
        #endif
    }

    /// Whether the window is still open.
    public var isOpen: Bool { windowIsAlive }

    private func replaceRoot(_ old: StateView?) {
        guard old !== rootView else { return }
        if let old {
            old.willRemove()
            if windowIsAlive {
                GtkMutations.record(.remove)
                removePage(old.widget)
            }
            GtkMutations.record(.destroy)
            destroyWidget(old.widget)
            old.releaseSubtree()
        }
        guard let root = rootView, windowIsAlive else { return }
        root.parentViewController = self
        root.depth = 0
        GtkMutations.record(.add)
        addPage(root.widget)
        #if GTK3
        // The root is the bottom page: under the pushed views, it keeps its place and state.
        GObjectProperty.setChild(root.widget, in: stack, "position", 0)
        #endif
        if pushedViews.isEmpty { gtk_stack_set_visible_child(gcast(stack), root.widget) }
        root.renderDeep()
    }

    private func windowDidClose() {
        saveWindowState()
        windowIsAlive = false
        for view in (pushedViews.map(\.view) + leavingViews).reversed() + [rootView].compactMap({ $0 }) {
            view.willRemove()
            #if !GTK3
            destroyWidget(view.widget)  // GTK 3 destroys a window's widgets with it; GTK 4 unparents them
            #endif
            view.releaseSubtree()
        }
        #if !GTK3
        // GTK 3 destroys the title bar's views with the window; GTK 4 only unparents the title
        // bar, which the controller keeps, so its views are taken down as the pages' are.
        titleBar?.startViews = []
        titleBar?.endViews = []
        #endif
        pushedViews.removeAll()
        leavingViews.removeAll()
        onClose?()
    }

    /// Adds a page (the root or a pushed view) to the window's stack.
    func addPage(_ widget: UnsafeMutablePointer<GtkWidget>) {
        #if GTK3
        gtk_container_add(stack.asContainer, widget)
        #else
        gtk_stack_add_child(gcast(stack), widget)
        #endif
    }

    /// Takes a page out of the window's stack.
    func removePage(_ widget: UnsafeMutablePointer<GtkWidget>) {
        #if GTK3
        gtk_container_remove(stack.asContainer, widget)
        #else
        gtk_stack_remove(gcast(stack), widget)
        #endif
    }

    /// Runs when the window is closed (by the user or by `close()`).
    public var onClose: (@MainActor () -> Void)?
}

#if !GTK3
/// `gboolean (*)(GtkWindow *, gpointer)`: close-request. The controller closes the window itself
/// (so that its views are released at once) and stops GTK's own handling.
private let closeRequested: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
    nonisolated(unsafe) let data = data
    MainActor.assumeIsolated { SignalHandler<@MainActor () -> Void>.from(data).action() }
    return 1
}
#endif

extension StateViewController {
    #if !(GTK4 && Adwaita && !GTK3)
    /// Puts the window's pages in a GtkOverlay with `layer` over them (the in-app notification
    /// of toasts without libadwaita), once.
    func wrapStack(inOverlayWith layer: UnsafeMutablePointer<GtkWidget>) {
        let overlay = gtk_overlay_new()!
        g_object_ref(stack.gpointer)  // between its old parent and the overlay
        #if GTK3
        gtk_container_remove(window.asContainer, stack)
        gtk_container_add(overlay.asContainer, stack)
        gtk_overlay_add_overlay(gcast(overlay), layer)
        gtk_widget_show(overlay)
        gtk_container_add(window.asContainer, overlay)
        #else
        gtk_window_set_child(gcast(window), nil)
        gtk_overlay_set_child(gcast(overlay), stack)
        gtk_overlay_add_overlay(gcast(overlay), layer)
        gtk_window_set_child(gcast(window), overlay)
        #endif
        g_object_unref(stack.gpointer)
    }
    #endif
}
