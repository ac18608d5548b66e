#if GTK3
import BenchmarkSupport
import CGtk
import Foundation
import StateGtk
// One view with N constraint-laid-out children, chained and gridded, N = 100 … 1,600, from
// render to laid out on a real GTK window; then kiwi (python3-kiwisolver) solving the same
// constraint system, exported from the view. A release build under Xvfb:
//
//     swift build -c release --product ConstraintScaleBenchmark
//     xvfb-run -a -s "-screen 0 1280x1024x24" .build/release/ConstraintScaleBenchmark [--sizes 100,200] [--repetitions 3]
//
// Each size also measures the GTK floor: the same labels by hand at fixed places (GtkFloor).
// `--sides stategtk` (or `floor`, `kiwi`, comma-separated) runs only those, for callgrind.
//
// With `--label-megabytes 1`: a label of a megabyte of text by hand and through StateGtk instead.

let arguments = CommandLine.arguments
func argument(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let sizes = argument("--sizes").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [100, 200, 400, 800, 1_600]
let repetitions = argument("--repetitions").flatMap(Int.init) ?? 3
let sides = argument("--sides").map { Set($0.split(separator: ",").compactMap { ScaleBenchmark.Side(rawValue: String($0)) }) } ?? Set(ScaleBenchmark.Side.allCases)
let shapes = argument("--shapes").map { $0.split(separator: ",").compactMap { ScaleView.Shape(rawValue: String($0)) } } ?? [.chained, .gridded]

MainActor.assumeIsolated {
    guard Gtk.initialize() else {
        FileHandle.standardError.write(Data("ConstraintScaleBenchmark: cannot open a display (run it under xvfb-run)\n".utf8))
        exit(1)
    }
    if let megabytes = argument("--label-megabytes").flatMap(Double.init) {
        LongLabel.run(megabytes: megabytes, repetitions: repetitions)
    } else {
        ScaleBenchmark().run(shapes: shapes, sizes: sizes, repetitions: repetitions, sides: sides)
    }
}
#else
import Foundation

print("ConstraintScaleBenchmark: GTK 3 only so far; build it without --traits GTK4 (Docs/gtk4.md)")
exit(1)
#endif
