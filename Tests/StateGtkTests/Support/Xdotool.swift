#if GTK3
import CGtk
import Foundation
/// Runs xdotool with `arguments` (XTest input and window requests, as a user's devices and a
/// window manager make them) while the main loop runs, so that GTK answers as they arrive.
@MainActor
func xdotool(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = arguments
    try process.run()
    while process.isRunning { g_main_context_iteration(nil, 0); g_usleep(1_000) }
    guard process.terminationStatus == 0 else { throw DragTestFailed(reason: "xdotool failed: \(process.terminationStatus)") }
}
#endif
