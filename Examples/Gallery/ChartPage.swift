import CGtk
import StateGtk

/// A bar chart drawn by a DrawingArea with Cairo: a press on a bar selects it, and the chart is
/// redrawn because the value it draws (the counts and the selection) changed.
final class ChartPage: StateView {
    static let languages = ["Swift", "Rust", "Go", "C", "Python", "Zig"]
    let chart = DrawingArea()
    let caption = Label()

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 8)
        margins = EdgeInsets(all: 12)
    }

    override func getInitialState() -> [String: Any?] { ["selected": 0] }

    struct Drawn: Equatable {
        var counts: [Double]
        var selected: Int
    }

    override func render() {
        let drawn = Drawn(counts: [42, 35, 28, 19, 51, 12], selected: state["selected"] as? Int ?? 0)
        chart.draw(drawn) { cairo, size in ChartPage.drawBars(drawn, cairo, size) }
        chart.onButtonPressEvent = { [weak self] x, _ in
            guard let self else { return }
            let width = self.chart.size.width
            let index = Int(x / (width / Double(drawn.counts.count)))
            self.state["selected"] = min(max(index, 0), drawn.counts.count - 1)
        }
        chart.expandsVertically = true
        place(chart, key: "chart").expanding()
        caption.text = "\(Self.languages[drawn.selected]): \(Int(drawn.counts[drawn.selected])) repositories. Press a bar to select it."
        caption.xAlign = 0
        place(caption, key: "caption")
    }

    static func drawBars(_ drawn: Drawn, _ cairo: OpaquePointer, _ size: Size) {
        let slot = size.width / Double(drawn.counts.count)
        let top = drawn.counts.max() ?? 1
        cairo_select_font_face(cairo, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, 13)
        for (index, count) in drawn.counts.enumerated() {
            let height = (size.height - 30) * count / top
            let x = Double(index) * slot + slot * 0.15
            if index == drawn.selected {
                cairo_set_source_rgb(cairo, 0.91, 0.45, 0.16)
            } else {
                cairo_set_source_rgb(cairo, 0.21, 0.52, 0.89)
            }
            cairo_rectangle(cairo, x, size.height - 24 - height, slot * 0.7, height)
            cairo_fill(cairo)
            cairo_set_source_rgb(cairo, 0.4, 0.4, 0.4)
            cairo_move_to(cairo, x, size.height - 6)
            cairo_show_text(cairo, languages[index])
        }
    }
}
