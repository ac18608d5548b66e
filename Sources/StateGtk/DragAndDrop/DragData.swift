// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
/// A kind of data a drag carries, by MIME type: text, a list of URIs (`text/uri-list`, what
/// file managers drag) or a type of the app's own.
///
/// ```swift
/// dropTarget(accepting: [.uris, .text]) { data in … }
/// let photoType = DragType("application/x-photos-photo")
/// ```
public struct DragType: Hashable, Sendable {
    /// The MIME type (for `.text`, GTK also offers and accepts its other text targets).
    public let mimeType: String

    /// A type by its MIME type; an app's own types are best named `application/x-app-thing`.
    public init(_ mimeType: String) { self.mimeType = mimeType }

    /// Text, in any of the encodings GTK knows (`text/plain;charset=utf-8`, `UTF8_STRING`, …).
    public static let text = DragType("text/plain;charset=utf-8")
    /// A list of URIs: files from a file manager, links from a browser.
    public static let uris = DragType("text/uri-list")
}

/// What a drag carries, in one of its types.
///
/// ```swift
/// dragSource([.text(photo.title), .uris([photo.fileURL])])
/// ```
public enum DragData: Equatable, Sendable {
    /// Text.
    case text(String)
    /// URIs: file URLs for files, or any other URL.
    case uris([URL])
    /// Bytes of a type of the app's own.
    case custom(DragType, [UInt8])

    /// The type the data is offered or received as.
    public var type: DragType {
        switch self {
        case .text: .text
        case .uris: .uris
        case .custom(let type, _): type
        }
    }
}

#if GTK3
/// The targets GTK negotiates for a list of types; each target's `info` is the type's index.
@MainActor
enum DragTargets {
    static func list(_ types: [DragType]) -> OpaquePointer {
        let list = gtk_target_list_new(nil, 0)!
        for (index, type) in types.enumerated() {
            switch type {
            case .text: gtk_target_list_add_text_targets(list, guint(index))
            case .uris: gtk_target_list_add_uri_targets(list, guint(index))
            default: gtk_target_list_add(list, gdk_atom_intern(type.mimeType, 0), 0, guint(index))
            }
        }
        return list
    }

    /// Reads the data GTK received as `type`; nil (and logged) when it is not readable as such.
    static func read(_ selection: OpaquePointer, as type: DragType) -> DragData? {
        switch type {
        case .text:
            guard let text = gtk_selection_data_get_text(selection) else { return nil }
            defer { g_free(text) }
            return .text(String(cString: text))
        case .uris:
            guard let uris = gtk_selection_data_get_uris(selection) else { return nil }
            defer { g_strfreev(uris) }
            var urls: [URL] = []
            var index = 0
            while let uri = uris[index] {
                if let url = URL(string: String(cString: uri)) { urls.append(url) }
                index += 1
            }
            return .uris(urls)
        default:
            let length = Int(gtk_selection_data_get_length(selection))
            guard length >= 0, let bytes = gtk_selection_data_get_data(selection) else { return nil }
            return .custom(type, Array(UnsafeBufferPointer(start: bytes, count: length)))
        }
    }

    /// Writes `data` into the selection GTK asks a drag source for.
    static func write(_ data: DragData, to selection: OpaquePointer) {
        switch data {
        case .text(let text):
            gtk_selection_data_set_text(selection, text, -1)
        case .uris(let urls):
            var strings = urls.map { strdup($0.absoluteString) }
            strings.append(nil)
            defer { strings.forEach { free($0) } }
            strings.withUnsafeMutableBufferPointer { _ = gtk_selection_data_set_uris(selection, $0.baseAddress) }
        case .custom(_, let bytes):
            bytes.withUnsafeBufferPointer {
                gtk_selection_data_set(selection, gtk_selection_data_get_target(selection), 8, $0.baseAddress, Int32($0.count))
            }
        }
    }
}
#endif
