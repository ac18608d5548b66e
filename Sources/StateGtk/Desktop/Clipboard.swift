// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// The desktop's clipboard (the CLIPBOARD selection): text, URIs and images. Writing is
/// immediate; reading is asynchronous, because the owner may be another application, which
/// answers through the main loop.
///
/// ```swift
/// Clipboard.setText(repository.url)
/// let pasted = await Clipboard.text()
/// Clipboard.readURIs { uris in self.open(uris) }
/// ```
///
/// On GTK 4 it is the default display's GdkClipboard. The same calls read it, still
/// asynchronously: GTK 4 answers from this process's own content without the X server, but
/// through the main loop as well.
@MainActor
public enum Clipboard {
    #if GTK3
    static var clipboard: OpaquePointer { gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0)) }
    #else
    static var clipboard: OpaquePointer { gdk_display_get_clipboard(gdk_display_get_default()) }
    #endif

    /// Puts `text` on the clipboard.
    public static func setText(_ text: String) {
        #if GTK3
        gtk_clipboard_set_text(clipboard, text, -1)
        #else
        gdk_clipboard_set_text(clipboard, text)
        #endif
    }

    /// Reads the clipboard's text, then calls `completion` with it (nil: no text there).
    public static func readText(_ completion: @escaping @MainActor (String?) -> Void) {
        #if GTK3
        gtk_clipboard_request_text(clipboard, { _, text, data in
            let value = text.map { String(cString: $0) }
            ClipboardReply<String?>.deliver(value, data)
        }, ClipboardReply(completion).retained)
        #else
        gdk_clipboard_read_text_async(clipboard, nil, { source, result, data in
            var error: UnsafeMutablePointer<GError>?
            let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, &error)
            g_clear_error(&error)  // no text there, or its owner did not answer: nil, as on GTK 3
            let value = text.map { String(cString: $0) }
            g_free(text)
            ClipboardReply<String?>.deliver(value, data)
        }, ClipboardReply(completion).retained)
        #endif
    }

    /// The clipboard's text, nil when it holds none.
    public static func text() async -> String? {
        await withCheckedContinuation { continuation in readText { continuation.resume(returning: $0) } }
    }

    /// Puts `uris` on the clipboard as a URI list (`text/uri-list`), and as text, one a line,
    /// for applications that paste text only.
    public static func setURIs(_ uris: [String]) {
        #if GTK3
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
        #else
        let list = Array(uris.map { $0 + "\r\n" }.joined().utf8)
        let bytes = list.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        // The text as a string value, not bytes: GTK then offers it in every text format it
        // serializes strings to, as GTK 3's text targets did.
        var text = GValue()
        g_value_init(&text, GObjectProperty.string)
        g_value_set_string(&text, uris.joined(separator: "\n"))
        defer { g_value_unset(&text) }
        var providers = [gdk_content_provider_new_for_bytes("text/uri-list", bytes), gdk_content_provider_new_for_value(&text)]
        let provider = gdk_content_provider_new_union(&providers, gsize(providers.count))
        _ = gdk_clipboard_set_content(clipboard, provider)
        g_object_unref(UnsafeMutableRawPointer(provider))
        #endif
    }

    /// Reads the clipboard's URI list, then calls `completion` with it (empty: none there).
    public static func readURIs(_ completion: @escaping @MainActor ([String]) -> Void) {
        #if GTK3
        gtk_clipboard_request_uris(clipboard, { _, uris, data in
            var values: [String] = []
            var cursor = uris
            while let uri = cursor?.pointee {
                values.append(String(cString: uri))
                cursor = cursor?.advanced(by: 1)
            }
            ClipboardReply<[String]>.deliver(values, data)
        }, ClipboardReply(completion).retained)
        #else
        ClipboardBytes.read("text/uri-list") { bytes in
            guard let bytes, let list = String(validating: bytes, as: UTF8.self) else { return completion([]) }
            // g_uri_list_extract_uris: CRLF or LF lines, comments left out, as GTK 3 read them.
            guard let uris = g_uri_list_extract_uris(list) else { return completion([]) }
            defer { g_strfreev(uris) }
            var values: [String] = []
            var cursor = uris
            while let uri = cursor.pointee {
                values.append(String(cString: uri))
                cursor = cursor.advanced(by: 1)
            }
            completion(values)
        }
        #endif
    }

    /// The clipboard's URIs, empty when it holds none.
    public static func uris() async -> [String] {
        await withCheckedContinuation { continuation in readURIs { continuation.resume(returning: $0) } }
    }

    /// Puts an image (a GdkPixbuf) on the clipboard; other applications can paste it as PNG and
    /// the other formats GdkPixbuf writes.
    public static func setImage(_ pixbuf: OpaquePointer) {
        #if GTK3
        gtk_clipboard_set_image(clipboard, pixbuf)
        #else
        let texture = gdk_texture_new_for_pixbuf(pixbuf)
        gdk_clipboard_set_texture(clipboard, texture)
        g_object_unref(UnsafeMutableRawPointer(texture))
        #endif
    }

    /// Reads the clipboard's image, then calls `completion` with it (nil: no image there).
    public static func readImage(_ completion: @escaping @MainActor (ClipboardImage?) -> Void) {
        #if GTK3
        gtk_clipboard_request_image(clipboard, { _, pixbuf, data in
            let image = pixbuf.map(ClipboardImage.init)
            ClipboardReply<ClipboardImage?>.deliver(image, data)
        }, ClipboardReply(completion).retained)
        #else
        gdk_clipboard_read_texture_async(clipboard, nil, { source, result, data in
            var error: UnsafeMutablePointer<GError>?
            let texture = gdk_clipboard_read_texture_finish(OpaquePointer(source), result, &error)
            g_clear_error(&error)  // no image there: nil, as on GTK 3
            // GTK 4 reads a texture; ClipboardImage keeps GTK 3's GdkPixbuf.
            let pixbuf = texture.flatMap { gdk_pixbuf_get_from_texture($0) }
            if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
            let image = pixbuf.map(ClipboardImage.init)
            if let pixbuf { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            ClipboardReply<ClipboardImage?>.deliver(image, data)
        }, ClipboardReply(completion).retained)
        #endif
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

#if GTK3
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
#else
/// A read of the clipboard in one MIME type: GTK 4 hands over a stream, copied into memory
/// without blocking (the owner may be this process, serving it from the same main loop).
@MainActor
private final class ClipboardBytes {
    let done: @MainActor ([UInt8]?) -> Void
    init(_ done: @escaping @MainActor ([UInt8]?) -> Void) { self.done = done }

    /// Reads the clipboard as `mimeType`, then calls `done` with its bytes (nil: not offered).
    static func read(_ mimeType: String, _ done: @escaping @MainActor ([UInt8]?) -> Void) {
        let context = Unmanaged.passRetained(ClipboardBytes(done)).toOpaque()
        let type = strdup(mimeType)!
        defer { free(type) }
        var mimeTypes: [UnsafePointer<CChar>?] = [UnsafePointer(type), nil]
        gdk_clipboard_read_async(Clipboard.clipboard, &mimeTypes, G_PRIORITY_DEFAULT, nil, streamReady, context)
    }

    /// `gdk_clipboard_read_async`'s callback: the stream to copy from.
    static let streamReady: GAsyncReadyCallback = { source, result, context in
        nonisolated(unsafe) let source = source, result = result, context = context
        MainActor.assumeIsolated {
            var error: UnsafeMutablePointer<GError>?
            guard let stream = gdk_clipboard_read_finish(OpaquePointer(source), result, nil, &error) else {
                g_clear_error(&error)
                return Unmanaged<ClipboardBytes>.fromOpaque(context!).takeRetainedValue().done(nil)
            }
            let reading = Unmanaged<ClipboardBytes>.fromOpaque(context!).takeRetainedValue()
            StreamReading.readAll(stream) { result in reading.done(try? result.get()) }
        }
    }

}
#endif
