#if GTK4 && !GTK3
import CGtk4
import Foundation
import XCTest

@testable import StateGtk

/// StateView's input handlers on GTK 4, driven by real X input (xdotool, as GTK 3's event tests
/// are) into a window under Xvfb: a click on a label inside the view is the view's tap, a click
/// on a button inside stays the button's, keys with modifiers reach onKeyPress, focus and
/// pointer changes reach theirs.
final class GTK4EventTests: XCTestCase {
    final class TapView: StateView {
        var taps = 0, keys: [Key] = [], focus: [Bool] = [], enters = 0, leaves = 0, clicks = 0
        let caption = Label("Tap me")
        let button = Button(label: "Button")

        override func viewDidInitialize() {
            isFocusable = true
            onTap { [unowned self] in taps += 1 }
            onKeyPress { [unowned self] key in
                keys.append(key)
                return key == Key("r", modifiers: [.control])
            }
            onFocusChange { [unowned self] in focus.append($0) }
            onPointerEnter { [unowned self] in enters += 1 }
            onPointerLeave { [unowned self] in leaves += 1 }
            button.onClicked = { [unowned self] in clicks += 1 }
        }

        override func render() {
            place(caption, key: "caption") { make in
                make.left.top.equalTo(self).offset(20)
                make.width.equalTo(120)
                make.height.equalTo(40)
            }
            place(button, key: "button") { make in
                make.left.equalTo(self).offset(20)
                make.top.equalTo(self).offset(100)
                make.width.equalTo(120)
                make.height.equalTo(40)
            }
        }
    }

    func testTapsKeysFocusAndPointerReachTheView() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let title = "StateGtk events \(getpid())"
        let controller = StateViewController(title: title, width: 300, height: 200)
        let view = TapView()
        controller.rootView = view
        controller.show()
        XCTAssertTrue(GTK4Harness.drain { gtk_widget_get_width(view.button.gtkWidget) > 0 }, "the window was never allocated")
        let window = try Self.xWindow(titled: title)
        try Self.xdotool(["windowfocus", "--sync", window])
        // The caption: a label, so the click is the view's.
        try Self.xdotool(["mousemove", "--window", window, "80", "40", "click", "1"])
        XCTAssertTrue(GTK4Harness.drain { view.taps == 1 }, "taps: \(view.taps)")
        XCTAssertGreaterThan(view.enters, 0, "the pointer came over the view")
        // The button keeps its click.
        try Self.xdotool(["mousemove", "--window", window, "80", "120", "click", "1"])
        XCTAssertTrue(GTK4Harness.drain { view.clicks == 1 }, "clicks: \(view.clicks)")
        XCTAssertEqual(view.taps, 1, "the button's click is not the view's tap")

        view.grabFocus()
        XCTAssertTrue(GTK4Harness.drain { view.hasFocus })
        XCTAssertEqual(view.focus.last, true)
        try Self.xdotool(["key", "--window", window, "ctrl+r"])
        XCTAssertTrue(GTK4Harness.drain { view.keys.contains(Key("r", modifiers: [.control])) }, "keys: \(view.keys)")
        try Self.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(GTK4Harness.drain { view.keys.last == .escape }, "keys: \(view.keys)")
        // The focus moving to a widget inside the view is no longer the view's own, as on GTK 3;
        // back on the view and taken away, it leaves.
        view.button.grabFocus()
        XCTAssertTrue(GTK4Harness.drain { view.focus.last == false }, "focus: \(view.focus)")
        view.grabFocus()
        XCTAssertTrue(GTK4Harness.drain { view.focus.last == true }, "focus: \(view.focus)")
        gtk_root_set_focus(gtk_widget_get_root(view.widget), nil)
        XCTAssertTrue(GTK4Harness.drain { view.focus.last == false }, "focus: \(view.focus)")
        try Self.xdotool(["mousemove", "--window", window, "290", "190"])
        try Self.xdotool(["mousemove", "400", "400"])
        XCTAssertTrue(GTK4Harness.drain { view.leaves > 0 }, "the pointer left the view")
        controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    /// A view around a TapView, with a tap handler of its own.
    final class OuterView: StateView {
        var taps = 0
        override func viewDidInitialize() { onTap { [unowned self] in taps += 1 } }
        override func render() {
            place(TapView.self, key: "inner") { make in
                make.left.top.equalTo(self).offset(10)
                make.width.equalTo(200)
                make.height.equalTo(160)
            }
        }
    }

    func testATapOnAnInnerViewIsNotAlsoTheOuterViews() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let title = "StateGtk nested taps \(getpid())"
        let controller = StateViewController(title: title, width: 300, height: 220)
        let outer = OuterView()
        controller.rootView = outer
        controller.show()
        let inner = try XCTUnwrap(outer.childView(forKey: "inner") as? TapView)
        XCTAssertTrue(GTK4Harness.drain { gtk_widget_get_width(inner.caption.gtkWidget) > 0 }, "the window was never allocated")
        let window = try Self.xWindow(titled: title)
        try Self.xdotool(["mousemove", "--window", window, "90", "50", "click", "1"])  // the inner caption
        XCTAssertTrue(GTK4Harness.drain { inner.taps == 1 }, "inner taps: \(inner.taps)")
        try Self.xdotool(["mousemove", "--window", window, "280", "200", "click", "1"])  // the outer view only
        XCTAssertTrue(GTK4Harness.drain { outer.taps == 1 }, "outer taps: \(outer.taps)")
        XCTAssertEqual(inner.taps, 1)
        controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    /// The X id of the window with `title`, waiting for it to be mapped.
    @MainActor static func xWindow(titled title: String) throws -> String {
        for _ in 0..<100 {
            if let id = try? output(["search", "--name", title]).split(separator: "\n").first { return String(id) }
            GTK4Harness.drain()
            usleep(20_000)
        }
        throw XCTSkip("no X window titled \(title)")
    }

    @MainActor @discardableResult
    static func xdotool(_ arguments: [String]) throws -> String { try output(arguments) }

    /// Runs xdotool, keeping GTK's main loop turning while it waits.
    @MainActor static func output(_ arguments: [String]) throws -> String {
        let process = Process(), pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        process.standardOutput = pipe
        try process.run()
        while process.isRunning { GTK4Harness.drain(); usleep(1_000) }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else { throw XCTSkip("xdotool \(arguments.joined(separator: " ")) failed") }
        return text
    }
}
#endif
