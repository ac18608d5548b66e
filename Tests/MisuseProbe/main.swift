import StateGtk

// Makes the mistakes the misuse tests check, one per run, in a process of its own (each ends
// the process): `MisuseProbe view|controller [--initialize]`. With `--initialize` it calls
// Gtk.initialize() first, which without a display returns false.

final class ProbeView: StateView {}
final class ProbeController: StateViewController {}

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.contains("--initialize") { Gtk.initialize() }
    switch arguments.first {
    case "view": _ = ProbeView()
    case "controller": _ = ProbeController()
    default: print("usage: MisuseProbe view|controller [--initialize]")
    }
    print("created")
}
