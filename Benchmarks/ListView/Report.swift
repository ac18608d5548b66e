// toolkit: both
import BenchmarkSupport
import Foundation
/// The results as a markdown table: busy time medians, the paired ratio with its 95% interval,
/// heap per item and live row widgets.
struct Report {
    let results: [SizeResult]
    let stack: SizeResult?
    let quick: Bool

    private func ms(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "–" }

    /// The paired ratio of `name` to `reference` with its interval, or "–".
    private func ratio(_ result: SizeResult, _ operation: Operation, _ name: String, to reference: String) -> String {
        guard let comparison = result.comparison(operation, name, to: reference) else { return "–" }
        var ratio = String(format: "%.2f×", comparison.ratio)
        if let interval = comparison.interval {
            ratio += String(format: " [%.2f–%.2f]", interval.lowerBound, interval.upperBound)
        }
        return ratio
    }

    func markdown() -> String {
        let floor = LabelRowsSubject.subjectName, reference = referenceName
        let hasFloor = results.contains { $0.busy.values.contains { $0[floor] != nil } }
        var lines = [
            "| items | operation | ListView (ms) | \(reference) (ms) | ratio [95% interval] |" + (hasFloor ? " \(floor) (ms) | \(floor) / \(reference) | ListView / \(floor) |" : ""),
            "|---:|---|---:|---:|---|" + (hasFloor ? "---:|---|---|" : ""),
        ]
        for result in results {
            for operation in Operation.allCases {
                var line = "| \(result.size.formatted()) | \(operation.rawValue) | \(ms(result.median(operation, "ListView"))) | \(ms(result.median(operation, reference))) | \(ratio(result, operation, "ListView", to: reference)) |"
                if hasFloor {
                    line += " \(ms(result.median(operation, floor))) | \(ratio(result, operation, floor, to: reference)) | \(ratio(result, operation, "ListView", to: floor)) |"
                }
                lines.append(line)
            }
        }
        lines.append("")
        // A reference whose rows are widgets (GTK 4's GtkListView) has live rows to report too.
        let referenceRows = results.contains { ($0.liveRows[reference] ?? 0) > 0 }
        lines.append("| items | heap per item, ListView | heap per item, \(reference) | live row views, ListView |" + (referenceRows ? " live rows, \(reference) |" : "") + " extra frames, ListView / \(reference) |")
        lines.append("|---:|---:|---:|---:|---:|" + (referenceRows ? "---:|" : ""))
        for result in results {
            func bytes(_ name: String) -> String { result.heapPerItem[name].map { String(format: "%.0f B", $0) } ?? "–" }
            lines.append("| \(result.size.formatted()) | \(bytes("ListView")) | \(bytes(reference)) | \(result.liveRows["ListView"] ?? 0) |" + (referenceRows ? " \(result.liveRows[reference] ?? 0) |" : "") + " \(result.extraFrames["ListView"] ?? 0) / \(result.extraFrames[reference] ?? 0) |")
        }
        if let stack {
            lines.append("")
            lines.append("Keyed stack (every item a row view), \(stack.size.formatted()) items, median of 3:")
            lines.append("")
            lines.append("| operation | keyed stack (ms) |")
            lines.append("|---|---:|")
            for operation in Operation.allCases {
                lines.append("| \(operation.rawValue) | \(ms(stack.median(operation, "keyed stack"))) |")
            }
            lines.append("| heap per item | \(stack.heapPerItem["keyed stack"].map { String(format: "%.0f B", $0) } ?? "–") |")
            lines.append("| live row views | \(stack.liveRows["keyed stack"] ?? 0) |")
        }
        lines.append("")
        lines.append("Busy time: the main thread's CPU time from the operation's first line to the end of the frame that shows it. \(quick ? "Quick run: 6 repetitions per size." : "11 repetitions per size (7 at 1,000,000).") Ratios are medians of per-repetition ratios with a distribution-free 95% interval.")
        return lines.joined(separator: "\n")
    }
}
