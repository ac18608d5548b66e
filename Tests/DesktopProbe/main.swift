// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
// The second process of the desktop-service tests (SettingsTests, DesktopNotificationTests,
// MultipleWindowsTests), one service a run:
//   DesktopProbe settings-write KEY VALUE   stores a value, prints the storage
//   DesktopProbe settings-read              prints every probe setting as key=value
//   DesktopProbe settings-schema            prints the probe's GSettings schema (what an install
//       would put in share/glib-2.0/schemas)
//   DesktopProbe notify                     sends a notification with an "Open" button on the
//       session bus, prints "activated open TARGET" when the button's app.open runs, withdraws
//       the notification and exits (status 3 when no click came within 20 s)
//   DesktopProbe windows                    opens two windows, closes one then the other, and
//       prints what Application.run does (it returns after the last)
// The folders come from XDG_CONFIG_HOME / XDG_CACHE_HOME, the schema from GSETTINGS_SCHEMA_DIR.

enum ProbeSettings {
    static let applicationID = "org.stategtk.DesktopProbe"
    static let position = Setting<Int>("divider-position", default: 280) { (0...10_000).contains($0) }
    static let ratio = Setting<Double>("ratio", default: 0.5) { $0.isFinite }
    static let theme = Setting<String>("theme", default: "system")
    static let recent = Setting<[String]>("recent", default: [])
    static let compact = Setting<Bool>("compact", default: false)
    static let all: [any AnySetting] = [position, ratio, theme, recent, compact]
}

/// Registers on the session bus, sends the notification, and runs until its button is clicked.
@MainActor func notifyAndWaitForTheClick() -> Never {
    guard Gtk.initialize() else { print("no display"); exit(2) }
    let application = Application(id: ProbeSettings.applicationID, isUnique: false)
    guard application.register() else { print("cannot register"); exit(2) }
    application.setActions([Action.withParameter("open", scope: .application) { target in
        print("activated open \(target)")
        application.withdrawNotification(id: "refresh")
        // The withdrawal is a D-Bus call: sent before the process ends.
        g_dbus_connection_flush_sync(g_application_get_dbus_connection(UnsafeMutableRawPointer(application.gtkApplication).assumingMemoryBound(to: GApplication.self)), nil, nil)
        exit(0)
    }])
    application.sendNotification(DesktopNotification(
        title: "Refresh finished", body: "42 repositories",
        buttons: [.init("Open", action: "app.open", target: "stategtk/stategtk"), .init("Not an app action", action: "win.close")]), id: "refresh")
    g_timeout_add_seconds(20, { _ in exit(3) }, nil)
    // gtk_main on GTK 3; GTK 4 has no main loop of its own, GLib's serves both.
    while true { g_main_context_iteration(nil, 1) }
}

final class ProbeWindow: StateViewController {
    override func viewDidLoad() { rootView = StateView(parentViewController: self) }
}

/// Two windows through Application.run; closing the first leaves the app running.
@MainActor func openAndCloseTwoWindows() -> Never {
    Application.run(id: ProbeSettings.applicationID, isUnique: false, configure: { _ in
        // Once the first window is up (run activates the app), the second opens.
        g_timeout_add(200, { _ in
            MainActor.assumeIsolated {
                guard let application = Application.shared else { exit(5) }
                application.present(ProbeWindow(title: "Two"))
                print("windows \(application.windows.count)")
                application.windows.first?.close()
                print("windows \(application.windows.count)")
                application.windows.first?.close()
            }
            return 0
        }, nil)
        g_timeout_add_seconds(20, { _ in exit(3) }, nil)
    }) { ProbeWindow(title: "One") }
    print("quit after the last window")
    exit(0)
}

MainActor.assumeIsolated {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "notify" { notifyAndWaitForTheClick() }
    if arguments.first == "windows" { openAndCloseTwoWindows() }
    if arguments.first == "settings-schema" {
        print(SettingsSchema(id: ProbeSettings.applicationID, settings: ProbeSettings.all).xml, terminator: "")
        exit(0)
    }
    let settings = Settings(applicationID: ProbeSettings.applicationID, settings: ProbeSettings.all)
    switch arguments.first {
    case "settings-write" where arguments.count == 3:
        let value = arguments[2]
        switch arguments[1] {
        case "divider-position": settings[ProbeSettings.position] = Int(value) ?? -1
        case "ratio": settings[ProbeSettings.ratio] = Double(value) ?? .nan
        case "theme": settings[ProbeSettings.theme] = value
        case "recent": settings[ProbeSettings.recent] = value.split(separator: ",").map(String.init)
        case "compact": settings[ProbeSettings.compact] = value == "true"
        default: print("no setting \(arguments[1])"); exit(2)
        }
        print("storage \(settings.storage)")
    case "settings-read":
        print("storage \(settings.storage)")
        print("divider-position=\(settings[ProbeSettings.position])")
        print("ratio=\(settings[ProbeSettings.ratio])")
        print("theme=\(settings[ProbeSettings.theme])")
        print("recent=\(settings[ProbeSettings.recent].joined(separator: ","))")
        print("compact=\(settings[ProbeSettings.compact])")
    default:
        print("usage: DesktopProbe settings-write KEY VALUE | settings-read")
        exit(2)
    }
}
