import Logging
import Synchronization
import XCEState
import XCTest

// Why sync tests wrapped in MainActor.assumeIsolated rather than @MainActor
// test classes: on Linux, swift-corelibs-xctest invokes discovered test methods
// through a nonisolated function type, and a synchronous method of a
// @MainActor XCTestCase crashes the whole run ("Could not cast value of type
// '(T) -> @MainActor () -> ()'"). Tests do run on the main thread, so
// assumeIsolated holds, and forgetting it is a compile error, not a crash.

/// Runs `body` on the main actor with a fresh ``Harness`` installed, and
/// restores the process-wide environment afterwards.
func withHarness(_ body: @MainActor (Harness) throws -> Void) rethrows {
    try MainActor.assumeIsolated {
        let harness = Harness()
        defer { harness.restore() }
        try body(harness)
    }
}

/// A manual scheduler and a capturing logger, installed in ``XCEStateEnvironment``.
@MainActor
final class Harness {
    let scheduler = ManualStateScheduler()
    let logs = LogSink()
    private let savedScheduler: any StateScheduler
    private let savedLogger: Logger

    init() {
        savedScheduler = XCEStateEnvironment.scheduler
        savedLogger = XCEStateEnvironment.logger
        XCEStateEnvironment.scheduler = scheduler
        let sink = logs
        XCEStateEnvironment.logger = Logger(label: "XCEStateTests") { _ in CapturingLogHandler(sink: sink) }
    }

    func restore() {
        XCEStateEnvironment.scheduler = savedScheduler
        XCEStateEnvironment.logger = savedLogger
    }
}

/// Collects log records; thread-safe because swift-log may call handlers anywhere.
final class LogSink: Sendable {
    struct Record: Sendable {
        let level: Logger.Level
        let message: String
        let metadata: [String: String]
    }

    private let records = Mutex<[Record]>([])

    func append(_ record: Record) {
        records.withLock { $0.append(record) }
    }

    var all: [Record] { records.withLock { $0 } }

    func records(at level: Logger.Level) -> [Record] {
        all.filter { $0.level == level }
    }
}

struct CapturingLogHandler: LogHandler {
    let sink: LogSink
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        sink.append(.init(
            level: event.level,
            message: event.message.description,
            metadata: merged.mapValues { "\($0)" }
        ))
    }
}

/// A transition the test drives by hand: it records each call and does
/// nothing until told to run the mutations or complete.
@MainActor
final class ManualTransition<Target: AnyObject> {
    private var calls: [(mutations: @MainActor () -> Void, completion: @MainActor (Bool) -> Void)] = []
    private(set) var invocations = 0

    var body: Transition<Target>.Body {
        { [self] _, mutations, completion in
            invocations += 1
            calls.append((mutations, completion))
        }
    }

    /// Transitions started and not completed yet.
    var pendingCount: Int { calls.count }

    /// Runs the mutations of the oldest pending transition.
    func runMutations() {
        calls.first?.mutations()
    }

    /// Runs the mutations, then completes the oldest pending transition.
    func finish(_ finished: Bool = true) {
        guard !calls.isEmpty else { return XCTFail("no pending transition") }
        let call = calls.removeFirst()
        call.mutations()
        call.completion(finished)
    }
}
