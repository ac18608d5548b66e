import Logging
import Synchronization

/// Captures every log message of the test process (StateGtk's diagnostics go through swift-log),
/// so tests can assert them. swift-log takes one bootstrap per process and both GTK test targets
/// share the GTK 4 test process: each uses this one.
///
/// ```swift
/// let messages = TestLog.capture { view.place(label, key: "a"); view.place(label, key: "a") }
/// ```
package final class TestLog: LogHandler, @unchecked Sendable {
    // @unchecked: the handler's own fields are swift-log's to set, on one logger at a time.
    private static let messages = Mutex<[String]>([])
    private static let installed: Void = LoggingSystem.bootstrap { _ in TestLog() }

    /// Makes this the process's log handler (once).
    package static func install() { _ = installed }

    /// The messages logged while `body` ran, as "level: message".
    package static func capture(_ body: () throws -> Void) rethrows -> [String] {
        install()
        let start = messages.withLock { $0.count }
        try body()
        return messages.withLock { Array($0[start...]) }
    }

    package var metadata: Logger.Metadata = [:]
    package var logLevel: Logger.Level = .debug

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    package func log(event: LogEvent) {
        Self.messages.withLock { $0.append("\(event.level): \(event.message)") }
    }
}
