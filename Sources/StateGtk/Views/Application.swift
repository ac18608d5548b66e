import CGtk
import Foundation

/// The application: owns GTK's main loop (a GtkApplication) with Swift's main actor on it.
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
    /// The running application, once `run` started it.
    public private(set) static var shared: Application?

    /// The GtkApplication.
    public let gtkApplication: UnsafeMutablePointer<GtkApplication>
    private var controllers: [StateViewController] = []
    private let makeController: @MainActor () -> StateViewController

    private init(id: String, makeController: @escaping @MainActor () -> StateViewController) {
        gtkApplication = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)
        self.makeController = makeController
    }

    /// Starts GTK, creates the first window's controller, and runs until the last window closes.
    /// Exits with a clear message when no display is available.
    @discardableResult
    public static func run(id: String, makeController: @escaping @MainActor () -> StateViewController) -> Int32 {
        guard Gtk.initialize() else {
            FileHandle.standardError.write(Data("StateGtk: cannot open a display (is DISPLAY set? try xvfb-run)\n".utf8))
            exit(1)
        }
        let application = Application(id: id, makeController: makeController)
        shared = application
        let activate = SignalHandler<@MainActor () -> Void>({ [weak application] in application?.activate() })
        SignalHandler.connect(UnsafeMutableRawPointer(application.gtkApplication), signal: "activate", trampoline: SignalTrampolines.voidCallback, handler: activate)
        // GApplication would parse our arguments; the examples parse their own.
        let status = g_application_run(gcast(application.gtkApplication, to: GApplication.self), 0, nil)
        application.controllers.removeAll()
        return status
    }

    private func activate() {
        if let existing = controllers.first {
            gtk_window_present(gcast(existing.window))
            return
        }
        present(makeController())
    }

    /// Shows another window, kept alive until it closes.
    public func present(_ controller: StateViewController) {
        controllers.append(controller)
        gtk_application_add_window(gtkApplication, gcast(controller.window))
        let previous = controller.onClose
        controller.onClose = { [weak self, weak controller] in
            previous?()
            self?.controllers.removeAll { $0 === controller }
        }
        controller.show()
    }

    /// Ends the main loop.
    public func quit() { g_application_quit(gcast(gtkApplication, to: GApplication.self)) }
}
