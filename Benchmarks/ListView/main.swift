// toolkit: both
import BenchmarkSupport
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
// The list view against a hand-written GtkTreeView + GtkListStore (GTK 3) or GtkListView +
// GtkStringList (GTK 4), from 1,000 to 1,000,000 items, and the keyed stack at 10,000 rows for
// contrast. Busy time is the main thread's CPU
// time from an operation's first line to the end of the frame that shows its result.
//
//   xvfb-run -a -s "-screen 0 1280x1024x24" env G_SLICE=always-malloc \
//       swift run -c release ListViewBenchmark [--quick] [--sizes 1000,10000] [--no-stack] [--list-only] [--no-floor]
//           [--no-sections | --sections-only] [--output FILE]
//
// --list-only runs the list view alone (no ratios), to profile it without GtkTreeView's work;
// --only NAME runs that subject alone ("ListView", "GtkTreeView", "GtkListView", "GtkLabel rows").
// --operation NAME (open, scrollPage, jumpToEnd, updateVisible, insertTop, replaceAll) runs every
// operation but only that one inside SubjectWindow.runToFrame, for callgrind's --toggle-collect.
// The sizes also run the widget floor (LabelRowsSubject.swift: one GtkLabel per visible row,
// recycled by hand), paired with both; --no-floor leaves it out.
// --table runs the table benchmark instead (TableBenchmark.swift).
// The sections row (100,000 items in 1,000 sections against an expanded GtkTreeView tree) runs
// after the sizes; --sections-only runs it alone. The table and the sections are GTK 3's (their
// reference is GtkTreeView); on GTK 4 the sizes run against GtkListView:
//
//   swift build -c release --traits GTK4 --scratch-path .build-gtk4 --product ListViewBenchmark
//   GTK_A11Y=none GSK_RENDERER=cairo G_SLICE=always-malloc xvfb-run -a -s "-screen 0 1280x1024x24" \
//       .build-gtk4/release/ListViewBenchmark [--quick] [--sizes …] [--list-only] [--no-floor] [--no-stack]

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

func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)).map { $0.split(separator: " ").prefix(3).joined(separator: " ") } ?? "?"
}
let loadBefore = loadAverage()

#if GTK3
let treeView = TreeViewSubject()
rowHeight = treeView.measureRowHeight()
let reference: ListSubject = treeView
#else
if arguments.contains("--table") || arguments.contains("--sections-only") {
    FileHandle.standardError.write(Data("ListViewBenchmark: the table and the sections compare with GtkTreeView: GTK 3 only (build without --traits GTK4)\n".utf8))
    exit(1)
}
let listViewReference = GtkListViewSubject()
rowHeight = listViewReference.measureRowHeight()
let reference: ListSubject = listViewReference
FileHandle.standardError.write(Data("row height: \(rowHeight) px (GtkListView's row of a label asking for \(GtkListViewSubject.labelHeight) px)\n".utf8))
#endif
#if GTK3
if arguments.contains("--table") {
    // The table of TableBenchmark.swift instead of the list.
    let report = runTableBenchmark(
        sizes: value(after: "--sizes").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [100_000], quick: quick,
        only: value(after: "--only"), operation: value(after: "--operation").flatMap { name in TableOperation.allCases.first { "\($0)" == name } })
    print(report)
    if let output { try? report.write(toFile: output, atomically: true, encoding: .utf8) }
    exit(0)
}
#endif
let listView = ListViewSubject()
let labelRows = arguments.contains("--no-floor") || arguments.contains("--list-only") ? nil : LabelRowsSubject()
let sectionsOnly = arguments.contains("--sections-only")
var results: [SizeResult] = []
for size in sectionsOnly ? [] : sizes {
    let started = monotonicNanoseconds()
    let repetitions = quick ? 6 : (size >= 1_000_000 ? 7 : 11)
    var subjects: [ListSubject] = arguments.contains("--list-only") ? [listView] : [listView, reference] + (labelRows.map { [$0] } ?? [])
    if let only = value(after: "--only") { subjects = subjects.filter { $0.name == only } }
    var runner = Runner(subjects: subjects, repetitions: repetitions, warmups: 1)
    runner.counted = value(after: "--operation").flatMap { name in Operation.allCases.first { "\($0)" == name } }
    results.append(runner.run(size: size))
    FileHandle.standardError.write(Data("\(size) items: \(String(format: "%.1f", milliseconds(monotonicNanoseconds() - started) / 1000)) s\n".utf8))
}
var stack: SizeResult?
if !arguments.contains("--no-stack") && !sectionsOnly {
    stack = Runner(subjects: [StackSubject()], repetitions: 3, warmups: 0).run(size: 10_000)
}

var report = sectionsOnly ? "" : Report(results: results, stack: stack, quick: quick).markdown()
#if GTK3
if !arguments.contains("--no-sections") && !arguments.contains("--list-only") {
    report += (report.isEmpty ? "" : "\n\n") + SectionsRun(sections: 1_000, of: 100, repetitions: quick ? 6 : 11).markdown()
}
#endif
report += "\n\nLoad average (1, 5, 15 min) before: \(loadBefore); after: \(loadAverage())."
print(report)
if let output { try? report.write(toFile: output, atomically: true, encoding: .utf8) }
exit(0)
