#if GTK3
import ArgumentParser
import StateGtk
/// The gallery: every StateGtk widget in one window.
///
///     swift run Gallery                        # interactive
///     swift run Gallery --screenshot out.png   # saves the window after its first frame, then quits
///     swift run Gallery --dark                 # the theme's dark variant
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Gallery",
        abstract: "Every StateGtk widget in one window.")

    @Flag(help: "Use the theme's dark variant.")
    var dark = false

    @Option(help: ArgumentHelp("Save a screenshot of the window to this PNG after its first frame, then quit.", valueName: "path"))
    var screenshot: String?

    func run() throws {
        let status = MainActor.assumeIsolated { [dark, screenshot] in
            if dark { Style.prefersDarkTheme = true }
            return Application.run(id: "org.stategtk.Gallery", localization: Localization(domain: "gallery")) {
                let controller = GalleryController()
                if let screenshot { controller.saveScreenshotAndQuit(to: screenshot, reportingAs: "Gallery") }
                return controller
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}

GalleryCommand.main()
#else
import Foundation

print("Gallery: GTK 3 only so far; build it without --traits GTK4 (Docs/gtk4.md)")
exit(1)
#endif
