// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
/// A tally in a window that has the `win.reset` action.
@MainActor private func showTally() -> (TallyView, TestWindow) {
    let tally = TallyView()
    let window = TestWindow(tally, width: 360, height: 320)
    installResetAction(in: window.window, resetting: tally)
    return (tally, window)
}

/// StateGtkTesting under XCTest: queries, actions, waiting, counting, on a real view (snapshots:
/// ViewImageTests, in StateGtkTests, on both toolkits).
final class TestWindowXCTests: XCTestCase {
    func testQueriesFindWidgetsByKeyPathTextNameAndType() throws { try onMain {
        try requireGtk()
        let (tally, window) = showTally()
        defer { window.close() }
        XCTAssertEqual(try window.widget(atKeyPath: "title"), tally.title.gtkWidget)
        let footer = try XCTUnwrap(tally.childView(forKey: "footer") as? StatusFooter)
        XCTAssertEqual(try window.widget(atKeyPath: "footer", "status"), footer.status.gtkWidget)
        XCTAssertTrue(try window.view(atKeyPath: "footer") === footer)
        XCTAssertEqual(try window.widget(withText: "Add one"), tally.add.gtkWidget, "the button, not its inner label")
        XCTAssertEqual(try window.widget(named: "Name"), tally.nameField.gtkWidget, "an entry is named by its placeholder")
        XCTAssertEqual(window.widgets(ofType: gtk_list_box_row_get_type()).count, 40)

        // What was not found is explained: the keys and texts that are there.
        XCTAssertThrowsError(try window.widget(atKeyPath: "footer", "missing")) { error in
            XCTAssertEqual("\(error)", "nothing under \"footer\" → \"missing\"; StatusFooter has the keys \"status\"")
        }
        XCTAssertThrowsError(try window.widget(withText: "Remove one")) { error in
            XCTAssertTrue("\(error)".contains("\"Add one\""), "\(error)")
        }
    } }

    func testClickTypePressAndShortcut() throws { try onMain {
        try requireGtk()
        let (tally, window) = showTally()
        defer { window.close() }
        try window.click(window.widget(withText: "Add one"))
        try window.click(window.widget(withText: "Add one"))
        XCTAssertEqual(tally.title.text, "Tally: 2")

        try window.type("Apples", into: window.widget(named: "Name"))
        XCTAssertEqual(tally.nameField.text, "Apples")
        XCTAssertEqual(tally.title.text, "Apples: 2")

        try window.press("<Control>r")
        XCTAssertEqual(tally.shortcuts.last, Key("r", modifiers: [.control]), "the shortcut bubbled from the entry to the view")
        try window.press("BackSpace")
        XCTAssertEqual(tally.nameField.text, "Apple")
        try window.click(window.widget(withText: "Add one"))
        try window.type("s", into: window.widget(named: "Name"))
        XCTAssertEqual(tally.nameField.text, "Apples", "typing into an entry adds to its text")
        XCTAssertThrowsError(try window.press("<Control>nonsense"))
    } }

    func testScrollSelectRowAndActivateActionsAndMenuItems() throws { try onMain {
        try requireGtk()
        let (tally, window) = showTally()
        defer { window.close() }
        #if GTK3
        let adjustment = gtk_scrolled_window_get_vadjustment(UnsafeMutableRawPointer(tally.scroller.gtkWidget).assumingMemoryBound(to: GtkScrolledWindow.self))
        #else
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(tally.scroller.gtkWidget))
        #endif
        try window.scroll(tally.list.gtkWidget, dy: 100)
        XCTAssertEqual(gtk_adjustment_get_value(adjustment), 100)

        try window.selectRow(12, in: tally.list.gtkWidget)
        XCTAssertEqual(tally.list.selectedKeys, [12])
        XCTAssertEqual(WidgetTree.text(of: try window.widget(atKeyPath: "footer", "status")), "Selected row 12")

        try window.click(window.widget(withText: "Add one"))
        try window.activateAction("win.reset")
        XCTAssertEqual(tally.title.text, "Tally: 0")
        try window.click(window.widget(withText: "Add one"))
        try window.activateMenuItem("Reset")
        XCTAssertEqual(tally.title.text, "Tally: 0", "the menu item runs its action")
        XCTAssertThrowsError(try window.activateAction("win.missing"))
        XCTAssertThrowsError(try window.activateMenuItem("Quit"))
    } }

    func testWaitingCountingAndGtkWarnings() throws { try onMain {
        try requireGtk()
        let (tally, window) = showTally()
        defer { window.close() }
        try window.waitForNextFrame()

        let calls = countGtkCalls { tally.state[TallyView.count] = 5 }
        XCTAssertEqual(calls.labelSets, 1, "\(calls)")
        XCTAssertEqual(calls.total, 1, "only the title changes: \(calls)")
        XCTAssertEqual(countGtkCalls { tally.state[TallyView.count] = 5 }.total, 0, "an equal state renders nothing")

        var ticks = 0
        g_timeout_add(10, { data in
            data!.assumingMemoryBound(to: Int.self).pointee += 1
            return 0
        }, &ticks)
        try window.wait(timeout: 2, "the timeout to fire") { ticks == 1 }
        XCTAssertThrowsError(try window.wait(timeout: 0.05, "something that never happens") { false }) { error in
            XCTAssertEqual("\(error)", "timed out after 0.05 s waiting for something that never happens")
        }

        let warnings = gtkWarnings { gtk_label_set_text(nil, "x") }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("Gtk-CRITICAL") == true && warnings.first?.contains("GTK_IS_LABEL") == true, "\(warnings)")
        XCTAssertEqual(gtkWarnings { tally.state[TallyView.count] = 6 }, [])
    } }

    func testClosingTheWindowFreesTheViewsWidgets() throws { try onMain {
        try requireGtk()
        let tracker = FinalizationTracker()
        do {
            let (tally, window) = showTally()
            for widget in [tally.widget, tally.title.gtkWidget, tally.add.gtkWidget, tally.list.gtkWidget, tally.rows[5].gtkWidget] {
                tracker.watch(widget)
            }
            try window.click(window.widget(withText: "Add one"))
            window.close()
        }
        Gtk.drainEvents()
        XCTAssertEqual(tracker.count, 5)
        XCTAssertTrue(tracker.allFinalized, "\(tracker.finalizedCount) of \(tracker.count) freed")
    } }
}
