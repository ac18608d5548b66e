#if GTK4 && !GTK3
import CGtk4
import StateGtkCore
import XCTest

@testable import StateGtk

/// The constraint solver's frames are where GTK 4 puts the children, in a window on screen,
/// before and after the children are reordered.
final class GTK4LayoutTests: XCTestCase {
    func testChildrenAreAllocatedTheSolversFrames() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start(), "GTK 4 could not open a display")
        let container = GTK4KeyedContainer()
        let window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_default_size(window, 320, 240)
        gtk_window_set_child(window, container.widget)
        let placements = [
            Self.box("title", [
                Self.pin("title", .left, to: 10), Self.pin("title", .top, to: 20),
                Self.pin("title", .width, to: 100), Self.pin("title", .height, to: 30),
            ]),
            Self.box("detail", [
                Self.equal("detail", .left, "title", .left),
                Self.equal("detail", .top, "title", .bottom, plus: 6),
                Self.equal("detail", .right, nil, .right, plus: -10),
                Self.pin("detail", .height, to: 40),
            ]),
        ]
        container.update(placements)
        gtk_window_present(window)
        let detail = try XCTUnwrap(gtk_widget_get_last_child(container.widget))
        XCTAssertTrue(GTK4Harness.drain { gtk_widget_get_width(detail) > 0 }, "the window was never allocated")
        let width = Double(gtk_widget_get_width(container.widget))
        XCTAssertEqual(Self.frame(of: gtk_widget_get_first_child(container.widget)!, in: container.widget), Frame(x: 10, y: 20, width: 100, height: 30))
        XCTAssertEqual(Self.frame(of: detail, in: container.widget), Frame(x: 10, y: 56, width: width - 20, height: 40))

        // The same children the other way round: one move, the same frames.
        let calls = GtkMutations.measure { container.update(placements.reversed()) }
        XCTAssertEqual(calls.reorders, 1)
        let title = try XCTUnwrap(gtk_widget_get_last_child(container.widget))
        GTK4Harness.drain()
        XCTAssertEqual(Self.frame(of: title, in: container.widget), Frame(x: 10, y: 20, width: 100, height: 30))
        gtk_window_destroy(window)
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testAWrappingLabelIsAsTallAsItsTextAtTheWidthItIsGiven() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start(), "GTK 4 could not open a display")
        let container = GTK4KeyedContainer()
        let window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_default_size(window, 320, 240)
        gtk_window_set_child(window, container.widget)
        let text = String(repeating: "words that wrap ", count: 12)
        container.update([
            GTK4Placement(key: "text", constraints: [
                Self.pin("text", .left, to: 0), Self.pin("text", .top, to: 0), Self.pin("text", .width, to: 100),
            ]) {
                let label = gtk_label_new(text)!
                gtk_label_set_wrap(OpaquePointer(label), 1)
                return label
            }
        ])
        gtk_window_present(window)
        let label = try XCTUnwrap(gtk_widget_get_first_child(container.widget))
        XCTAssertTrue(GTK4Harness.drain { gtk_widget_get_width(label) > 0 }, "the window was never allocated")
        var minimum: Int32 = 0, atHundred: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, 100, &minimum, &atHundred, nil, nil)
        gtk_widget_measure(label, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        XCTAssertGreaterThan(atHundred, natural, "the text wraps into more lines at 100 pixels")
        XCTAssertEqual(Self.frame(of: label, in: container.widget), Frame(x: 0, y: 0, width: 100, height: Double(atHundred)))
        gtk_window_destroy(window)
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    @MainActor static func box(_ key: String, _ constraints: [LayoutConstraint]) -> GTK4Placement {
        GTK4Placement(key: key, constraints: constraints) { gtk_label_new(key) }
    }

    @MainActor static func pin(_ key: String, _ attribute: LayoutAttribute, to constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: key, attribute: attribute, relation: .equal, target: .none, targetAttribute: nil,
                         constant: constant, location: SourceLocation(file: #filePath, line: #line))
    }

    /// `key.attribute == other.otherAttribute + plus`; `other` nil is the parent.
    @MainActor static func equal(_ key: String, _ attribute: LayoutAttribute, _ other: String?, _ otherAttribute: LayoutAttribute,
                      plus constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(item: key, attribute: attribute, relation: .equal, target: other.map { .sibling($0) } ?? .parent,
                         targetAttribute: otherAttribute, constant: constant, location: SourceLocation(file: #filePath, line: #line))
    }

    @MainActor static func frame(of child: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>) -> Frame? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(child, parent, &bounds) != 0 else { return nil }
        return Frame(x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width), height: Double(bounds.size.height))
    }
}
#endif
