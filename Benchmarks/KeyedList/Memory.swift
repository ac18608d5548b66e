// toolkit: both
import BenchmarkSupport
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
/// The heap measurements.
struct MemoryReport {
    struct Footprint { var name: String; var rows: Int; var bytes: Int }
    var footprints: [Footprint] = []
    /// Heap in use after each create-1,000/clear cycle, by implementation.
    var cycles: [(name: String, bytesAfterCycle: [Int])] = []
    var sliceUsesMalloc = HeapUsage.sliceUsesMalloc
}

@MainActor
enum MemoryBenchmark {
    static func run(_ implementations: [ListImplementation]) -> MemoryReport {
        var report = MemoryReport()
        var generator = RowGenerator(seed: 2024)
        for implementation in implementations {
            let empty = inUse(after: ListModel(), on: implementation)
            let full = inUse(after: ListModel(rows: generator.rows(10_000)), on: implementation)
            report.footprints.append(.init(name: implementation.name, rows: 10_000, bytes: full - empty))
            _ = inUse(after: ListModel(), on: implementation)
        }
        for implementation in implementations {
            var after: [Int] = []
            for _ in 1...5 {
                _ = inUse(after: ListModel(rows: generator.rows(1000)), on: implementation)
                after.append(inUse(after: ListModel(), on: implementation))
            }
            report.cycles.append((implementation.name, after))
        }
        return report
    }

    /// Shows `model`, paints it, lets the main loop go quiet, and returns the heap in use.
    private static func inUse(after model: ListModel, on implementation: ListImplementation) -> Int {
        implementation.load(model)
        implementation.host.frameAndSettle()
        Verification.check(implementation, shows: model, after: "a memory step")
        return HeapUsage.bytesInUse()
    }
}
