#if GTK4 && !GTK3
import CGtk4
import Foundation

/// A view as a drag source on GTK 4: a `GtkDragSource` on its widget whose `prepare` hands GTK a
/// content provider of the data offered now, one format per entry (the receiver picks the one it
/// prefers). GTK 3's counterpart is DragAndDrop/DragSourceState.swift; `StateView.dragSource`
/// is the same call on both.
///
/// ```swift
/// dragSource([.text(photo.title), .uris([photo.fileURL])])  // StateView's API
/// ```
@MainActor
final class DragSourceState {
    private var data: [DragData] = []

    static func of(_ view: StateView) -> DragSourceState {
        let widget = view.widget
        let (state, isNew) = WidgetAttachment.of(widget, key: "stategtk-drag-source") { DragSourceState() }
        guard isNew else { return state }
        let source = gtk_drag_source_new()!
        gtk_drag_source_set_actions(source, GDK_ACTION_COPY)
        gtk_widget_add_controller(widget, source)  // the widget owns it
        let prepare = SignalHandler<@MainActor () -> OpaquePointer?> { [weak state] in state?.provider() }
        SignalHandler.connect(UnsafeMutableRawPointer(source), signal: "prepare", trampoline: DragSignals.prepare, handler: prepare)
        return state
    }

    func offer(_ newData: [DragData]) {
        if newData.map(\.type) != data.map(\.type) { GtkMutations.record(.propertySet) }
        data = newData
    }

    /// A new content provider of the data (nil: no drag), owned by the caller.
    private func provider() -> OpaquePointer? {
        guard !data.isEmpty else { return nil }
        var providers = data.map { entry in
            let (mimeType, bytes) = DragContent.encode(entry)
            let gbytes = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(gbytes) }
            return gdk_content_provider_new_for_bytes(mimeType, gbytes)
        }
        return OpaquePointer(gdk_content_provider_new_union(&providers, gsize(providers.count)))
    }
}

/// A view as a drop target on GTK 4: a `GtkDropTargetAsync` for the MIME types accepted, which
/// reads a drop's data as bytes without blocking (the source may be this process, serving the
/// data from the same main loop) and hands it over decoded.
@MainActor
final class DropTargetState {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private var types: [DragType] = []
    private var onDrop: (@MainActor (DragData) -> Void)?
    private var target: OpaquePointer?

    private init(_ widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

    private static let key = "stategtk-drop-target"

    static func of(_ view: StateView) -> DropTargetState {
        WidgetAttachment.of(view.widget, key: key) { DropTargetState(view.widget) }.object
    }

    static func exists(on view: StateView) -> Bool { WidgetAttachment.exists(on: view.widget, key: key) }

    func accept(_ newTypes: [DragType], onDrop: @escaping @MainActor (DragData) -> Void) {
        self.onDrop = onDrop
        guard newTypes != types else { return }
        types = newTypes
        GtkMutations.record(.propertySet)
        if let target {
            gtk_widget_remove_controller(widget, target)
            self.target = nil
        }
        guard !newTypes.isEmpty else { return }
        var mimeTypes = newTypes.flatMap(DragContent.mimeTypes).map { Optional(UnsafePointer(strdup($0)!)) }
        defer { mimeTypes.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        let formats = gdk_content_formats_new(&mimeTypes, guint(mimeTypes.count))
        let target = gtk_drop_target_async_new(formats, GdkDragAction(rawValue: GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue))!
        gtk_widget_add_controller(widget, target)
        let drop = SignalHandler<@MainActor (OpaquePointer?) -> Bool> { [weak self] drop in self?.read(drop) ?? false }
        SignalHandler.connect(UnsafeMutableRawPointer(target), signal: "drop", trampoline: DragSignals.drop, handler: drop)
        self.target = target
    }

    /// Starts reading `drop` in the first accepted type it offers.
    private func read(_ drop: OpaquePointer?) -> Bool {
        guard let drop else { return false }
        let offered = gdk_drop_get_formats(drop)
        let wanted = types.flatMap(DragContent.mimeTypes).filter { gdk_content_formats_contain_mime_type(offered, $0) != 0 }
        // The first type the target prefers, alone: given several, GDK picks by the source's order.
        guard let preferred = wanted.first else { return false }
        var mimeTypes = [Optional(UnsafePointer(strdup(preferred)!)), nil]
        let reading = DropReading(drop: drop, types: types) { [weak self] data in
            guard let data else { return }
            self?.onDrop?(data)
        }
        let context = Unmanaged.passRetained(reading).toOpaque()
        gdk_drop_read_async(drop, &mimeTypes, G_PRIORITY_DEFAULT, nil, DropReading.streamReady, context)
        mimeTypes.forEach { free(UnsafeMutableRawPointer(mutating: $0)) }
        return true
    }
}

/// One drop being read: the drop (referenced until finished), the stream's MIME type, and the
/// bytes copied into memory without blocking.
@MainActor
private final class DropReading {
    let drop: OpaquePointer
    let types: [DragType]
    let done: @MainActor (DragData?) -> Void
    var mimeType = ""

    init(drop: OpaquePointer, types: [DragType], done: @escaping @MainActor (DragData?) -> Void) {
        self.drop = drop
        self.types = types
        self.done = done
        g_object_ref(UnsafeMutableRawPointer(drop))
    }

    /// Ends the drop: the source is told whether it was taken (a copy), and the data delivered.
    func finish(_ bytes: [UInt8]?) {
        let data = bytes.flatMap { DragContent.decode($0, mimeType: mimeType, accepting: types) }
        if bytes != nil, data == nil {
            stateGtkLog.error("dropTarget: a drop of \(mimeType) carried no readable data; ignored")
        }
        gdk_drop_finish(drop, data == nil ? GdkDragAction(rawValue: 0) : GDK_ACTION_COPY)
        g_object_unref(UnsafeMutableRawPointer(drop))
        done(data)
    }

    /// `gdk_drop_read_async`'s callback: the stream to copy from, and its MIME type.
    static let streamReady: GAsyncReadyCallback = { source, result, context in
        nonisolated(unsafe) let source = source, result = result, context = context
        MainActor.assumeIsolated {
            let reading = Unmanaged<DropReading>.fromOpaque(context!).takeUnretainedValue()
            var mimeType: UnsafePointer<CChar>?
            var error: UnsafeMutablePointer<GError>?
            guard let stream = gdk_drop_read_finish(OpaquePointer(source), result, &mimeType, &error) else {
                stateGtkLog.error("dropTarget: the drop could not be read: \(error.map { String(cString: $0.pointee.message) } ?? "unknown error")")
                g_clear_error(&error)
                reading.finish(nil)
                Unmanaged<DropReading>.fromOpaque(context!).release()
                return
            }
            reading.mimeType = mimeType.map { String(cString: $0) } ?? ""
            Unmanaged<DropReading>.fromOpaque(context!).release()  // the closure holds it now
            StreamReading.readAll(stream) { result in
                switch result {
                case .success(let bytes): reading.finish(bytes)
                case .failure(let failure):
                    stateGtkLog.error("dropTarget: the drop could not be read: \(failure.message)")
                    reading.finish(nil)
                }
            }
        }
    }

}

/// How drag data travels on GTK 4: as bytes in a MIME type (text as UTF-8, URIs as a
/// `text/uri-list`, the app's own types as they are).
enum DragContent {
    static let utf8Text = "text/plain;charset=utf-8"

    /// The MIME types a drop target offers for `type`, preferred first.
    static func mimeTypes(for type: DragType) -> [String] {
        type == .text ? [utf8Text, "text/plain"] : [type.mimeType]
    }

    static func encode(_ data: DragData) -> (mimeType: String, bytes: [UInt8]) {
        switch data {
        case .text(let text): (utf8Text, Array(text.utf8))
        case .uris(let urls): (DragType.uris.mimeType, Array(urls.map { $0.absoluteString + "\r\n" }.joined().utf8))
        case .custom(let type, let bytes): (type.mimeType, bytes)
        }
    }

    /// The data of a drop read as `mimeType`, as the first of `types` it is; nil if unreadable.
    static func decode(_ bytes: [UInt8], mimeType: String, accepting types: [DragType]) -> DragData? {
        guard let type = types.first(where: { mimeTypes(for: $0).contains(mimeType) }) else { return nil }
        switch type {
        case .text:
            return String(validating: bytes, as: UTF8.self).map(DragData.text)
        case .uris:
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            let lines = text.split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("#") }
            return .uris(lines.compactMap { URL(string: String($0)) })
        default:
            return .custom(type, bytes)
        }
    }
}

/// The drag and drop signals, each exactly GTK's C signature.
private enum DragSignals {
    /// `GdkContentProvider *(*)(GtkDragSource *, double x, double y, gpointer)`: prepare.
    static let prepare: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, _: Double, _: Double, data: UnsafeMutableRawPointer?) -> OpaquePointer? in
            nonisolated(unsafe) let data = data
            let provider = MainActor.assumeIsolated { UInt(bitPattern: SignalHandler<@MainActor () -> OpaquePointer?>.from(data).action()) }
            return OpaquePointer(bitPattern: provider)
        } as @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> OpaquePointer?,
        to: GCallback.self)

    /// `gboolean (*)(GtkDropTargetAsync *, GdkDrop *, double x, double y, gpointer)`: drop.
    static let drop: GCallback = unsafeBitCast(
        { (_: UnsafeMutableRawPointer?, drop: OpaquePointer?, _: Double, _: Double, data: UnsafeMutableRawPointer?) -> gboolean in
            nonisolated(unsafe) let drop = drop, data = data
            return MainActor.assumeIsolated { SignalHandler<@MainActor (OpaquePointer?) -> Bool>.from(data).action(drop) ? gboolean(1) : 0 }
        } as @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean,
        to: GCallback.self)
}
#endif
