#if GTK3
import Foundation
import StateGtk
// The constraint-layout benchmark: N rows, each its own StateView laid out by 19 constraints,
// in a vertical stack inside a GtkScrolledWindow, timed from render to the first painted frame;
// then the same constraint systems through the solver alone. A release build under Xvfb:
//
//     swift build -c release --product LayoutBenchmark
//     xvfb-run -a -s "-screen 0 1280x1024x24" .build/release/LayoutBenchmark [--repetitions 5] [--rows 250,500]

let arguments = CommandLine.arguments
func argument(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let repetitions = argument("--repetitions").flatMap { Int($0) } ?? 5
let sizes = argument("--rows").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [250, 500, 1_000, 2_000]

MainActor.assumeIsolated {
    guard Gtk.initialize() else {
        FileHandle.standardError.write(Data("LayoutBenchmark: cannot open a display (run it under xvfb-run)\n".utf8))
        exit(1)
    }
    Benchmark().run(sizes: sizes, repetitions: repetitions)
}
#else
import Foundation

print("LayoutBenchmark: GTK 3 only so far; build it without --traits GTK4 (Docs/gtk4.md)")
exit(1)
#endif
