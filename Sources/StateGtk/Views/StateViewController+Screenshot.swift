// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
/// Why a screenshot could not be saved.
public struct ScreenshotError: Error, CustomStringConvertible {
    public let description: String
}

extension StateViewController {
    /// Saves what the window shows as a PNG: for headless runs (`--screenshot`) and the docs.
    /// Call it after a frame was painted. GTK 3 reads the window's pixels back from the X
    /// server; GTK 4 renders the window's last frame again with the window's own renderer, so
    /// it works on X11 and Wayland alike.
    ///
    /// ```swift
    /// try controller.saveScreenshot(to: "/tmp/app.png")
    /// ```
    public func saveScreenshot(to path: String) throws(ScreenshotError) {
        #if GTK3
        guard let gdkWindow = gtk_widget_get_window(window) else {
            throw ScreenshotError(description: "the window is not on screen")
        }
        let width = gdk_window_get_width(gdkWindow), height = gdk_window_get_height(gdkWindow)
        guard let pixbuf = gdk_pixbuf_get_from_window(gdkWindow, 0, 0, width, height) else {
            throw ScreenshotError(description: "the window's pixels could not be read")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        var error: UnsafeMutablePointer<GError>?
        // gdk_pixbuf_save is variadic; savev takes its options as arrays.
        guard gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw ScreenshotError(description: "cannot save \(path): \(message)")
        }
        #else
        // A disposed window is still a valid pointer (the controller holds it) but has no surface.
        guard isOpen, gtk_widget_get_mapped(window) != 0 else {
            throw ScreenshotError(description: "the window is not on screen")
        }
        guard let texture = WidgetTexture.render(window, with: .window) else {
            throw ScreenshotError(description: "the window's pixels could not be read")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        // gdk_texture_save_to_png drops the reason a write failed; writing its bytes keeps it.
        let png = gdk_texture_save_to_png_bytes(texture)
        defer { g_bytes_unref(png) }
        var size: gsize = 0
        let bytes = g_bytes_get_data(png, &size)
        var error: UnsafeMutablePointer<GError>?
        guard g_file_set_contents(path, bytes?.assumingMemoryBound(to: CChar.self), gssize(size), &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw ScreenshotError(description: "cannot save \(path): \(message)")
        }
        #endif
    }

    /// Saves the window as a PNG once it is on screen and has painted a frame, then calls
    /// `completion` (for `--screenshot` modes of headless runs).
    ///
    /// ```swift
    /// controller.saveScreenshotAfterFirstFrame(to: path) { _ in Application.shared?.quit() }
    /// ```
    public func saveScreenshotAfterFirstFrame(
        to path: String, then completion: @escaping @MainActor (Result<Void, ScreenshotError>) -> Void
    ) {
        Task { @MainActor [weak self] in
            // A window gets a frame clock only once it is mapped.
            while let self, self.isOpen, gtk_widget_get_mapped(self.window) == 0 {
                try? await Task.sleep(for: .milliseconds(20))
            }
            guard let self, let clock = self.frameClock else {
                return completion(.failure(ScreenshotError(description: "the window never appeared")))
            }
            let painted = SignalHandler<@MainActor () -> Void>({})
            let id = SignalHandler.connect(
                clock, signal: "after-paint", trampoline: SignalTrampolines.voidCallback, handler: painted)
            painted.action = { [weak self] in
                g_signal_handler_disconnect(clock, gulong(id))
                // On the next turn of the loop the frame is whole: on GTK 3 the X server has
                // it, on GTK 4 the window's render node is the one just painted.
                Task { @MainActor in
                    guard let self else { return }
                    do {
                        try self.saveScreenshot(to: path)
                        completion(.success(()))
                    } catch {
                        completion(.failure(error as? ScreenshotError ?? ScreenshotError(description: "\(error)")))
                    }
                }
            }
            gtk_widget_queue_draw(self.window)  // the first frame may already be painted
        }
    }

    /// The frame clock of the window on screen, nil when it is not: GTK 3's is its GdkWindow's,
    /// GTK 4's its surface's.
    private var frameClock: UnsafeMutableRawPointer? {
        #if GTK3
        guard let gdkWindow = gtk_widget_get_window(window), let clock = gdk_window_get_frame_clock(gdkWindow) else { return nil }
        return UnsafeMutableRawPointer(clock)
        #else
        // A disposed window is unrealized, and GTK 4 gives it no clock.
        return gtk_widget_get_frame_clock(window).map { UnsafeMutableRawPointer($0) }
        #endif
    }

    /// A `--screenshot` mode in one call: saves the window once it has painted its first frame,
    /// says where on standard output (or why not on standard error, naming `program`), then quits
    /// the application.
    ///
    /// ```swift
    /// Application.run(id: "org.example.Gallery") {
    ///     let controller = GalleryController()
    ///     if let path = screenshot { controller.saveScreenshotAndQuit(to: path, reportingAs: "Gallery") }
    ///     return controller
    /// }
    /// ```
    public func saveScreenshotAndQuit(to path: String, reportingAs program: String) {
        saveScreenshotAfterFirstFrame(to: path) { result in
            switch result {
            case .success: print("\(program): saved a screenshot to \(path)")
            case .failure(let error): FileHandle.standardError.write(Data("\(program): \(error)\n".utf8))
            }
            Application.shared?.quit()
        }
    }
}
