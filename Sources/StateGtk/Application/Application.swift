// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
/// The application: owns GTK's main loop (a GtkApplication) with Swift's main actor on it.
///
/// It is single-instance by its id: a second launch activates the first instance's window
/// and exits (pass `isUnique: false` to opt out). It declares `app.quit` (Ctrl+Q), and
/// `app.about` once `about` is set. Given a ``Localization``, it binds the app's translations
/// before GTK starts, so that the app and GTK speak the user's language and mirror together.
///
/// ```swift
/// @main @MainActor struct CounterApp {
///     static func main() {
///         Application.run(id: "org.example.Counter") { CounterViewController() }
///     }
/// }
/// ```
@MainActor
public final class Application {
    /// The running application, once `run` (or `init`) made it.
    public private(set) static var shared: Application?

    /// The GtkApplication.
    public let gtkApplication: UnsafeMutablePointer<GtkApplication>
    /// The application id ("org.example.Counter"): names its D-Bus name and settings folder.
    public let id: String
    let actionRegistry: ActionRegistry
    private var controllers: [StateViewController] = []
    private var makeController: (@MainActor () -> StateViewController)?

    /// What the About dialog shows; setting it enables `app.about`.
    public var about: AboutInfo? {
        didSet { declareStandardActions() }
    }

    /// Makes the application without running it: for tests and tools that drive GTK's loop
    /// by hand (`Gtk.initialize()` first, then `register()`). Apps call `run` instead.
    public init(id: String, isUnique: Bool = true) {
        self.id = id
        gtkApplication = gtk_application_new(id, isUnique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE)
        actionRegistry = ActionRegistry(map: OpaquePointer(gtkApplication), scope: .application)
        Application.shared = self
        declareStandardActions()
    }

    /// Registers with the session bus (when there is one) without running the main loop;
    /// returns false when another instance with this id is already running (this one is remote).
    @discardableResult
    public func register() -> Bool {
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(gApplication, nil, &error) != 0 else {
            stateGtkLog.error("cannot register \(id): \(error.map { String(cString: $0.pointee.message) } ?? "unknown error")")
            g_clear_error(&error)
            return false
        }
        return g_application_get_is_remote(gApplication) == 0
    }

    var gApplication: UnsafeMutablePointer<GApplication> { gcast(gtkApplication) }

    /// Starts GTK, creates the first window's controller, and runs until the last window closes.
    /// A second launch (same id, `isUnique`) presents the first instance's window and returns.
    /// Exits with a clear message when no display is available. `localization` names the app's
    /// gettext domain and where its catalogs are; nil leaves gettext as it is.
    @discardableResult
    public static func run(id: String, isUnique: Bool = true, localization: Localization? = nil,
                           configure: @MainActor (Application) -> Void = { _ in },
                           makeController: @escaping @MainActor () -> StateViewController) -> Int32 {
        // Before GTK: its first translation decides whether GLib translates at all.
        localization?.activate()
        guard Gtk.initialize() else {
            Gtk.exitWithMisuse("StateGtk: cannot open a display (is DISPLAY set? try xvfb-run)")
        }
        // GTK set the default direction from its own catalog; StateGtk's may know better.
        if localization != nil { Localization.languageDidChange() }
        let application = Application(id: id, isUnique: isUnique)
        application.makeController = makeController
        configure(application)
        let startup = SignalHandler<@MainActor () -> Void>({ DesktopAppearance.follow() })
        SignalHandler.connect(UnsafeMutableRawPointer(application.gtkApplication), signal: "startup", trampoline: SignalTrampolines.voidCallback, handler: startup, after: true)
        let activate = SignalHandler<@MainActor () -> Void>({ [weak application] in application?.activate() })
        SignalHandler.connect(UnsafeMutableRawPointer(application.gtkApplication), signal: "activate", trampoline: SignalTrampolines.voidCallback, handler: activate)
        // GApplication would parse our arguments; the examples parse their own.
        let status = g_application_run(application.gApplication, 0, nil)
        application.controllers.removeAll()
        return status
    }

    /// A launch, the first or a later one (forwarded by D-Bus): show the window.
    private func activate() {
        if let existing = controllers.first {
            gtk_window_present(gcast(existing.window))
            return
        }
        if let makeController { present(makeController()) }
    }

    /// Shows another window, kept alive until it closes; an app has as many as it presents.
    /// Each window has its own controller, views and `win.` actions; `app.` actions are shared,
    /// and those a controller declared go when its window closes. The app quits when its last
    /// window closes. Its size and maximised state come back from the last launch (see
    /// `StateViewController.restorationIdentifier`).
    ///
    /// ```swift
    /// application.present(DocumentController(document: file))   // a second window
    /// ```
    public func present(_ controller: StateViewController) {
        // Presenting a window again raises it; it is still one window.
        if controllers.contains(where: { $0 === controller }) {
            if controller.isOpen { gtk_window_present(gcast(controller.window)) }
            return
        }
        controllers.append(controller)
        gtk_application_add_window(gtkApplication, gcast(controller.window))
        controller.windowActions.applyAccelerators()
        controller.restoreWindowState(applicationID: id)
        let previous = controller.onClose
        let owner = ObjectIdentifier(controller)
        controller.onClose = { [weak self, weak controller] in
            previous?()
            // Its `app.` actions go with it; the other windows' stay.
            self?.actionRegistry.removeAll(of: owner)
            self?.controllers.removeAll { $0 === controller }
        }
        controller.show()
    }

    /// The controller of the focused window (or the first one).
    public var activeController: StateViewController? {
        let active = gtk_application_get_active_window(gtkApplication).map { UnsafeMutableRawPointer($0) }
        return controllers.first { UnsafeMutableRawPointer($0.window) == active } ?? controllers.first
    }

    /// The windows on screen.
    public var windows: [StateViewController] { controllers }

    /// Ends the main loop.
    public func quit() { g_application_quit(gApplication) }

    /// Declares application-scoped actions (`app.` names), replacing those declared before.
    public func setActions(_ actions: [Action]) {
        let windowScoped = actions.filter { $0.scope == .window }
        if !windowScoped.isEmpty {
            stateGtkLog.error("Application declares window actions (\(windowScoped.map(\.detailedName).joined(separator: ", "))); declare them on a controller or a view")
        }
        actionRegistry.declare(actions.filter { $0.scope == .application }, owner: ObjectIdentifier(Owner.self), ownerName: "Application")
    }

    /// The owner of the actions the application declares itself.
    private enum Owner {}

    func declareStandardActions() {
        var standard = [Action("quit", title: localized("Quit"), scope: .application, accelerators: ["<Control>q"]) { [weak self] in
            // Windows close first, so each saves its state and removes its views.
            for controller in self?.controllers ?? [] { controller.close() }
            self?.quit()
        }]
        if let about {
            standard.append(Action("about", title: localized("About \(about.name)", comment: "A menu item; the value is the app's name"), scope: .application) { [weak self] in
                self?.activeController?.presentAbout(about)
            })
        }
        actionRegistry.declare(standard, owner: ObjectIdentifier(StandardOwner.self), ownerName: "Application")
    }

    private enum StandardOwner {}
}
