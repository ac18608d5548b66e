// toolkit: both
import Foundation
import Logging
/// Captures every log message of the test process, so tests can assert diagnostics.
final class TestLog: LogHandler, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var messages: [String] = []
    private static let installed: Void = LoggingSystem.bootstrap { _ in TestLog() }

    static func install() { _ = installed }

    /// The messages logged while `body` ran.
    static func capture(_ body: () throws -> Void) rethrows -> [String] {
        install()
        lock.lock()
        let start = messages.count
        lock.unlock()
        try body()
        lock.lock()
        defer { lock.unlock() }
        return Array(messages[start...])
    }

    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .debug

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        Self.lock.lock()
        Self.messages.append("\(event.level): \(event.message)")
        Self.lock.unlock()
    }
}
