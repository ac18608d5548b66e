#if GTK3
import CGtk
/// The desktop's clipboard (the CLIPBOARD selection): text, URIs and images. Writing is
/// immediate; reading is asynchronous, because the owner may be another application, which
/// answers through the main loop.
///
/// ```swift
/// Clipboard.setText(repository.url)
/// let pasted = await Clipboard.text()
/// Clipboard.readURIs { uris in self.open(uris) }
/// ```
@MainActor
public enum Clipboard {
    static var clipboard: OpaquePointer { gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0)) }

    /// Puts `text` on the clipboard.
    public static func setText(_ text: String) {
        gtk_clipboard_set_text(clipboard, text, -1)
    }

    /// Reads the clipboard's text, then calls `completion` with it (nil: no text there).
    public static func readText(_ completion: @escaping @MainActor (String?) -> Void) {
        gtk_clipboard_request_text(clipboard, { _, text, data in
            let value = text.map { String(cString: $0) }
            ClipboardReply<String?>.deliver(value, data)
        }, ClipboardReply(completion).retained)
    }

    /// The clipboard's text, nil when it holds none.
    public static func text() async -> String? {
        await withCheckedContinuation { continuation in readText { continuation.resume(returning: $0) } }
    }

    /// Puts `uris` on the clipboard as a URI list (`text/uri-list`), and as text, one a line,
    /// for applications that paste text only.
    public static func setURIs(_ uris: [String]) {
        let targets = gtk_target_list_new(nil, 0)
        gtk_target_list_add_uri_targets(targets, ClipboardURIs.uriTarget)
        gtk_target_list_add_text_targets(targets, ClipboardURIs.textTarget)
        var count: Int32 = 0
        let table = gtk_target_table_new_from_list(targets, &count)
        let owner = Unmanaged.passRetained(ClipboardURIs(uris)).toOpaque()
        let accepted = gtk_clipboard_set_with_data(clipboard, table, UInt32(count), ClipboardURIs.provide, ClipboardURIs.release, owner)
        if accepted == 0 { Unmanaged<ClipboardURIs>.fromOpaque(owner).release() }
        gtk_target_table_free(table, count)
        gtk_target_list_unref(targets)
    }

    /// Reads the clipboard's URI list, then calls `completion` with it (empty: none there).
    public static func readURIs(_ completion: @escaping @MainActor ([String]) -> Void) {
        gtk_clipboard_request_uris(clipboard, { _, uris, data in
            var values: [String] = []
            var cursor = uris
            while let uri = cursor?.pointee {
                values.append(String(cString: uri))
                cursor = cursor?.advanced(by: 1)
            }
            ClipboardReply<[String]>.deliver(values, data)
        }, ClipboardReply(completion).retained)
    }

    /// The clipboard's URIs, empty when it holds none.
    public static func uris() async -> [String] {
        await withCheckedContinuation { continuation in readURIs { continuation.resume(returning: $0) } }
    }

    /// Puts an image (a GdkPixbuf) on the clipboard; other applications can paste it as PNG and
    /// the other formats GdkPixbuf writes.
    public static func setImage(_ pixbuf: OpaquePointer) {
        gtk_clipboard_set_image(clipboard, pixbuf)
    }

    /// Reads the clipboard's image, then calls `completion` with it (nil: no image there).
    public static func readImage(_ completion: @escaping @MainActor (ClipboardImage?) -> Void) {
        gtk_clipboard_request_image(clipboard, { _, pixbuf, data in
            let image = pixbuf.map(ClipboardImage.init)
            ClipboardReply<ClipboardImage?>.deliver(image, data)
        }, ClipboardReply(completion).retained)
    }
}

/// An image read from the clipboard: a GdkPixbuf this object holds a reference to.
///
/// ```swift
/// Clipboard.readImage { image in
///     if let image { preview.source = .pixbuf(image.pixbuf) }
/// }
/// ```
public final class ClipboardImage: @unchecked Sendable {
    /// The GdkPixbuf, valid while this object lives.
    public let pixbuf: OpaquePointer

    init(_ pixbuf: OpaquePointer) {
        self.pixbuf = pixbuf
        g_object_ref(UnsafeMutableRawPointer(pixbuf))
    }

    // A pixbuf is not a widget: GObject's reference counting is thread-safe for it.
    deinit { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }

    /// Its size in pixels.
    public var size: Size {
        Size(width: Double(gdk_pixbuf_get_width(pixbuf)), height: Double(gdk_pixbuf_get_height(pixbuf)))
    }
}

/// A read's completion, handed to GTK retained and released when GTK answers (it always does,
/// with nothing when the clipboard is empty or its owner does not reply).
private final class ClipboardReply<Value> {
    let completion: @MainActor (Value) -> Void
    init(_ completion: @escaping @MainActor (Value) -> Void) { self.completion = completion }

    var retained: UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    nonisolated static func deliver(_ value: Value, _ data: UnsafeMutableRawPointer?) {
        nonisolated(unsafe) let value = value, data = data
        MainActor.assumeIsolated {
            Unmanaged<ClipboardReply<Value>>.fromOpaque(data!).takeRetainedValue().completion(value)
        }
    }
}

/// URIs the clipboard offers while this application owns it: GTK asks for them in the format a
/// pasting application wants, and releases them when another owner takes the clipboard.
private final class ClipboardURIs {
    static let uriTarget: UInt32 = 1
    static let textTarget: UInt32 = 2
    let uris: [String]
    init(_ uris: [String]) { self.uris = uris }

    /// `void (*)(GtkClipboard *, GtkSelectionData *, guint info, gpointer owner)`.
    static let provide: GtkClipboardGetFunc = { _, selection, info, owner in
        let uris = Unmanaged<ClipboardURIs>.fromOpaque(owner!).takeUnretainedValue().uris
        if info == uriTarget {
            var strings: [UnsafeMutablePointer<CChar>?] = uris.map { strdup($0) } + [nil]
            strings.withUnsafeMutableBufferPointer { _ = gtk_selection_data_set_uris(selection, $0.baseAddress) }
            for string in strings { free(string) }
        } else {
            _ = gtk_selection_data_set_text(selection, uris.joined(separator: "\n"), -1)
        }
    }

    /// `void (*)(GtkClipboard *, gpointer owner)`.
    static let release: GtkClipboardClearFunc = { _, owner in
        Unmanaged<ClipboardURIs>.fromOpaque(owner!).release()
    }
}
#endif
