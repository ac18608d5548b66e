import Foundation
import StateGtk

// A profile card laid out with constraints only.
//
//     swift run ConstraintDemo                                  # interactive, 640 × 440
//     swift run ConstraintDemo --size 900x600                   # another window size
//     swift run ConstraintDemo --screenshot card.png            # saves the first frame, then quits
let arguments = CommandLine.arguments
func argument(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let size = argument("--size").map { $0.split(separator: "x").compactMap { Int($0) } } ?? [640, 440]
guard size.count == 2 else {
    FileHandle.standardError.write(Data("ConstraintDemo: --size takes WIDTHxHEIGHT, e.g. 900x600\n".utf8))
    exit(2)
}
let screenshotPath = argument("--screenshot")

MainActor.assumeIsolated {
    let status = Application.run(id: "org.stategtk.ConstraintDemo") {
        DemoStyle.install()
        let controller = ProfileController(width: size[0], height: size[1])
        if let screenshotPath {
            controller.saveScreenshotAfterFirstFrame(to: screenshotPath) { result in
                switch result {
                case .success: print("ConstraintDemo: saved a screenshot to \(screenshotPath)")
                case .failure(let error): FileHandle.standardError.write(Data("ConstraintDemo: \(error)\n".utf8))
                }
                Application.shared?.quit()
            }
        }
        return controller
    }
    exit(status)
}
