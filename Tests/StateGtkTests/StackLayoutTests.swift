// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
/// A vertical stack of one `Child`, under the key "child".
private final class Column<Child: StateView>: StateView {
    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
    }
    override func render() { place(Child.self, key: "child") }
}

final class StackLayoutTests: XCTestCase {
    func testVerticalStackPlacesRowsInOrderAtFullWidth() throws { try onMain {
        try requireGtk()
        let list = ListView()
        list.state[ListView.items] = ["a", "b", "c"]
        let window = TestWindow(list, width: 300, height: 400)
        defer { window.close() }
        let frames = list.childWidgets.map(allocation)
        XCTAssertEqual(frames.map(\.width), [300, 300, 300])
        XCTAssertEqual(frames[0].y, allocation(list.widget).y)
        XCTAssertEqual(frames[1].y, frames[0].y + frames[0].height)
        XCTAssertEqual(frames[2].y, frames[1].y + frames[1].height)
        XCTAssertGreaterThan(frames[0].height, 0)
    } }

    func testHorizontalStackGivesSpareSpaceToExpandingChildren() throws { try onMain {
        try requireGtk()
        final class Bar: StateView {
            let left = Label("left"), middle = Label("middle"), right = Label("right")
            required init(parentViewController: StateViewController? = nil) {
                super.init(parentViewController: parentViewController)
                arrangement = .stack(.horizontal, spacing: 10)
            }
            override func render() {
                place(left, key: "left")
                place(middle, key: "middle").expanding()
                place(right, key: "right")
            }
        }
        let bar = Bar()
        let window = TestWindow(bar, width: 500, height: 40)
        defer { window.close() }
        let frames = [bar.left, bar.middle, bar.right].map { allocation($0.gtkWidget) }
        let origin = allocation(bar.widget).x
        XCTAssertEqual(frames[0].x, origin)
        XCTAssertEqual(frames[1].x, frames[0].x + frames[0].width + 10)
        XCTAssertEqual(frames[2].x + frames[2].width, origin + 500, "the last child ends at the right edge")
        XCTAssertGreaterThan(frames[1].width, frames[0].width * 3, "the expanding child took the spare space")
    } }

    /// A hidden child takes no space and no spacing; a widget's own hexpand counts like
    /// `.expanding()`.
    func testHiddenChildrenTakeNoSpaceAndWidgetExpandCounts() throws { try onMain {
        try requireGtk()
        final class Bar: StateView {
            let first = Label("first"), hidden = Label("hidden"), last = Label("last")
            required init(parentViewController: StateViewController? = nil) {
                super.init(parentViewController: parentViewController)
                arrangement = .stack(.horizontal, spacing: 10)
                hidden.isVisible = false
                last.expandsHorizontally = true
            }
            override func render() {
                place(first, key: "first")
                place(hidden, key: "hidden")
                place(last, key: "last")
            }
        }
        let bar = Bar()
        let window = TestWindow(bar, width: 500, height: 40)
        defer { window.close() }
        let first = allocation(bar.first.gtkWidget), last = allocation(bar.last.gtkWidget)
        XCTAssertEqual(last.x, first.x + first.width + 10, "no space or spacing for the hidden child")
        XCTAssertEqual(last.x + last.width, allocation(bar.widget).x + 500, "hexpand took the spare space")
    } }

    /// A horizontal stack's height for a width is its tallest child's at the width that child
    /// gets: a wrapping label squeezed beside another is as tall as its wrapped text.
    func testHorizontalStackHeightForWidthMeasuresEachChildAtItsWidth() throws { try onMain {
        try requireGtk()
        final class Note: StateView {
            let tag = Label("tag"), text = Label(String(repeating: "wrapping words ", count: 30))
            required init(parentViewController: StateViewController? = nil) {
                super.init(parentViewController: parentViewController)
                arrangement = .stack(.horizontal, spacing: 10)
                text.wraps = true
            }
            override func render() {
                place(tag, key: "tag")
                place(text, key: "text").expanding()
            }
        }
        let column = Column<Note>()
        let window = TestWindow(column, width: 300, height: 400)
        defer { window.close() }
        let note = try XCTUnwrap(column.childView(forKey: "child") as? Note)
        let text = allocation(note.text.gtkWidget)
        XCTAssertEqual(text.x + text.width, allocation(note.widget).x + 300, "the text fills the rest of the width")

        var minimum: Int32 = 0, oneLine: Int32 = 0
        #if GTK3
        gtk_widget_get_preferred_height(note.tag.gtkWidget, &minimum, &oneLine)
        #else
        gtk_widget_measure(note.tag.gtkWidget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &oneLine, nil, nil)
        #endif
        let wrapped = preferredHeight(note.text.gtkWidget, forWidth: text.width).natural
        let natural = preferredHeight(note.widget, forWidth: 300).natural
        XCTAssertGreaterThan(wrapped, oneLine * 3, "the text wraps at the width it gets")
        XCTAssertEqual(natural, wrapped, "the note is as tall as its text at that width")
        XCTAssertEqual(allocation(note.widget).height, wrapped)
    } }

    /// Like a GtkBox, a stack of constant-size children (labels, buttons) has a constant size,
    /// which GTK measures once instead of once per width. A label that starts wrapping makes its
    /// row's height depend on the width again, and the row grows to the wrapped text.
    func testStackIsConstantSizeUntilAChildWraps() throws { try onMain {
        try requireGtk()
        final class Row: StateView {
            let label = Label("short"), button = Button(label: "×")
            required init(parentViewController: StateViewController? = nil) {
                super.init(parentViewController: parentViewController)
                arrangement = .stack(.horizontal, spacing: 6)
            }
            override func render() {
                place(label, key: "label").expanding()
                place(button, key: "button")
            }
        }
        let column = Column<Row>()
        let window = TestWindow(column, width: 200, height: 400)
        defer { window.close() }
        let row = try XCTUnwrap(column.childView(forKey: "child") as? Row)
        XCTAssertEqual(gtk_widget_get_request_mode(row.widget), GTK_SIZE_REQUEST_CONSTANT_SIZE)
        XCTAssertEqual(gtk_widget_get_request_mode(column.widget), GTK_SIZE_REQUEST_CONSTANT_SIZE)
        let oneLine = allocation(row.widget).height

        row.label.wraps = true
        row.label.text = String(repeating: "wrapping words ", count: 12)
        let grew = Gtk.runUntil(timeout: 5) { allocation(row.widget).height > oneLine * 3 }
        XCTAssertTrue(grew, "the row takes the wrapped text's height: \(allocation(row.widget).height) for one line of \(oneLine)")
        XCTAssertEqual(allocation(row.widget).width, 200, "the window kept its width")
        XCTAssertEqual(gtk_widget_get_request_mode(row.widget), GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH)
        XCTAssertEqual(gtk_widget_get_request_mode(column.widget), GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH)

        row.label.wraps = false
        row.label.text = "short"
        XCTAssertTrue(Gtk.runUntil(timeout: 5) { allocation(row.widget).height == oneLine })
        XCTAssertEqual(gtk_widget_get_request_mode(row.widget), GTK_SIZE_REQUEST_CONSTANT_SIZE)

        row.arrangement = .constraints
        let tied = Gtk.runUntil(timeout: 5) { gtk_widget_get_request_mode(row.widget) == GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }
        XCTAssertTrue(tied, "constraints can tie a height to the width")
    } }
}
