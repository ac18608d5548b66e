// toolkit: both
import BenchmarkSupport
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
/// Turns the results into the Markdown report.
@MainActor
struct ReportPrinter {
    let results: [OperationResult]
    let memory: MemoryReport?
    let options: Options
    /// /proc/loadavg before and after the timings: the machine may be shared.
    let loadBefore: String
    let loadAfter: String

    private typealias R = Runner

    /// The targets: StateGtk no slower than GTK naive, and within 1.5x of GTK best (busy time).
    static let bestFactor = 1.5

    func markdown() -> String {
        var lines: [String] = []
        lines.append("# StateGtk keyed-list benchmark")
        lines.append("")
        lines.append(contentsOf: mainTable())
        lines.append("")
        lines.append(contentsOf: summary())
        lines.append("")
        lines.append(contentsOf: breakdownTable())
        if let memory {
            lines.append("")
            lines.append(contentsOf: memorySection(memory))
        }
        lines.append("")
        lines.append(contentsOf: machine())
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: The main table

    private func mainTable() -> [String] {
        var lines = [
            "Medians. busy = the operation's own synchronous work (for StateGtk the state write; it renders as the next frame starts) + the next frame's work (render, layout and paint) + any frame the operation caused after that one; latency = from the first line of the action to that frame's after-paint. Ratios are paired: the median of StateGtk's busy time over the other's in the same repetition (the implementations run back to back), with a 95% confidence interval for that median in brackets (distribution-free: order statistics of the per-repetition ratios).",
            "",
            "| operation | StateGtk busy ms | naive busy ms | best busy ms | ratio to naive [95%] | ratio to best [95%] | StateGtk latency ms | GTK mutations (count vs minimum) | target |",
            "|---|--:|--:|--:|--:|--:|--:|---|:-:|",
        ]
        for result in results {
            let stateGtk = result.median(R.stateGtk, \.busy)
            let naive = result.median(R.naive, \.busy)
            let best = result.median(R.best, \.busy)
            let latency = result.median(R.stateGtk, \.latency)
            let toNaive = result.comparison(R.stateGtk, to: R.naive), toBest = result.comparison(R.stateGtk, to: R.best)
            lines.append("| \(result.operation.title) | \(ms(stateGtk)) | \(naive == nil ? "skipped" : ms(naive)) | \(ms(best)) | \(describe(toNaive)) | \(describe(toBest)) | \(ms(latency)) | \(mutationCell(result)) | \(meetsTargets(result) ? "✓" : "✗")\(naive == nil ? " (best only)" : "") |")
        }
        return lines
    }

    /// The check mark: the timing targets only (mutations have their own OK/over).
    private func meetsTargets(_ result: OperationResult) -> Bool { missedTimingTargets(result).isEmpty }

    /// Every target the operation missed, described with its margin.
    private func missedTargets(_ result: OperationResult) -> [String] {
        var missed = missedTimingTargets(result)
        if !["OK", "n/a"].contains(mutationStatus(result)) { missed.append("GTK mutations \(mutationCell(result))") }
        return missed
    }

    /// The timing targets missed beyond the noise: the whole confidence interval of the paired
    /// ratio lies above the target. A ratio within a few percent of the target flips from run to
    /// run on a shared machine; the interval says whether a run can tell.
    private func missedTimingTargets(_ result: OperationResult) -> [String] {
        timingTargets(result).filter { $0.comparison.exceeds($0.factor) }.map(describeMiss)
    }

    /// The timing targets whose median ratio is above the target while the interval still
    /// includes it: this run cannot tell whether StateGtk is slower.
    private func unresolvedTimingTargets(_ result: OperationResult) -> [String] {
        timingTargets(result).filter { $0.comparison.ratio > $0.factor && !$0.comparison.exceeds($0.factor) }.map(describeMiss)
    }

    private typealias TimingTarget = (reference: String, factor: Double, comparison: PairedComparison)

    private func timingTargets(_ result: OperationResult) -> [TimingTarget] {
        [(R.naive, 1.0), (R.best, Self.bestFactor)].compactMap { reference, factor in
            result.comparison(R.stateGtk, to: reference).map { (reference, factor, $0) }
        }
    }

    private func describeMiss(_ target: TimingTarget) -> String {
        "\(describe(target.comparison)) \(target.reference)'s busy time (target ≤ \(String(format: "%.1f", target.factor))×)"
    }

    private func mutationStatus(_ result: OperationResult) -> String {
        guard let first = result.mutations.first else { return "n/a" }
        let minimum = result.operation.minimum
        if result.mutations.contains(where: { $0 != first }) { return "varies" }
        if first == minimum { return "OK" }
        let fields: [(Int, Int)] = [
            (first.adds, minimum.adds), (first.removes, minimum.removes), (first.reorders, minimum.reorders),
            (first.destroys, minimum.destroys), (first.labelSets, minimum.labelSets),
            (first.styleClassChanges, minimum.styleClassChanges), (first.propertySets, minimum.propertySets),
        ]
        return fields.contains { $0.0 > $0.1 } ? "over" : "under (wrong?)"
    }

    private func mutationCell(_ result: OperationResult) -> String {
        guard let first = result.mutations.first else { return "n/a" }
        let minimum = result.operation.minimum
        let status = mutationStatus(result)
        if status == "OK" { return "\(first) (min \(minimum)) OK" }
        return "\(first) vs min \(minimum): \(status)"
    }

    // MARK: Summary

    private func summary() -> [String] {
        var lines: [String] = []
        let ratios = results.filter { !$0.operation.isDiagnostic }.compactMap { $0.comparison(R.stateGtk, to: R.best)?.ratio }
        if let mean = Statistics.geometricMean(ratios) {
            lines.append(String(format: "Geometric mean of StateGtk/best paired busy ratios over the %d main operations: **%.2f×**", ratios.count, mean))
        }
        let cpuRatios = results.filter { !$0.operation.isDiagnostic }.compactMap { result -> Double? in
            guard let stateGtk = result.median(R.stateGtk, \.busyCPU), let best = result.median(R.best, \.busyCPU) else { return nil }
            return stateGtk / best
        }
        if let mean = Statistics.geometricMean(cpuRatios) {
            lines.append("")
            lines.append(String(format: "The same in main-thread CPU time (insensitive to other load on the machine): %.2f×", mean))
        }
        lines.append("")
        let missed = results.flatMap { result in missedTargets(result).map { "- \(result.operation.title): \($0)" } }
        let unresolved = results.flatMap { result in unresolvedTimingTargets(result).map { "- \(result.operation.title): \($0)" } }
        let targets = "StateGtk no slower than GTK naive, within \(Self.bestFactor)× of GTK best, minimal GTK mutations; a timing target is missed when the whole 95% interval of the paired ratio lies above it"
        if let only = options.onlyImplementation {
            lines.append("Only \(only) ran (--only): nothing to compare, no targets checked.")
        } else if missed.isEmpty {
            lines.append("All targets met (\(targets)).")
        } else {
            lines.append("**Targets missed** (\(targets)):")
            lines.append(contentsOf: missed)
        }
        if !unresolved.isEmpty {
            lines.append("")
            lines.append("Median above the target, but within the noise of this run (the interval includes the target):")
            lines.append(contentsOf: unresolved)
        }
        lines.append("")
        var repetitions: [String] = []
        if let small = results.first(where: { !$0.operation.isLarge }) {
            repetitions.append("1,000-row operations \(small.repetitions) after \(small.warmups) warm-up(s)")
        }
        if let large = results.first(where: { $0.operation.isLarge }) {
            repetitions.append("10,000-row operations \(large.repetitions) after \(large.warmups) warm-up(s), "
                + (options.skipLargeNaive ? "GTK naive skipped (--quick)" : "GTK naive without warm-up (about a minute per run)"))
        }
        lines.append("Repetitions per implementation: " + repetitions.joined(separator: "; ") + (options.onlyImplementation == nil
            ? ". The three implementations alternate within each repetition, each going first in turn, each in its own 800x600 window, raised before its run."
            : ", in an 800x600 window."))
        let extra = results.flatMap { result in
            result.samples.compactMap { name, samples -> String? in
                let frames = samples.map(\.extraFrames).reduce(0, +)
                guard frames > 0 else { return nil }
                let work = Statistics.median(samples.map { milliseconds($0.extraFrameWork) })
                return "\(result.operation.id)/\(name): \(frames) extra frame(s) over \(samples.count) runs (median extra work \(String(format: "%.2f", work)) ms)"
            }
        }
        if !extra.isEmpty {
            lines.append("")
            lines.append("Frames after the timed one (in busy): " + extra.sorted().joined(separator: "; "))
        }
        return lines
    }

    // MARK: Breakdown

    private func breakdownTable() -> [String] {
        var lines = [
            "Breakdown (medians, ms): sync = the action's synchronous work (StateGtk: the state write); frame = before-paint to after-paint (StateGtk renders at its start), of which layout = the layout phase (size requests and allocation), paint = the rest (drawing, X11), and the render = frame - layout - paint; frames after the timed one are in busy only; busy CPU = busy counted in the main thread's CPU time (what the work costs without waiting for a shared CPU or the X server), with its ratio to GTK best.",
            "",
            "| operation | implementation | sync | frame | layout | paint | busy | latency | busy CPU | CPU ratio to best |",
            "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|",
        ]
        for result in results {
            for name in [R.stateGtk, R.naive, R.best] where result.samples[name] != nil {
                let cells = [
                    result.median(name, \.sync), result.median(name, \.frame.work), result.median(name, \.frame.layout),
                    result.median(name, \.frame.paint), result.median(name, \.busy), result.median(name, \.latency),
                    result.median(name, \.busyCPU),
                ].map { ms($0) }
                let cpuRatio = ratio(result.median(name, \.busyCPU), result.median(R.best, \.busyCPU))
                lines.append("| \(result.operation.id) | \(name) | " + cells.joined(separator: " | ") + " | \(cpuRatio) |")
            }
        }
        return lines
    }

    // MARK: Memory

    private func memorySection(_ memory: MemoryReport) -> [String] {
        var lines = ["## Heap (mallinfo2: uordblks + hblkhd)", ""]
        if !memory.sliceUsesMalloc {
            lines.append("**Warning: G_SLICE=always-malloc is not set: GLib's slice allocator hides freed blocks from malloc, so these figures are unreliable.**")
            lines.append("")
        }
        for footprint in memory.footprints {
            lines.append(String(format: "- %@: %.1f MiB for %d rows (%.0f bytes per row)", footprint.name,
                                Double(footprint.bytes) / 1_048_576, footprint.rows, Double(footprint.bytes) / Double(footprint.rows)))
        }
        if let stateGtk = memory.footprints.first(where: { $0.name == R.stateGtk }),
           let best = memory.footprints.first(where: { $0.name == R.best }), best.bytes > 0 {
            lines.append(String(format: "- StateGtk/best: %.2f×", Double(stateGtk.bytes) / Double(best.bytes)))
        }
        lines.append("")
        lines.append("Five cycles of create 1,000 / clear; heap in use after each clear (growth = cycle 5 − cycle 1):")
        lines.append("")
        for cycle in memory.cycles {
            let values = cycle.bytesAfterCycle.map { String(format: "%.0f KiB", Double($0) / 1024) }.joined(separator: ", ")
            let growth = cycle.bytesAfterCycle.last! - cycle.bytesAfterCycle.first!
            lines.append("- \(cycle.name): \(values); growth \(growth) bytes")
        }
        if let stateGtk = memory.cycles.first(where: { $0.name == R.stateGtk }),
           let best = memory.cycles.first(where: { $0.name == R.best }) {
            let growth = stateGtk.bytesAfterCycle.last! - stateGtk.bytesAfterCycle.first!
            let reference = best.bytesAfterCycle.last! - best.bytesAfterCycle.first!
            // Noise: what GTK's own caches do in the same cycles, plus 64 KiB of slack.
            let leaks = growth > max(reference, 0) + 65_536
            lines.append("")
            lines.append(leaks
                ? "**StateGtk's heap grew by \(growth) bytes over four cycles, beyond GTK best's \(reference) bytes + 64 KiB: a leak.**"
                : "StateGtk: no growth beyond noise (\(growth) bytes; GTK best \(reference) bytes; threshold: GTK best + 64 KiB).")
        }
        return lines
    }

    // MARK: Machine

    private func machine() -> [String] {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown"
        return [
            "Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores (nproc), CPU \(cpu), GTK \(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version()), display \(ProcessInfo.processInfo.environment["DISPLAY"] ?? "?"), G_SLICE=\(ProcessInfo.processInfo.environment["G_SLICE"] ?? "(unset)"). Load average (1, 5, 15 min) before the timings \(loadBefore), after \(loadAfter).",
        ]
    }

    // MARK: Formatting

    static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    private func ms(_ value: Double?) -> String {
        guard let value else { return "–" }
        return String(format: value < 10 ? "%.3f" : "%.1f", value)
    }

    /// "1.18× [1.12–1.22]", or the ratio alone when too few runs give no interval.
    private func describe(_ comparison: PairedComparison?) -> String {
        guard let comparison else { return "–" }
        guard let interval = comparison.interval else { return String(format: "%.2f×", comparison.ratio) }
        return String(format: "%.2f× [%.2f–%.2f]", comparison.ratio, interval.lowerBound, interval.upperBound)
    }

    private func ratio(_ numerator: Double?, _ denominator: Double?) -> String {
        guard let numerator, let denominator, denominator > 0 else { return "–" }
        return String(format: "%.2f×", numerator / denominator)
    }
}
