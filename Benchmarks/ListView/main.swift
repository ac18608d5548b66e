#if GTK3
import BenchmarkSupport
import CGtk
import Foundation
import StateGtk
// The list view against a hand-written GtkTreeView + GtkListStore, from 1,000 to 1,000,000
// items, and the keyed stack at 10,000 rows for contrast. Busy time is the main thread's CPU
// time from an operation's first line to the end of the frame that shows its result.
//
//   xvfb-run -a -s "-screen 0 1280x1024x24" env G_SLICE=always-malloc \
//       swift run -c release ListViewBenchmark [--quick] [--sizes 1000,10000] [--no-stack] [--list-only] [--no-floor]
//           [--no-sections | --sections-only] [--output FILE]
//
// --list-only runs the list view alone (no ratios), to profile it without GtkTreeView's work.
// The sizes also run the widget floor (LabelRowsSubject.swift: one GtkLabel per visible row,
// recycled by hand), paired with both; --no-floor leaves it out.
// --table runs the table benchmark instead (TableBenchmark.swift).
// The sections row (100,000 items in 1,000 sections against an expanded GtkTreeView tree) runs
// after the sizes; --sections-only runs it alone.

let arguments = Array(CommandLine.arguments.dropFirst())
func value(after flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let quick = arguments.contains("--quick")
let sizes = value(after: "--sizes").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [1_000, 10_000, 100_000, 1_000_000]
let output = value(after: "--output")

guard Gtk.initialize() else {
    FileHandle.standardError.write(Data("ListViewBenchmark: cannot open a display (run it under xvfb-run)\n".utf8))
    exit(1)
}
if !HeapUsage.sliceUsesMalloc {
    FileHandle.standardError.write(Data("warning: G_SLICE=always-malloc is not set: the heap figures will not show what GTK frees\n".utf8))
}

let treeView = TreeViewSubject()
rowHeight = treeView.measureRowHeight()
if arguments.contains("--table") {
    // The table of TableBenchmark.swift instead of the list.
    let report = runTableBenchmark(
        sizes: value(after: "--sizes").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [100_000], quick: quick,
        only: value(after: "--only"), operation: value(after: "--operation").flatMap { name in TableOperation.allCases.first { "\($0)" == name } })
    print(report)
    if let output { try? report.write(toFile: output, atomically: true, encoding: .utf8) }
    exit(0)
}
let listView = ListViewSubject()
let labelRows = arguments.contains("--no-floor") || arguments.contains("--list-only") ? nil : LabelRowsSubject()
let sectionsOnly = arguments.contains("--sections-only")
var results: [SizeResult] = []
for size in sectionsOnly ? [] : sizes {
    let started = monotonicNanoseconds()
    let repetitions = quick ? 6 : (size >= 1_000_000 ? 7 : 11)
    let subjects: [ListSubject] = arguments.contains("--list-only") ? [listView] : [listView, treeView] + (labelRows.map { [$0] } ?? [])
    results.append(Runner(subjects: subjects, repetitions: repetitions, warmups: 1).run(size: size))
    FileHandle.standardError.write(Data("\(size) items: \(String(format: "%.1f", milliseconds(monotonicNanoseconds() - started) / 1000)) s\n".utf8))
}
var stack: SizeResult?
if !arguments.contains("--no-stack") && !sectionsOnly {
    stack = Runner(subjects: [StackSubject()], repetitions: 3, warmups: 0).run(size: 10_000)
}

var report = sectionsOnly ? "" : Report(results: results, stack: stack, quick: quick).markdown()
if !arguments.contains("--no-sections") && !arguments.contains("--list-only") {
    report += (report.isEmpty ? "" : "\n\n") + SectionsRun(sections: 1_000, of: 100, repetitions: quick ? 6 : 11).markdown()
}
print(report)
if let output { try? report.write(toFile: output, atomically: true, encoding: .utf8) }
exit(0)
#else
import Foundation

print("ListViewBenchmark: GTK 3 only so far; build it without --traits GTK4 (Docs/gtk4.md)")
exit(1)
#endif
