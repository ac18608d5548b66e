import ArgumentParser
import StateGtk

/// The gallery: every StateGtk widget in one window.
///
///     swift run Gallery                        # interactive
///     swift run Gallery --screenshot out.png   # saves the window after its first frame, then quits
///     swift run Gallery --dark                 # the theme's dark variant
///     swift run Gallery --page table           # opens at the table (basics, more, drawing, table)
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Gallery",
        abstract: "Every StateGtk widget in one window.")

    @Flag(help: "Use the theme's dark variant.")
    var dark = false

    @Option(help: "The page the window opens at.")
    var page: GalleryPage = .basics

    @Option(help: ArgumentHelp("Save a screenshot of the window to this PNG after its first frame, then quit.", valueName: "path"))
    var screenshot: String?

    func run() throws {
        let status = MainActor.assumeIsolated { [dark, page, screenshot] in
            if dark { Style.prefersDarkTheme = true }
            return Application.run(id: "org.stategtk.Gallery", localization: Localization(domain: "gallery")) {
                let controller = GalleryController(page: page)
                if let screenshot { controller.saveScreenshotAndQuit(to: screenshot, reportingAs: "Gallery") }
                return controller
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}

// Parsed from "basics", "more", "drawing" or "table"; the help lists them.
extension GalleryPage: ExpressibleByArgument {}

GalleryCommand.main()
