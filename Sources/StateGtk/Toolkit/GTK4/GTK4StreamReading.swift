#if GTK4 && !GTK3
import CGtk4

/// Reads a GInputStream to its end without blocking (GTK 4 hands clipboard contents and drops
/// over as streams, whose other end may be this very process, serving them from the same main
/// loop): the bytes are spliced into memory and handed to `done`, or the reason they are not.
///
/// ```swift
/// StreamReading.readAll(stream) { result in … }   // after gdk_clipboard_read_finish
/// ```
@MainActor
enum StreamReading {
    /// Reads `stream` (which it takes over and closes) and calls `done` on the main thread.
    static func readAll(_ stream: UnsafeMutablePointer<GInputStream>, then done: @escaping @MainActor (Result<[UInt8], ReadFailure>) -> Void) {
        let memory = g_memory_output_stream_new_resizable()!
        let context = Unmanaged.passRetained(Completion(done)).toOpaque()
        g_output_stream_splice_async(
            UnsafeMutableRawPointer(memory).assumingMemoryBound(to: GOutputStream.self), stream,
            GOutputStreamSpliceFlags(rawValue: G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE.rawValue | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET.rawValue),
            G_PRIORITY_DEFAULT, nil, spliced, context)
        g_object_unref(UnsafeMutableRawPointer(stream))
    }

    /// Why a stream could not be read: GLib's message.
    struct ReadFailure: Error {
        let message: String
    }

    private final class Completion {
        let done: @MainActor (Result<[UInt8], ReadFailure>) -> Void
        init(_ done: @escaping @MainActor (Result<[UInt8], ReadFailure>) -> Void) { self.done = done }
    }

    /// `g_output_stream_splice_async`'s callback: the whole data is in the memory stream.
    private static let spliced: GAsyncReadyCallback = { source, result, context in
        nonisolated(unsafe) let source = source, result = result, context = context
        MainActor.assumeIsolated {
            let completion = Unmanaged<Completion>.fromOpaque(context!).takeRetainedValue()
            let memory = UnsafeMutableRawPointer(source!).assumingMemoryBound(to: GOutputStream.self)
            defer { g_object_unref(UnsafeMutableRawPointer(memory)) }
            var error: UnsafeMutablePointer<GError>?
            guard g_output_stream_splice_finish(memory, result, &error) >= 0 else {
                let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                g_clear_error(&error)
                return completion.done(.failure(ReadFailure(message: message)))
            }
            let bytes = g_memory_output_stream_steal_as_bytes(UnsafeMutableRawPointer(memory).assumingMemoryBound(to: GMemoryOutputStream.self))
            defer { g_bytes_unref(bytes) }
            var size: gsize = 0
            let start = g_bytes_get_data(bytes, &size)
            completion.done(.success(start.map { Array(UnsafeRawBufferPointer(start: $0, count: Int(size))) } ?? []))
        }
    }
}
#endif
