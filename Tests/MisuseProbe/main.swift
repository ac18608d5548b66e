#if GTK3
import Foundation
import StateGtk
import StateGtkTesting
// Makes the mistakes the misuse tests check, one per run, in a process of its own (each ends
// the process): `MisuseProbe view|controller|run [--initialize]`. With `--initialize` it calls
// Gtk.initialize() first, which without a display returns false.
// `MisuseProbe start-gtk` starts GTK as a test would (StateGtkTesting's requireGtk) and prints
// the display it got, or the error.

final class ProbeView: StateView {}
final class ProbeController: StateViewController {}

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.contains("--initialize") { Gtk.initialize() }
    switch arguments.first {
    case "view": _ = ProbeView()
    case "controller": _ = ProbeController()
    case "run": Application.run(id: "org.stategtk.MisuseProbe", isUnique: false) { ProbeController() }
    case "start-gtk":
        do {
            try requireGtk()
            print("display \(ProcessInfo.processInfo.environment["DISPLAY"] ?? "")")
        } catch {
            print("requireGtk failed: \(error)")
            exit(2)
        }
    default: print("usage: MisuseProbe view|controller|run|start-gtk [--initialize]")
    }
    print("created")
}
#else
import Foundation

print("MisuseProbe: GTK 3 only so far; build it without --traits GTK4 (Docs/gtk4.md)")
exit(1)
#endif
