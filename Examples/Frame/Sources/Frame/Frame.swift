import ArgumentParser
import Foundation
import FrameApp

/// Frame: portrait and landscape images framed on a white background, in a GTK window.
@main
struct FrameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Frame",
        abstract: "Frame portrait and landscape images on a white background.",
        discussion: "With --export, the window opens, saves the framed image and quits: status 0, or 1 after printing (and showing) the error.")

    @Argument(help: "The image to open (PNG, JPEG, …); Frame's sample image when left out.")
    var image: String?

    @Option(help: "The shape of the white canvas.")
    var aspect: Aspect = .portrait

    @Option(help: ArgumentHelp("The white margin in percent of the canvas's shorter side, 0 to 25.", valueName: "percent"))
    var margin: Double = 8

    @Option(help: ArgumentHelp("Save the framed image to this PNG, then quit.", valueName: "path"))
    var export: String?

    @Option(help: ArgumentHelp("Save a screenshot of the window to this PNG once it settles, then quit.", valueName: "path"))
    var screenshot: String?

    func validate() throws {
        guard (0...FrameGeometry.maximumMargin * 100).contains(margin) else {
            throw ValidationError("--margin must be between 0 and 25")
        }
    }

    mutating func run() throws {
        var options = FrameOptions()
        options.image = image.map { URL(fileURLWithPath: $0) }
        options.aspect = aspect
        options.marginPercent = margin
        options.exportURL = export.map { URL(fileURLWithPath: $0) }
        options.screenshotURL = screenshot.map { URL(fileURLWithPath: $0) }
        let final = options
        let status = MainActor.assumeIsolated { FrameController.run(final) }
        if status != 0 { throw ExitCode(status) }
    }
}

// Parsed from "portrait", "landscape" or "square"; the help lists them.
extension Aspect: ExpressibleByArgument {}
