#if GTK3
import CGtk
import StateGtk
enum BenchProps {
    static let index = PropKey<Int>("index")
}

/// One row: its own StateView with an avatar box, three labels and a button.
final class BenchRowView: StateView {
    // Created in the first render from the first props, so no label is set twice.
    private lazy var title = Label("Repository \(props[BenchProps.index] ?? 0)")
    private lazy var subtitle = Label("A row laid out by 19 constraints, number \(props[BenchProps.index] ?? 0)")
    private lazy var badge = Label("\((props[BenchProps.index] ?? 0) % 100)")
    private let avatar = Widget(gtk_drawing_area_new())
    private let button = Button(label: "Open")

    override func render() {
        let items = RowItems(row: self, avatar: avatar, title: title, subtitle: subtitle, badge: badge, button: button)
        let closures = RowConstraints.closures(items)
        for (index, widget) in [avatar, title, subtitle, badge, button].enumerated() {
            place(widget, key: RowConstraints.keys[index], constraints: closures[index])
        }
    }

    /// The children's frames relative to the row, for the correctness check.
    var childFrames: [GtkAllocation] {
        let origin = allocation(widget)
        return childWidgets.map { child in
            var frame = allocation(child)
            frame.x -= origin.x
            frame.y -= origin.y
            return frame
        }
    }
}

/// The list: `rowCount` rows in a vertical stack.
final class BenchListView: StateView {
    var rowCount = 0

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
    }

    override func render() {
        for index in 0..<rowCount { place(BenchRowView.self, key: index).prop(BenchProps.index, is: index) }
    }
}

@MainActor
func allocation(_ widget: UnsafeMutablePointer<GtkWidget>) -> GtkAllocation {
    var frame = GtkAllocation()
    gtk_widget_get_allocation(widget, &frame)
    return frame
}
#endif
