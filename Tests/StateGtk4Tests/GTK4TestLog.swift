#if GTK4 && !GTK3
import Foundation
import Logging
import Synchronization

/// StateGtk's diagnostics (`stateGtkLog`, swift-log) of the test process, kept so that tests can
/// assert them, as StateGtkTests' TestLog does on GTK 3.
final class GTK4TestLog: LogHandler, @unchecked Sendable {
    private static let messages = Mutex<[String]>([])
    private static let installed: Void = LoggingSystem.bootstrap { _ in GTK4TestLog() }

    /// The messages logged while `body` ran.
    static func capture(_ body: () throws -> Void) rethrows -> [String] {
        _ = installed
        let start = messages.withLock { $0.count }
        try body()
        return messages.withLock { Array($0[start...]) }
    }

    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .debug

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        Self.messages.withLock { $0.append("\(event.level): \(event.message)") }
    }
}
#endif
