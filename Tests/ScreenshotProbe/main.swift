// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
// The child process of GTK4WaylandTests: a StateGtk app on whatever display GDK opens
// (GDK_BACKEND, WAYLAND_DISPLAY, DISPLAY). A test process cannot switch GDK's backend once GTK
// is up, so each backend gets a process of its own.
//   ScreenshotProbe --screenshot PATH   prints "display: " and the GdkDisplay's type
//       (GdkWaylandDisplay, GdkX11Display), saves the window to PATH after its first frame,
//       prints the path and quits: status 0, or 1 when the screenshot failed
//   ScreenshotProbe                     the same window, until it is closed

/// The colour the probe's drawing area fills, which the test looks for in the screenshot.
let probeColour = RGBA(red: 0xC0 / 255, green: 0x20 / 255, blue: 0x80 / 255)

final class ProbeView: StateView {
    let label = Label("StateGtk")
    let swatch = DrawingArea()

    override func render() {
        swatch.draw(probeColour) { context, size in
            context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: size.height)), with: probeColour)
        }
        place(label, key: "label") { make in make.top.left.equalTo(self).inset(16) }
        place(swatch, key: "swatch") { make in
            make.top.equalTo(self.label.snp.bottom).offset(16)
            make.left.equalTo(self).inset(16)
            make.width.equalTo(120)
            make.height.equalTo(60)
        }
    }
}

final class ProbeController: StateViewController {
    override func viewDidLoad() {
        title = "ScreenshotProbe"
        rootView = ProbeView(parentViewController: self)
    }
}

/// The type of GDK's display, which names the backend GDK chose.
@MainActor func displayTypeName() -> String {
    guard let display = gdk_display_get_default() else { return "none" }
    return String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(display).assumingMemoryBound(to: GTypeInstance.self)))
}

let arguments = Array(CommandLine.arguments.dropFirst())
var screenshot: String?
if arguments.first == "--screenshot", arguments.count == 2 {
    screenshot = arguments[1]
} else if !arguments.isEmpty {
    FileHandle.standardError.write(Data("Usage: ScreenshotProbe [--screenshot PATH]\n".utf8))
    exit(64)
}
/// Whether the screenshot failed, for the exit status (Application.run returns 0 after quit).
@MainActor final class Outcome { var failed = false }

let status = MainActor.assumeIsolated { [screenshot] in
    let outcome = Outcome()
    let status = Application.run(id: "org.stategtk.ScreenshotProbe", isUnique: false) {
        print("display: \(displayTypeName())")
        let controller = ProbeController(width: 320, height: 200)
        if let screenshot {
            controller.saveScreenshotAfterFirstFrame(to: screenshot) { result in
                switch result {
                case .success: print("ScreenshotProbe: saved a screenshot to \(screenshot)")
                case .failure(let error):
                    outcome.failed = true
                    FileHandle.standardError.write(Data("ScreenshotProbe: \(error)\n".utf8))
                }
                Application.shared?.quit()
            }
        }
        return controller
    }
    return outcome.failed ? 1 : status
}
exit(status)
