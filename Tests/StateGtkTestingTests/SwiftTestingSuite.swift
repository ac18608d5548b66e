// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
import StateGtkTesting
import Testing
/// StateGtkTesting under Swift Testing: the `.gtk` trait starts GTK, the suite runs on the main
/// actor, one test at a time.
@Suite(.gtk, .serialized) @MainActor
struct StateGtkTestingSwiftTests {
    @Test func clickingCountsAndTypingNames() throws {
        let tally = TallyView()
        let window = TestWindow(tally, width: 360, height: 320)
        defer { window.close() }
        try window.click(window.widget(withText: "Add one"))
        #expect(tally.title.text == "Tally: 1")
        try window.type("Pears", into: window.widget(named: "Name"))
        #expect(tally.title.text == "Pears: 1")
    }

    @Test func aRenderWithNothingChangedMakesNoGtkCall() throws {
        let tally = TallyView()
        let window = TestWindow(tally, width: 360, height: 320)
        defer { window.close() }
        #expect(countGtkCalls { tally.state[TallyView.count] = 3 }.labelSets == 1)
        #expect(countGtkCalls { tally.setNeedsRender() }.total == 0)
    }

    @Test(arguments: [0, 7, 39])
    func selectingARowShowsIt(row: Int) throws {
        let tally = TallyView()
        let window = TestWindow(tally, width: 360, height: 320)
        defer { window.close() }
        try window.selectRow(row, in: tally.list.gtkWidget)
        #expect(WidgetTree.text(of: try window.widget(atKeyPath: "footer", "status")) == "Selected row \(row)")
    }
}
