#if GTK3
import BenchmarkSupport
import CGtk
import Foundation
import StateGtk
/// An 800 × 600 window with a scrolled window and a viewport; each run puts a new view in it.
@MainActor
final class ScaleBenchmark {
    let window: UnsafeMutablePointer<GtkWidget>, viewport: UnsafeMutablePointer<GtkWidget>

    init() {
        (window, viewport) = makeScrolledBenchmarkWindow()
        Gtk.runUntil(timeout: 10) { gtk_widget_get_mapped(self.window) != 0 }
        Gtk.drainEvents()
    }

    /// Milliseconds from making the view to its last child at its place, and the view.
    func measure(_ shape: ScaleView.Shape, count: Int) -> (Double, ScaleView) {
        let start = monotonicNanoseconds()
        let view = ScaleView()
        view.shape = shape
        view.boxes = (0..<count).map { Label("\($0)") }
        gtk_container_add(UnsafeMutableRawPointer(viewport).assumingMemoryBound(to: GtkContainer.self), view.widget)
        view.renderDeep()
        let last = view.boxes[count - 1].gtkWidget, expected = view.expectedLastOrigin
        let placed = Gtk.runUntil(timeout: 600) {
            var frame = GtkAllocation()
            gtk_widget_get_allocation(last, &frame)
            return frame.x == expected.x && frame.y == expected.y && frame.width == 40 && frame.height == 20
        }
        let elapsed = milliseconds(monotonicNanoseconds() - start)
        precondition(placed, "\(shape) \(count): the last child is not where its constraints put it")
        return (elapsed, view)
    }

    func remove(_ view: ScaleView) {
        gtk_container_remove(UnsafeMutableRawPointer(viewport).assumingMemoryBound(to: GtkContainer.self), view.widget)
        Gtk.drainEvents()
    }

    /// `sides` picks what runs (StateGtk, the GTK floor, kiwi): one side alone is what
    /// callgrind counts.
    func run(shapes: [ScaleView.Shape], sizes: [Int], repetitions: Int, sides: Set<Side> = Set(Side.allCases)) {
        remove(measure(.gridded, count: 50).1)  // warm up
        print("| shape | children | constraints | StateGtk, render → laid out (ms) | GTK floor (ms) | layout's share (ms) | kiwi, same system (ms) | StateGtk ÷ kiwi, paired [95%] | share ÷ kiwi | StateGtk ÷ floor [95%] |")
        print("|---|---:|---:|---:|---:|---:|---:|---|---:|---|")
        for shape in shapes {
            for count in sizes {
                var ours: [Double] = [], floors: [Double] = [], kiwis: [Double] = []
                var system = Data(), constraints = 0
                // Paired: each repetition measures StateGtk and the floor, in alternating order,
                // then kiwi once on the system StateGtk just solved.
                for repetition in 0..<repetitions {
                    let order: [Side] = repetition % 2 == 0 ? [.stategtk, .floor] : [.floor, .stategtk]
                    for side in order where sides.contains(side) {
                        if side == .floor {
                            floors.append(GtkFloor.measure(shape, count: count, in: viewport))
                        } else {
                            let (elapsed, view) = measure(shape, count: count)
                            ours.append(elapsed)
                            system = view.exportedConstraintSystem ?? Data()
                            remove(view)
                        }
                    }
                    if sides.contains(.kiwi), !system.isEmpty {
                        let (milliseconds, count) = Kiwi.solve(system, repetitions: 1)
                        kiwis.append(milliseconds)
                        constraints = count
                    }
                }
                let kiwi = kiwis.isEmpty ? Double.nan : Statistics.median(kiwis)
                let stateGtk = ours.isEmpty ? Double.nan : Statistics.median(ours)
                let floor = floors.isEmpty ? Double.nan : Statistics.median(floors)
                let medians = "| \(shape) | \(count) | \(constraints) | \(format(stateGtk)) | \(format(floor)) | \(format(stateGtk - floor)) | \(format(kiwi))"
                print("\(medians) | \(paired(ours, kiwis)) | \(ratio((stateGtk - floor) / kiwi)) | \(paired(ours, floors)) |")
            }
        }
        print("\nMedians of \(repetitions) runs. Each child: 4 constraints (size, and left and top after its neighbours).")
        print("GTK floor: the same labels by hand in a GtkFixed at the same places, no layout solved.")
    }

    enum Side: String, CaseIterable { case stategtk, floor, kiwi }

    private func ratio(_ value: Double) -> String { String(format: "%.2f", value) }

    /// The median of the per-repetition ratios, with its 95% interval when there are enough.
    private func paired(_ numerator: [Double], _ denominator: [Double]) -> String {
        guard let paired = PairedComparison(numerator, denominator) else { return "–" }
        return ratio(paired.ratio) + (paired.interval.map { " [\(ratio($0.lowerBound))–\(ratio($0.upperBound))]" } ?? "")
    }

    private func format(_ value: Double) -> String { String(format: "%.1f", value) }
}

/// kiwi_solve.py beside this file, on the exported system.
enum Kiwi {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("kiwi_solve.py")

    /// The median milliseconds kiwi takes to add every constraint and solve, and how many there are.
    static func solve(_ system: Data, repetitions: Int) -> (Double, Int) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("constraint-scale-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try! system.write(to: file)
        let process = Process()
        // Debian's python3, where python3-kiwisolver is installed (not a python3 earlier in PATH).
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path, file.path, "\(repetitions)"]
        let output = Pipe()
        process.standardOutput = output
        try! process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        struct Answer: Decodable { let milliseconds: Double; let constraints: Int }
        guard let answer = try? JSONDecoder().decode(Answer.self, from: data) else {
            fatalError("kiwi_solve.py failed (is python3-kiwisolver installed?): \(String(decoding: data, as: UTF8.self))")
        }
        return (answer.milliseconds, answer.constraints)
    }
}
#endif
