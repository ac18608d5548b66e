#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation

/// Writes the framed image as a PNG at full resolution. Runs on any thread; pixbufs are plain
/// memory, not GTK widgets.
///
/// ```swift
/// let size = try FrameExporter.export(image, aspect: .portrait, margin: 0.1, to: URL(fileURLWithPath: "/tmp/framed.png")) { done in
///     print("\(Int(done * 100)) %")
/// }
/// ```
public enum FrameExporter {
    /// Frames `image` on a white canvas laid out by `FrameGeometry.layout` and saves it to `url`.
    /// `progress` gets 0…1 as bands of rows are composed and the PNG is written; the task's
    /// cancellation stops it with `.cancelled`. A failed export leaves no partial file behind.
    @discardableResult
    public static func export(_ image: FrameImage, aspect: Aspect, margin: Double, to url: URL,
                              progress: @escaping @Sendable (Double) -> Void = { _ in }) throws(FrameError) -> PixelSize {
        let layout = FrameGeometry.layout(image: image.size, aspect: aspect, margin: margin)
        let size = PixelSize(width: Int(layout.canvas.width), height: Int(layout.canvas.height))
        // Open before any work, so that a missing or read-only folder fails at once.
        let sink = try PNGSink(url: url, estimate: size.width * size.height, progress: progress)
        do throws(FrameError) {
            guard let canvas = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, gint(size.width), gint(size.height)) else {
                throw FrameError.tooLarge(size)
            }
            defer { g_object_unref(UnsafeMutableRawPointer(canvas)) }
            gdk_pixbuf_fill(canvas, 0xFFFF_FFFF)
            try compose(image, into: canvas, at: layout.image) { progress(0.3 * $0) }
            try sink.save(canvas)
        } catch {
            sink.discard()
            throw error
        }
        return size
    }

    /// Copies the image onto the canvas in bands of rows, blending transparent pixels over white.
    private static func compose(_ image: FrameImage, into canvas: OpaquePointer, at rect: FrameRect,
                                progress: (Double) -> Void) throws(FrameError) {
        let (x, y, width, height) = (gint(rect.x), gint(rect.y), gint(rect.width), gint(rect.height))
        let band = max(64, (height + 31) / 32)
        let hasAlpha = gdk_pixbuf_get_has_alpha(image.pixbuf) != 0
        for top in stride(from: gint(0), to: height, by: Int(band)) {
            guard !Task.isCancelled else { throw .cancelled }
            let rows = min(band, height - top)
            if hasAlpha {
                gdk_pixbuf_composite(image.pixbuf, canvas, x, y + top, width, rows, Double(x), Double(y), 1, 1, GDK_INTERP_NEAREST, 255)
            } else {
                gdk_pixbuf_copy_area(image.pixbuf, 0, top, width, rows, canvas, x, y + top)
            }
            progress(Double(top + rows) / Double(height))
        }
    }
}

/// Streams gdk-pixbuf's PNG encoder straight into a file descriptor, so that a write error
/// keeps its errno (ENOSPC becomes "the disk is full") and a big PNG is never held in memory.
private final class PNGSink {
    let url: URL
    let descriptor: Int32
    let isRegularFile: Bool
    /// Bytes the PNG is guessed to take (encoded size is unknown until the end): progress only.
    let estimate: Int
    let progress: @Sendable (Double) -> Void
    var written = 0
    var failure: FrameError?
    private var isOpen = true

    init(url: URL, estimate: Int, progress: @escaping @Sendable (Double) -> Void) throws(FrameError) {
        descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(url.path, reason: FrameError.reason(errno: errno)) }
        var info = stat()
        isRegularFile = fstat(descriptor, &info) == 0 && info.st_mode & 0o170000 == 0o100000  // S_ISREG
        self.url = url
        self.estimate = max(1, estimate)
        self.progress = progress
    }

    func save(_ canvas: OpaquePointer) throws(FrameError) {
        var error: UnsafeMutablePointer<GError>?
        let sink = Unmanaged.passUnretained(self).toOpaque()
        let saved = gdk_pixbuf_save_to_callbackv(canvas, { buffer, count, error, data in
            Unmanaged<PNGSink>.fromOpaque(data!).takeUnretainedValue().consume(buffer!, Int(count), error)
        }, sink, "png", nil, nil, &error) != 0
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        guard saved else { throw failure ?? .cannotWrite(url.path, reason: message) }
        isOpen = false
        // close reports what delayed allocation could not write (a full disk, a network folder).
        guard close(descriptor) == 0 || errno == EINTR else { throw Self.writeError(url.path, errno) }
        progress(1)
    }

    /// gdk-pixbuf's GdkPixbufSaveFunc: false (with a GError) stops the encoder.
    private func consume(_ buffer: UnsafePointer<gchar>, _ count: Int, _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean {
        var offset = 0
        while offset < count {
            guard !Task.isCancelled else { return fail(.cancelled, error) }
            let result = write(descriptor, buffer + offset, count - offset)
            if result < 0 {
                if errno == EINTR { continue }
                return fail(Self.writeError(url.path, errno), error)
            }
            offset += result
        }
        written += count
        // Photos compress to about a third of their raw RGB size; past the guess, stay at 99 %.
        progress(0.3 + 0.69 * min(1, Double(written) / Double(estimate)))
        return 1
    }

    private func fail(_ reason: FrameError, _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean {
        failure = reason
        g_set_error_literal(error, g_file_error_quark(), gint(G_FILE_ERROR_FAILED.rawValue), reason.description)
        return 0
    }

    /// Errors name the path: when saving fails, the folder is often the problem.
    private static func writeError(_ path: String, _ code: Int32) -> FrameError {
        code == ENOSPC || code == EDQUOT ? .diskFull(path) : .cannotWrite(path, reason: FrameError.reason(errno: code))
    }

    /// Closes and, for a regular file, deletes what was written (never a device like /dev/full).
    func discard() {
        if isOpen { close(descriptor) }
        isOpen = false
        if isRegularFile { unlink(url.path) }
    }
}
