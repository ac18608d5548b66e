// toolkit: both
import BenchmarkSupport
import Foundation
import Logging
import StateGtk
// swift run -c release Soak [--steps 100000] [--check-every 1000] [--seed 2026] [--without list,group,label]
//
// Random reconcile steps on real GTK (see Soak.swift for what each checkpoint proves); prints
// every checkpoint and a summary, exits 1 on any problem. Needs a display (xvfb-run) and
// G_SLICE=always-malloc for exact heap figures: without it the soak runs itself again with it.
// `--without` makes no children of those kinds, to tell which kind a heap change comes with.
// On GTK 4 run Xvfb without MIT-SHM (`xvfb-run -a -s "-screen 0 640x480x24 -extension MIT-SHM"`):
// with it, cairo's shared-memory pools move the emptied heap by 384 KiB (Docs/robustness.md).

if ProcessInfo.processInfo.environment["G_SLICE"] != "always-malloc" {
    setenv("G_SLICE", "always-malloc", 1)
    let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
    execv("/proc/self/exe", arguments)
    FileHandle.standardError.write(Data("Soak: could not restart with G_SLICE=always-malloc\n".utf8))
    exit(1)
}

func option(_ name: String, default value: Int) -> Int {
    guard let index = CommandLine.arguments.firstIndex(of: name), index + 1 < CommandLine.arguments.count,
          let number = Int(CommandLine.arguments[index + 1]) else { return value }
    return number
}

/// Counts duplicate-key reports (one render in sixteen or so places a key twice) instead of
/// printing thousands of them; everything else goes to stderr.
final class SoakLog: LogHandler, @unchecked Sendable {
    nonisolated(unsafe) static var duplicateReports = 0
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .warning
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    func log(event: LogEvent) {
        if "\(event.message)".contains("more than once in one render") { Self.duplicateReports += 1; return }
        FileHandle.standardError.write(Data("\(event.level): \(event.message)\n".utf8))
    }
}
LoggingSystem.bootstrap { _ in SoakLog() }

let steps = option("--steps", default: 100_000)
let checkEvery = option("--check-every", default: 1000)
let seed = UInt64(option("--seed", default: 2026))
let excluded: Set<SoakNode.Kind> = {
    guard let index = CommandLine.arguments.firstIndex(of: "--without"), index + 1 < CommandLine.arguments.count else { return [] }
    let names = CommandLine.arguments[index + 1].split(separator: ",").map(String.init)
    let kinds = names.compactMap(SoakNode.Kind.init(rawValue:)).filter { [.label, .group, .list].contains($0) }
    guard kinds.count == names.count else {
        FileHandle.standardError.write(Data("Soak: --without takes label, group and list, separated by commas\n".utf8))
        exit(2)
    }
    return Set(kinds)
}()

MainActor.assumeIsolated {
    guard Gtk.initialize() else {
        FileHandle.standardError.write(Data("Soak: no display (run it under xvfb-run)\n".utf8))
        exit(1)
    }
    let without = excluded.isEmpty ? "" : ", without " + excluded.map(\.rawValue).sorted().joined(separator: ", ")
    print("Soak: \(steps) random reconcile steps, checked every \(checkEvery), seed \(seed)\(without), G_SLICE=always-malloc")
    print("    step  nodes  views  GObjects  heap when emptied")
    let started = Date()
    let report = Soak(steps: steps, checkEvery: checkEvery, seed: seed, excluding: excluded).run { point in
        let heap = point.heapWhenEmpty.map { String(format: "%.2f MB", Double($0) / 1e6) } ?? "n/a"
        print(String(format: "%8d  %5d  %5d  %8d  %@", point.step, point.nodes, point.views, point.objects, heap))
    }
    let seconds = Date().timeIntervalSince(started)
    print(String(format: "%d steps in %.1f s (%.0f µs a step, checks included)", steps, seconds, seconds / Double(steps) * 1e6))
    print("Duplicate keys reported: \(SoakLog.duplicateReports)")
    if let growth = report.heapGrowth, let spread = report.heapSpread {
        print("Heap when emptied after \(report.warmUpCheckpoints) warm-up checkpoints: growth \(growth) bytes, spread \(spread) bytes (tolerance \(Soak.heapTolerance))")
    }
    if report.problems.isEmpty {
        print("PASS: every checkpoint matched the model, nothing leaked, the heap is flat")
    } else {
        print("FAIL:\n" + report.problems.joined(separator: "\n"))
        exit(1)
    }
}
