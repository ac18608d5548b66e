import StateGtk

/// A bar chart drawn by a DrawingArea: a press on a bar selects it, and the chart is redrawn
/// because the value it draws (the counts and the selection) changed.
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
        chart.draw(drawn) { context, size in ChartPage.drawBars(drawn, context, size) }
        chart.onButtonPressEvent = { [weak self] x, _ in
            guard let self else { return }
            // A press anywhere in a bar's column selects it, not only on the bar itself.
            let index = Int(x / (self.chart.size.width / Double(drawn.counts.count)))
            self.state["selected"] = min(max(index, 0), drawn.counts.count - 1)
        }
        chart.expandsVertically = true
        place(chart, key: "chart").expanding()
        caption.text = "\(Self.languages[drawn.selected]): \(Int(drawn.counts[drawn.selected])) repositories. Press a bar to select it."
        caption.xAlign = 0
        place(caption, key: "caption")
    }

    /// Each count's bar: columns of equal width, heights to scale, room below for the names.
    static func bars(_ counts: [Double], in size: Size) -> [Rect] {
        let slot = size.width / Double(counts.count)
        let top = counts.max() ?? 1
        return counts.enumerated().map { index, count in
            let height = (size.height - 30) * count / top
            return Rect(x: Double(index) * slot + slot * 0.15, y: size.height - 24 - height, width: slot * 0.7, height: height)
        }
    }

    static func drawBars(_ drawn: Drawn, _ context: DrawingContext, _ size: Size) {
        let accent = RGBA(red: 0.21, green: 0.52, blue: 0.89), selected = RGBA(red: 0.91, green: 0.45, blue: 0.16)
        for (index, bar) in bars(drawn.counts, in: size).enumerated() {
            context.fill(Path(roundedRect: bar, cornerRadius: 3), with: index == drawn.selected ? selected : accent)
            let name = languages[index]
            let width = context.size(of: name).width
            context.draw(name, at: Point(x: bar.center.x - width / 2, y: size.height - 20))
        }
    }
}
