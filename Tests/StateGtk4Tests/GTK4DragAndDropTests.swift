#if GTK4 && !GTK3
import CGtk4
import CStateGtk4
import Foundation
import XCTest

@testable import StateGtk

/// Drag and drop on GTK 4 with real X input: a view offering text and URIs is dragged onto views
/// accepting them, which get the data in the type they prefer, read without blocking although
/// the source is this very process.
final class GTK4DragAndDropTests: XCTestCase {
    @MainActor final class Source: StateView {
        let label = Label("Drag me")
        override func render() {
            place(label, key: "label") { make in make.edges.equalTo(self) }
            dragSource([.text("ChartBox"), .uris([URL(string: "https://github.com/rosa-becker/ChartBox")!])])
        }
    }

    @MainActor class Target: StateView {
        let label = Label("Drop here")
        var accepts: [DragType] { [.text] }
        var dropped: [DragData] = []
        override func render() {
            place(label, key: "label") { make in make.edges.equalTo(self) }
            dropTarget(accepting: accepts) { [weak self] data in self?.dropped.append(data) }
        }
    }

    @MainActor final class LinkTarget: Target {
        override var accepts: [DragType] { [.uris, .text] }
    }

    @MainActor final class Board: StateView {
        var source: StateView { childView(forKey: "source")! }
        var text: Target { childView(forKey: "text") as! Target }
        var links: Target { childView(forKey: "links") as! Target }
        override func render() {
            let size = Size(width: 120, height: 60)
            let source = place(Source.self, key: "source") { make in
                make.top.leading.equalTo(self).offset(10)
                make.size.equalTo(size)
            }
            place(Target.self, key: "text") { make in
                make.top.equalTo(self).offset(10)
                make.leading.equalTo(source.snp.trailing).offset(40)
                make.size.equalTo(size)
            }
            place(LinkTarget.self, key: "links") { make in
                make.top.equalTo(source.snp.bottom).offset(40)
                make.leading.equalTo(self).offset(10)
                make.size.equalTo(size)
            }
        }
    }

    /// Presses on `from`, moves in steps past GTK's drag threshold to `to`, and releases there.
    @MainActor private static func drag(from: UnsafeMutablePointer<GtkWidget>, to: UnsafeMutablePointer<GtkWidget>) throws {
        guard sg_x11_move(from) != 0 else { throw XCTSkip("StateGtkTesting's real input needs X11") }
        _ = sg_x11_button(from, 1, 1)
        for _ in 0..<3 {
            GTK4Harness.drain()
            usleep(50_000)
            _ = sg_x11_move(to)
        }
        let settle = Date().addingTimeInterval(0.3)
        _ = GTK4Harness.drain(until: { Date() > settle })
        _ = sg_x11_button(to, 1, 0)
    }

    func testDraggedTextAndURIsArriveInTheTypeTheTargetPrefers() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let controller = StateViewController(title: "Drag and drop", width: 400, height: 300)
        let board = Board()
        controller.rootView = board
        controller.show()
        GTK4Harness.drain()
        try Self.drag(from: board.source.widget, to: board.text.widget)
        XCTAssertTrue(GTK4Harness.drain(until: { !board.text.dropped.isEmpty }), "the text target got the drop")
        XCTAssertEqual(board.text.dropped, [.text("ChartBox")])
        try Self.drag(from: board.source.widget, to: board.links.widget)
        XCTAssertTrue(GTK4Harness.drain(until: { !board.links.dropped.isEmpty }), "the URI target got the drop")
        XCTAssertEqual(board.links.dropped, [.uris([URL(string: "https://github.com/rosa-becker/ChartBox")!])], "URIs first, as it prefers")
        controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }
}
#endif
