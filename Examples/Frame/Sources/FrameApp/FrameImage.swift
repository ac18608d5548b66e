#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation

/// What can go wrong, worded for the window's info bar.
///
/// ```swift
/// FrameError.notAnImage("notes.txt").description   // "“notes.txt” is not an image Frame can read."
/// ```
public enum FrameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file name and why it cannot be read.
    case cannotRead(String, reason: String)
    /// A file name.
    case notAnImage(String)
    /// A path (the folder is often the problem) and why it cannot be written.
    case cannotWrite(String, reason: String)
    /// A path.
    case diskFull(String)
    case tooLarge(PixelSize)
    case cancelled

    public var description: String {
        switch self {
        case .cannotRead(let name, let reason): "Cannot open “\(name)”: \(reason)."
        case .notAnImage(let name): "“\(name)” is not an image Frame can read."
        case .cannotWrite(let name, let reason): "Cannot save “\(name)”: \(reason)."
        case .diskFull(let name): "Cannot save “\(name)”: the disk is full."
        case .tooLarge(let size): "The framed image would be \(size) pixels, too large to make."
        case .cancelled: "Export cancelled."
        }
    }

    /// The reason for a failed system call, lower-case for the middle of a sentence.
    static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT: "the folder does not exist"
        case EACCES, EPERM: "permission denied"
        case EROFS: "the disk is read-only"
        case EISDIR: "it is a folder"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

/// A decoded image: a GdkPixbuf that is never modified after loading, so it may be read from
/// any thread (the export runs off the main thread). The reference is dropped on deinit.
///
/// ```swift
/// let image = try FrameImage.load(from: URL(fileURLWithPath: "/photos/dune.jpg"))
/// image.size   // 4000 × 3000
/// ```
public final class FrameImage: @unchecked Sendable, Equatable {
    /// The full-resolution pixels (a GdkPixbuf, RGB or RGBA, 8 bits).
    public let pixbuf: OpaquePointer
    /// A copy at most `previewLimit` pixels on its longer side, for drawing on screen quickly.
    public let preview: OpaquePointer
    public let url: URL
    public let size: PixelSize
    public var name: String { url.lastPathComponent }

    /// The longest side of `preview`: enough for a large window on a HiDPI screen.
    static let previewLimit = 2048

    /// Takes ownership of one reference to `pixbuf`.
    init(pixbuf: OpaquePointer, url: URL) {
        self.pixbuf = pixbuf
        self.url = url
        size = PixelSize(width: Int(gdk_pixbuf_get_width(pixbuf)), height: Int(gdk_pixbuf_get_height(pixbuf)))
        let factor = min(1, Double(Self.previewLimit) / Double(max(size.width, size.height)))
        if factor < 1 {
            preview = gdk_pixbuf_scale_simple(pixbuf, gint(max(1, (Double(size.width) * factor).rounded())),
                                              gint(max(1, (Double(size.height) * factor).rounded())), GDK_INTERP_BILINEAR)
        } else {
            preview = pixbuf
            g_object_ref(UnsafeMutableRawPointer(pixbuf))
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(preview))
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
    }

    /// Decodes the file (any format gdk-pixbuf knows), upright by its EXIF orientation. Slow for
    /// large photos: call it off the main thread.
    public static func load(from url: URL) throws(FrameError) -> FrameImage {
        let name = url.lastPathComponent
        // Unreadable files and folders get their own message; gdk-pixbuf's would say "format".
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw .cannotRead(name, reason: "the file does not exist")
        }
        guard !isFolder.boolValue else { throw .cannotRead(name, reason: "it is a folder") }
        guard access(url.path, R_OK) == 0 else { throw .cannotRead(name, reason: FrameError.reason(errno: errno)) }
        var error: UnsafeMutablePointer<GError>?
        guard let decoded = gdk_pixbuf_new_from_file(url.path, &error) else {
            defer { g_clear_error(&error) }
            if let error, error.pointee.domain == g_file_error_quark() {
                throw .cannotRead(name, reason: String(cString: error.pointee.message))
            }
            throw .notAnImage(name)
        }
        // A new pixbuf turned upright, or another reference to `decoded` when it has no tag.
        guard let upright = gdk_pixbuf_apply_embedded_orientation(decoded) else { return FrameImage(pixbuf: decoded, url: url) }
        g_object_unref(UnsafeMutableRawPointer(decoded))
        return FrameImage(pixbuf: upright, url: url)
    }

    /// The sample image shipped with Frame.
    public static var sampleURL: URL {
        Bundle.module.url(forResource: "sample", withExtension: "png", subdirectory: "Resources")!
    }

    public static func == (lhs: FrameImage, rhs: FrameImage) -> Bool { lhs === rhs }
}
