// toolkit: both
import Foundation
/// Lets `perf record --control` sample only the timed regions, for finding where time goes:
///
///     mkfifo /tmp/ctl /tmp/ack
///     KEYED_LIST_PERF_CONTROL=/tmp/ctl,/tmp/ack KEYED_LIST_PERF_IMPLEMENTATION=StateGtk \
///       perf record -D -1 --control fifo:/tmp/ctl,/tmp/ack -g -- .build/release/KeyedListBenchmark --ops swap
///
/// Off (and free) unless KEYED_LIST_PERF_CONTROL is set.
@MainActor
enum PerfControl {
    private static let fifos: (control: FileHandle, ack: FileHandle)? = {
        guard let value = ProcessInfo.processInfo.environment["KEYED_LIST_PERF_CONTROL"] else { return nil }
        let paths = value.split(separator: ",").map(String.init)
        guard paths.count == 2, let control = FileHandle(forWritingAtPath: paths[0]),
              let ack = FileHandle(forReadingAtPath: paths[1]) else {
            warn("KEYED_LIST_PERF_CONTROL must be \"control-fifo,ack-fifo\"; perf control is off")
            return nil
        }
        return (control, ack)
    }()

    /// The implementation whose timed runs are sampled (default StateGtk).
    private static let implementation = ProcessInfo.processInfo.environment["KEYED_LIST_PERF_IMPLEMENTATION"] ?? Runner.stateGtk

    static func enable(for name: String) { send("enable", for: name) }
    static func disable(for name: String) { send("disable", for: name) }

    private static func send(_ command: String, for name: String) {
        guard name == implementation, let fifos else { return }
        fifos.control.write(Data("\(command)\n".utf8))
        _ = fifos.ack.availableData  // perf answers "ack\n" once it has acted
    }
}
