// toolkit: both
import BenchmarkSupport
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
/// The timed operations, in the order each repetition runs them on one open list.
enum Operation: String, CaseIterable {
    case open = "open to the first painted frame"
    case scrollPage = "scroll by one page"
    case jumpToEnd = "jump to the end"
    case updateVisible = "update one visible item"
    case insertTop = "insert one item at the top"
    case replaceAll = "replace all items"
}

/// Busy times by operation and implementation, in nanoseconds, one per repetition.
struct SizeResult {
    let size: Int
    var busy: [Operation: [String: [UInt64]]] = [:]
    var liveRows: [String: Int] = [:]
    var heapPerItem: [String: Double] = [:]
    var extraFrames: [String: Int] = [:]

    func median(_ operation: Operation, _ name: String) -> Double? {
        guard let values = busy[operation]?[name], !values.isEmpty else { return nil }
        return Statistics.median(values.map { milliseconds($0) })
    }

    func comparison(_ operation: Operation, _ name: String, to reference: String) -> PairedComparison? {
        guard let runs = busy[operation]?[name], let references = busy[operation]?[reference] else { return nil }
        return PairedComparison(runs.map(Double.init), references.map(Double.init))
    }
}

/// Runs every operation on every implementation, alternating them within a repetition (and
/// rotating which goes first) so that the ratios are paired run by run.
@MainActor
struct Runner {
    let subjects: [ListSubject]
    let repetitions: Int
    let warmups: Int
    /// With an operation, the others run outside `SubjectWindow.runToFrame`, so that callgrind
    /// counts that one alone (`--operation`).
    var counted: Operation? = nil

    func run(size: Int) -> SizeResult {
        var result = SizeResult(size: size)
        let items = BenchItem.make(size)
        var updated = items
        updated[2].text = "Item 2, updated"
        let inserted = [BenchItem(id: -1, text: "Inserted")] + updated
        let replacement = BenchItem.make(size, firstID: 10_000_000)
        for repetition in 0..<(warmups + repetitions) {
            let rotation = repetition % subjects.count
            for subject in subjects[rotation...] + subjects[..<rotation] {
                subject.host.raise()
                subject.host.settle()
                var times: [Operation: UInt64] = [:]
                func time(_ operation: Operation, expecting texts: Set<String>?, _ action: () -> Void) {
                    let (busy, extra) = subject.host.busyTime(counted: counted.map { $0 == operation } ?? true, action)
                    times[operation] = busy
                    result.extraFrames[subject.name, default: 0] += extra
                    if let texts, let shown = subject.firstVisibleText, !texts.contains(shown) {
                        fatalError("\(subject.name), \(size) items, \(operation.rawValue): the first row shows \"\(shown)\", not one of \(texts.sorted())")
                    }
                }
                let page = Int(600 / rowHeight)
                // A row cut by the viewport's edge counts as shown: one row either way.
                time(.open, expecting: ["Item 0"]) { subject.open(items) }
                time(.scrollPage, expecting: size > page ? ["Item \(page - 1)", "Item \(page)"] : nil) { subject.scrollByPage() }
                time(.jumpToEnd, expecting: size > page ? ["Item \(size - page - 1)", "Item \(size - page)"] : nil) { subject.jumpToEnd() }
                subject.scroll(to: 0)
                subject.host.settle()
                time(.updateVisible, expecting: ["Item 0"]) { subject.update(updated, changedAt: 2) }
                time(.insertTop, expecting: nil) { subject.insertAtTop(inserted) }
                time(.replaceAll, expecting: nil) { subject.replaceAll(replacement) }
                result.liveRows[subject.name] = max(result.liveRows[subject.name] ?? 0, subject.liveRowWidgets)
                subject.close()
                subject.host.settle()
                HeapUsage.trim()
                guard repetition >= warmups else { continue }
                for (operation, busy) in times { result.busy[operation, default: [:]][subject.name, default: []].append(busy) }
            }
        }
        for subject in subjects { result.heapPerItem[subject.name] = heapPerItem(subject, items) }
        return result
    }

    /// The C heap an open list of `items` holds, per item, beyond the items themselves (which
    /// exist before and after): the median of three opens, after one that fills the caches
    /// (fonts, styles, GTK's pools). On GTK 4 a single measure could come out below zero: what
    /// the previous list left behind is freed while the next one opens.
    private func heapPerItem(_ subject: ListSubject, _ items: [BenchItem]) -> Double {
        var samples: [Double] = []
        for sample in 0..<4 {
            subject.host.settle()
            HeapUsage.trim()
            let before = HeapUsage.bytesInUse()
            subject.open(items)
            subject.host.settle()
            let after = HeapUsage.bytesInUse()
            subject.close()
            subject.host.settle()
            if sample > 0 { samples.append(Double(after - before) / Double(items.count)) }
        }
        return Statistics.median(samples)
    }
}
