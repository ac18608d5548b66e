#if GTK3
import BenchmarkSupport
import CGtk
import Foundation
import StateGtk
/// An 800 × 600 window with a scrolled window and a viewport; each run puts a new list in it.
@MainActor
final class Benchmark {
    struct Sample { var total, cpu, render, layout, paint: UInt64 }

    let window: UnsafeMutablePointer<GtkWidget>, viewport: UnsafeMutablePointer<GtkWidget>
    let clock: FrameClockTimes

    init() {
        (window, viewport) = makeScrolledBenchmarkWindow()
        clock = FrameClockTimes(window: window)
        Gtk.runUntil(timeout: 10) { gtk_widget_get_mapped(self.window) != 0 }
        settle()
    }

    /// Renders `rows` rows into the viewport and waits for the first frame painted after it.
    func measure(rows: Int) -> (Sample, BenchListView) {
        clock.reset()
        let start = now(), startCPU = threadCPU()
        let list = BenchListView()
        list.rowCount = rows
        gtk_container_add(UnsafeMutableRawPointer(viewport).assumingMemoryBound(to: GtkContainer.self), list.widget)
        list.renderDeep()
        let rendered = now()
        clock.waitForPaint()
        let painted = clock.afterPaint!
        let layoutStart = clock.layoutStart ?? rendered, layoutEnd = clock.layoutEnd ?? rendered
        return (Sample(total: painted - start, cpu: clock.afterPaintCPU! - startCPU, render: rendered - start, layout: layoutEnd - layoutStart, paint: painted - layoutEnd), list)
    }

    func remove(_ list: BenchListView) {
        gtk_container_remove(UnsafeMutableRawPointer(viewport).assumingMemoryBound(to: GtkContainer.self), list.widget)
        settle()
    }

    /// Checks the rows are stacked at one height, the last with its children where the
    /// constraints put them; returns the row height and width.
    func verify(_ list: BenchListView, rows: Int) -> [Int32] {
        precondition(list.childKeys.count == rows, "\(list.childKeys.count) rows on screen, expected \(rows)")
        let firstRow = list.childView(forKey: 0) as! BenchRowView, lastRow = list.childView(forKey: rows - 1) as! BenchRowView
        let first = allocation(firstRow.widget), last = allocation(lastRow.widget)
        precondition(last.y - first.y == Int32(rows - 1) * first.height, "rows are not stacked at one height")
        let frames = lastRow.childFrames
        precondition(frames[0].x == 12 && frames[0].width == 40 && frames[0].height == 40, "avatar \(frames[0])")
        precondition(frames[4].x + frames[4].width == first.width - 12, "button \(frames[4])")
        precondition(frames[3].x + frames[3].width == frames[4].x - 8, "badge \(frames[3])")
        precondition(frames[2].y + frames[2].height == first.height - 8, "subtitle \(frames[2])")
        return [first.height, first.width]
    }

    func run(sizes: [Int], repetitions: Int) {
        // Warm up (fonts, styles, first-use code paths) and take the natural sizes the
        // solver-only runs use from a row on screen.
        let (_, warm) = measure(rows: 100)
        let geometry = verify(warm, rows: 100)
        let naturals = (warm.childView(forKey: 0) as! BenchRowView).childWidgets.map { child in
            var minimum: Int32 = 0, width: Int32 = 0, height: Int32 = 0
            gtk_widget_get_preferred_width(child, &minimum, &width)
            gtk_widget_get_preferred_height_for_width(child, width, &minimum, &height)
            return IntrinsicSize(width: Double(width), height: Double(height), hugging: (251, 251))
        }
        remove(warm)
        _ = SolverOnly.run(rows: 100, width: Double(geometry[1]), naturals: naturals)

        print("| rows | render → painted (ms) | ms/row | CPU (ms) | CPU ms/row | render (ms) | GTK layout (ms) | paint (ms) | solver alone (ms) | solver ms/row |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for rows in sizes {
            var samples: [Sample] = [], solver: [UInt64] = []  // solver: thread CPU time
            for _ in 0..<repetitions {
                let (sample, list) = measure(rows: rows)
                precondition(verify(list, rows: rows) == geometry, "the row geometry changed with the row count")
                samples.append(sample)
                remove(list)
                let solved = SolverOnly.run(rows: rows, width: Double(geometry[1]), naturals: naturals)
                precondition(Int32(solved.rowHeight.rounded()) == geometry[0], "solver-only row height \(solved.rowHeight)")
                solver.append(solved.nanoseconds)
            }
            let total = median(samples.map(\.total)), cpu = median(samples.map(\.cpu)), alone = median(solver)
            let cells = [
                "\(rows)", format(total, 1), format(total / Double(rows), 3), format(cpu, 1), format(cpu / Double(rows), 3),
                format(median(samples.map(\.render)), 1), format(median(samples.map(\.layout)), 1),
                format(median(samples.map(\.paint)), 1), format(alone, 1), format(alone / Double(rows), 3),
            ]
            print("| " + cells.joined(separator: " | ") + " |")
        }
        print("\n\(RowConstraints.count) constraints per row; rows \(geometry[0]) px tall in a \(geometry[1]) px wide list; medians of \(repetitions) runs.")
    }

    private func median(_ values: [UInt64]) -> Double { milliseconds(values.sorted()[values.count / 2]) }
    private func format(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}
#endif
