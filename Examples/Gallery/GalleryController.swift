import CGtk
import Foundation
import StateGtk

/// The gallery's window: a header bar, the gallery view, and the headless screenshot mode.
final class GalleryController: StateViewController {
    init() {
        super.init(title: "StateGtk Gallery", width: 1180, height: 700)
    }

    override func viewDidLoad() {
        Style.load(css: GalleryStyle.css, source: "gallery")
        let header = HeaderBar(title: "StateGtk Gallery", subtitle: "Every widget, one window")
        header.showsCloseButton = true
        let about = Button(iconName: "help-about-symbolic", accessibleName: "About") { [weak self] in
            self?.presentMessage("StateGtk", detail: "StateView's model on GTK 3: state, props, render(), keyed children.")
        }
        header.endWidgets = [about]
        titleBar = header
        let gallery = GalleryView(parentViewController: self)
        rootView = gallery  // renders the whole tree into the window, synchronously
        gallery.focusNameField()
    }

    // MARK: Screenshot

    /// Saves the window as a PNG once it has painted its first frame, then quits.
    func saveScreenshotAfterFirstFrame(to path: String) {
        Screenshot.pending = (self, path)
        g_timeout_add(50, { _ in MainActor.assumeIsolated { Screenshot.waitForWindow() } }, nil)
    }
}

/// The `--screenshot` mode. C callbacks cannot capture, so they read this.
@MainActor
enum Screenshot {
    static var pending: (controller: GalleryController, path: String)?

    /// Polls until the window is mapped, then waits for its frame clock's first after-paint.
    /// Returns G_SOURCE_CONTINUE (1) while waiting.
    static func waitForWindow() -> Int32 {
        guard let (controller, _) = pending else { return 0 }
        guard gtk_widget_get_mapped(controller.window) != 0, let window = gtk_widget_get_window(controller.window),
              let clock = gdk_window_get_frame_clock(window) else { return 1 }
        let afterPaint: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in
            // After the paint, on the next idle: the X server has the frame by then.
            g_idle_add({ _ in MainActor.assumeIsolated { Screenshot.save() }; return 0 }, nil)
        }
        g_signal_connect_data(UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(afterPaint, to: GCallback.self), nil, nil, GConnectFlags(0))
        gtk_widget_queue_draw(controller.window)  // in case the first frame is already painted
        return 0
    }

    static func save() {
        guard let (controller, path) = pending else { return }
        pending = nil
        do {
            try controller.saveScreenshot(to: path)
            print("Gallery: saved a screenshot to \(path)")
        } catch {
            FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
        }
        Application.shared?.quit()
    }
}
