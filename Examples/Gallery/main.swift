import Foundation
import StateGtk

// The gallery: every StateGtk widget in one window.
//
//     swift run Gallery                        # interactive
//     swift run Gallery --screenshot out.png   # saves the window after its first frame, then quits
//     swift run Gallery --dark                 # the theme's dark variant
let arguments = CommandLine.arguments
let screenshotPath = arguments.firstIndex(of: "--screenshot").flatMap { index in
    index + 1 < arguments.count ? arguments[index + 1] : nil
}

MainActor.assumeIsolated {
    if arguments.contains("--dark") { Style.prefersDarkTheme = true }
    let status = Application.run(id: "org.stategtk.Gallery") {
        let controller = GalleryController()
        if let screenshotPath {
            controller.saveScreenshotAfterFirstFrame(to: screenshotPath) { result in
                switch result {
                case .success: print("Gallery: saved a screenshot to \(screenshotPath)")
                case .failure(let error): FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
                }
                Application.shared?.quit()
            }
        }
        return controller
    }
    exit(status)
}
