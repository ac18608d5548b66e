import StateGtk

/// The gallery's style sheet: cards on the theme's colours, so the dark variant works too.
enum GalleryStyle {
    static let css = """
        /* Adwaita dims the subtitle to 55%, 2.9:1 on the header bar; 80% keeps WCAG AA's 4.5:1. */
        headerbar .subtitle { opacity: 0.8; }
        .gallery-section {
            background-color: @theme_base_color;
            border: 1px solid @borders;
            border-radius: 8px;
        }
        .gallery-heading { font-weight: bold; }
        .gallery-caption { opacity: 0.7; font-size: smaller; }
        """
}

enum GalleryProps {
    /// The widgets a `WidgetRow` lays out side by side.
    static let widgets = PropKey<[Widget]>("widgets")
}

/// Widgets side by side: a horizontal stack of what the parent passes.
final class WidgetRow: StateView {
    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 8)
        margins = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)  // indented like `Section.item`
    }

    override func render() {
        for (index, widget) in (props[GalleryProps.widgets] ?? []).enumerated() { place(widget, key: index) }
    }
}

/// A titled card in a column. Subclasses override `title` and `renderBody()`, and place their
/// widgets with `item`, which indents them inside the card.
class Section: StateView {
    class var title: String { "" }
    private let heading = Label()
    private let bottom = Label()

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 8)
        styleClasses = ["gallery-section"]
        heading.text = Self.title
        heading.xAlign = 0
        heading.styleClasses = ["gallery-heading"]
        heading.margins = EdgeInsets(top: 10, left: 12, bottom: 0, right: 12)
        bottom.minimumSize = Size(width: 1, height: 2)
    }

    override func render() {
        place(heading, key: "heading")
        renderBody()
        place(bottom, key: "bottom")
    }

    func renderBody() {}

    /// Places a widget indented inside the card.
    @discardableResult
    func item<W: Widget>(_ widget: W, key: String) -> Placement<W> {
        widget.margins = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        return place(widget, key: key)
    }

    /// Places widgets side by side, indented inside the card.
    func row(_ widgets: [Widget], key: String) {
        place(WidgetRow.self, key: key).prop(GalleryProps.widgets, is: widgets)
    }

    /// A small grey explanation line.
    func caption(_ label: Label, _ text: String, key: String) {
        label.text = text
        label.xAlign = 0
        label.wraps = true
        label.styleClasses = ["gallery-caption"]
        item(label, key: key)
    }
}
