#if GTK3
import ArgumentParser
import StateGtk
/// A profile card laid out with constraints only.
///
///     swift run ConstraintDemo                                  # interactive, 640 × 440
///     swift run ConstraintDemo --size 900x600                   # another window size
///     swift run ConstraintDemo --screenshot card.png            # saves the first frame, then quits
struct ConstraintDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ConstraintDemo",
        abstract: "A profile card laid out by constraints only.")

    @Option(help: ArgumentHelp("The window's size.", valueName: "WIDTHxHEIGHT"))
    var size = WindowSize(width: 640, height: 440)

    @Option(help: ArgumentHelp("Save a screenshot of the window to this PNG after its first frame, then quit.", valueName: "path"))
    var screenshot: String?

    func run() throws {
        let status = MainActor.assumeIsolated { [size, screenshot] in
            Application.run(id: "org.stategtk.ConstraintDemo") {
                DemoStyle.install()
                let controller = ProfileController(width: size.width, height: size.height)
                if let screenshot { controller.saveScreenshotAndQuit(to: screenshot, reportingAs: "ConstraintDemo") }
                return controller
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}

/// `--size 900x600`: a window size in pixels, both sides positive.
struct WindowSize: ExpressibleByArgument {
    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
    }

    init?(argument: String) {
        let sides = argument.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard sides.count == 2, let width = sides[0], let height = sides[1], width > 0, height > 0 else { return nil }
        self.init(width: width, height: height)
    }

    var defaultValueDescription: String { "\(width)x\(height)" }
}

ConstraintDemoCommand.main()
#else
import Foundation

print("ConstraintDemo: GTK 3 only so far; build it without --traits GTK4 (Docs/gtk4.md)")
exit(1)
#endif
