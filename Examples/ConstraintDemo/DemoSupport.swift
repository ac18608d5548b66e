import CGtk
import Foundation
import StateGtk

/// The demo's style sheet, installed once for the screen.
@MainActor
enum DemoStyle {
    static let css = """
        .profile-screen { background-color: #eef0f4; }
        .profile-card { background-color: #ffffff; border: 1px solid #d5d9e0; border-radius: 12px; }
        .avatar { background-color: #5b5bd6; color: #ffffff; border-radius: 32px; font-size: 22px; font-weight: bold; }
        .status { background-color: #2fb768; border: 2px solid #ffffff; border-radius: 8px; }
        .name { font-size: 18px; font-weight: bold; }
        .subtitle { color: #6b7280; }
        .badge { background-color: #fdf0c8; color: #8a5a00; border-radius: 11px; padding: 3px 12px; font-size: 11px; }
        .divider { background-color: #e5e7eb; }
        """

    static func install() {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(
            gdk_screen_get_default(), OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
}

/// `--screenshot`: saves the window after its first painted frame, then quits. C callbacks
/// cannot capture, so they read `pending`.
@MainActor
enum Screenshot {
    private static var pending: (controller: StateViewController, path: String)?

    static func saveAfterFirstFrame(of controller: StateViewController, to path: String) {
        pending = (controller, path)
        g_timeout_add(20, { _ in MainActor.assumeIsolated { Screenshot.watchFrames() } }, nil)
    }

    /// Once the window is mapped, waits for its frame clock's next after-paint. Returns
    /// G_SOURCE_CONTINUE (1) while the window is not mapped yet.
    private static func watchFrames() -> Int32 {
        guard let (controller, _) = pending else { return 0 }
        guard gtk_widget_get_mapped(controller.window) != 0, let window = gtk_widget_get_window(controller.window),
              let clock = gdk_window_get_frame_clock(window) else { return 1 }
        let afterPaint: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in
            // On the next idle the X server has the whole frame.
            g_idle_add({ _ in MainActor.assumeIsolated { Screenshot.save() }; return 0 }, nil)
        }
        g_signal_connect_data(UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(afterPaint, to: GCallback.self), nil, nil, GConnectFlags(0))
        gtk_widget_queue_draw(controller.window)  // the first frame may be painted already
        return 0
    }

    private static func save() {
        guard let (controller, path) = pending else { return }
        pending = nil
        do {
            try controller.saveScreenshot(to: path)
            print("ConstraintDemo: saved a screenshot to \(path)")
        } catch {
            FileHandle.standardError.write(Data("ConstraintDemo: \(error)\n".utf8))
        }
        Application.shared?.quit()
    }
}
