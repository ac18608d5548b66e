// toolkit: both
import BenchmarkSupport
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
// The keyed-list benchmark: js-framework-benchmark's operations on a list of GTK rows, with
// StateGtk against two hand-written GTK 3 baselines in the same process. See Options.usage.

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))

guard Gtk.initialize() else {
    FileHandle.standardError.write(Data("KeyedListBenchmark: cannot open a display (run it under xvfb-run)\n".utf8))
    exit(1)
}
if !HeapUsage.sliceUsesMalloc {
    warn("G_SLICE=always-malloc is not set: the heap figures will not show what GTK frees")
}
GtkSupport.installStylesheet()

// The order is the order of alternation within a repetition.
let implementations: [ListImplementation] = [StateGtkList(), NaiveGtkList(), BestGtkList()]
let runner = Runner(
    implementations: implementations.filter { options.onlyImplementation.map($0.name.elementsEqual) ?? true }, options: options)

let loadBefore = ReportPrinter.loadAverage()
var results: [OperationResult] = []
for operation in options.operations {
    let started = monotonicNanoseconds()
    let result = runner.run(operation)
    results.append(result)
    let summary = [Runner.stateGtk, Runner.naive, Runner.best].compactMap { name in
        result.median(name, \.busy).map { "\(name) \(String(format: "%.3f", $0)) ms" }
    }.joined(separator: ", ")
    FileHandle.standardError.write(Data("[\(String(format: "%5.1f", milliseconds(monotonicNanoseconds() - started) / 1000)) s] \(operation.id): busy \(summary)\n".utf8))
}

let loadAfter = ReportPrinter.loadAverage()
let memory = options.measuresMemory ? MemoryBenchmark.run([implementations[0], implementations[2]]) : nil

for implementation in implementations {
    let size = implementation.host.allocatedSize
    if size.width != 800 || size.height != 600 {
        warn("\(implementation.name)'s window is \(size.width)x\(size.height), not 800x600")
    }
}

let report = ReportPrinter(results: results, memory: memory, options: options, loadBefore: loadBefore, loadAfter: loadAfter).markdown()
print(report)
if let path = options.output {
    do {
        try report.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        warn("could not write \(path): \(error)")
    }
}
exit(0)
