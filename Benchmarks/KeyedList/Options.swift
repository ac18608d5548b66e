// toolkit: both
import Foundation
/// Command-line options. Parsed by hand: there are few, and no dependency is needed.
struct Options {
    var repetitions = 10
    var warmups = 2
    /// The 10,000-row operations: GTK naive takes tens of seconds per run.
    var largeRepetitions = 3
    var largeWarmups = 1
    var skipLargeNaive = false
    var operationIDs: Set<String>?
    var output: String?
    var measuresMemory = true
    var tracesRuns = false
    /// Runs one implementation only: for profilers that count everything in a function
    /// (valgrind's --toggle-collect), which cannot tell the implementations apart.
    var onlyImplementation: String?

    static let usage = """
        usage: KeyedListBenchmark [--quick] [--ops id,id,…] [--reps N] [--no-memory] [--trace] [--output FILE] [--only NAME]
          --quick        3 repetitions after 1 warm-up, GTK naive skipped for 10,000 rows
          --ops          only these operations: \(allOperations.map(\.id).joined(separator: ","))
          --reps N       repetitions of the 1,000-row operations (default 10, after 2 warm-ups)
          --no-memory    skip the heap measurements
          --trace        print every timed run's phase times to stderr
          --output FILE  also write the Markdown report to FILE
          --only NAME    run one implementation (StateGtk, "GTK naive" or "GTK best"), for profiling: no ratios
        Run under X (xvfb-run -a -s "-screen 0 1280x1024x24"), with G_SLICE=always-malloc for the heap figures.
        """

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var remaining = arguments[...]
        func value(for flag: String) -> String {
            guard let value = remaining.popFirst() else { fail("\(flag) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                options.repetitions = 3
                options.warmups = 1
                options.largeRepetitions = 3
                options.largeWarmups = 1
                options.skipLargeNaive = true
            case "--ops":
                let ids = Set(value(for: argument).split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) })
                let unknown = ids.subtracting(allOperations.map(\.id))
                if !unknown.isEmpty { fail("unknown operation(s): \(unknown.sorted().joined(separator: ", "))") }
                options.operationIDs = ids
            case "--reps":
                guard let count = Int(value(for: argument)), count > 0 else { fail("--reps needs a positive number") }
                options.repetitions = count
            case "--no-memory":
                options.measuresMemory = false
            case "--trace":
                options.tracesRuns = true
            case "--output":
                options.output = value(for: argument)
            case "--only":
                let name = value(for: argument)
                if ![Runner.stateGtk, Runner.naive, Runner.best].contains(name) { fail("unknown implementation \(name)") }
                options.onlyImplementation = name
            case "--help", "-h":
                print(usage)
                exit(0)
            default:
                fail("unknown argument \(argument)")
            }
        }
        return options
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("KeyedListBenchmark: \(message)\n\(usage)\n".utf8))
        exit(64)
    }

    var operations: [Operation] {
        allOperations.filter { operationIDs?.contains($0.id) ?? true }
    }
}
