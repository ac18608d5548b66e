#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
@testable import Todo
/// The code the articles quote, run: the Getting-started todo app through its widgets, and the
/// ports of StateView's and XCEState's samples.
final class DocumentationExampleTests: XCTestCase {
    func testTodoAppAddsTogglesFiltersAndRemovesThroughItsWidgets() throws { try onMain {
        try requireGtk()
        let controller = TodoController()
        defer { controller.close() }
        controller.show()
        let view = try XCTUnwrap(controller.rootView as? TodoView)
        for title in ["Buy milk", "Walk the dog", "  "] {
            view.entry.text = title
            view.addButton.click()
            StateView.flushRenders()
        }
        XCTAssertEqual(view.entry.text, "  ", "a blank title is not added (and stays in the entry)")
        let list = try XCTUnwrap(view.childView(forKey: "list") as? TodoList)
        XCTAssertEqual(list.childKeys, [1, 2])

        let milk = try XCTUnwrap(list.childView(forKey: 1) as? TodoRow)
        XCTAssertEqual(milk.check.label, "Buy milk")
        gtk_button_clicked(milk.check.gtkWidget.withMemoryRebound(to: GtkButton.self, capacity: 1) { $0 })
        StateView.flushRenders()
        XCTAssertEqual(view.state[TodoView.items]?.map(\.isDone), [true, false])
        XCTAssertTrue(milk.check.isActive)
        // The Getting-started article's picture: TODO_SCREENSHOT=Docs/todo.png
        if let path = ProcessInfo.processInfo.environment["TODO_SCREENSHOT"] {
            Gtk.runUntil(timeout: 1) { false }
            try controller.saveScreenshot(to: path)
        }

        // The user picks "Done" in the filter.
        view.filterBox.gtkWidget.withMemoryRebound(to: GtkComboBox.self, capacity: 1) { gtk_combo_box_set_active($0, 2) }
        StateView.flushRenders()
        XCTAssertEqual(list.childKeys, [1])
        XCTAssertTrue(list.childView(forKey: 1) === milk, "a kept row keeps its view")

        milk.remove.click()
        StateView.flushRenders()
        XCTAssertEqual(list.childKeys, [])
        XCTAssertEqual(view.state[TodoView.items]?.map(\.title), ["Walk the dog"])
    } }

    func testWikiSamplesPlaceTheirChildrenAndTheFunctionPropReachesTheParent() throws { try onMain {
        try requireGtk()
        let controller = HomeViewController()
        defer { controller.close() }
        XCTAssertTrue(controller.rootView is HomeView)

        let samples: [(StateView, [AnyHashable])] = [
            (PlaceViewSample(), ["shipping summary"]), (PlaceWidgetSample(), ["button"]), (PropsSample(), ["next button"]),
            (PropFromStateSample(), ["shipping summary"]), (PropLinkSample(), ["shipping summary"]), (FunctionPropSample(), ["canvas"]),
        ]
        for (sample, keys) in samples {
            sample.renderDeep()
            XCTAssertEqual(sample.childKeys, keys, "\(type(of: sample))")
        }
        let props = samples[2].0
        XCTAssertEqual(props.childView(forKey: "next button")?.prop(withValueForKey: "title") as? String, "Continue")

        let fromState = PropFromStateSample()
        fromState.state["selectedShipping"] = "express"
        fromState.renderDeep()
        XCTAssertEqual(fromState.childView(forKey: "shipping summary")?.prop(withValueForKey: "shipping") as? String, "express")

        let song = StateSample()
        song.chooseSong()
        XCTAssertEqual(song.state["selectedSong"] as? Song, Song(title: "This Must Be My Dream", artist: "The 1975"))
        XCTAssertEqual(song.state["displayingThankYou"] as? Bool, true)

        let function = samples[5].0
        let canvas = try XCTUnwrap(function.childView(forKey: "canvas") as? CanvasView)
        canvas.pick("beach.png")
        StateView.flushRenders()
        XCTAssertEqual(function.state["selectedImage"] as? String, "beach.png")
        XCTAssertEqual(canvas.prop(withValueForKey: "image") as? String, "beach.png", "the linked prop follows the state")
    } }

    func testAStateViewAddedByHandRendersAfterRenderDeep() throws { try onMain {
        try requireGtk()
        let controller = ManualHomeController()
        defer { controller.close() }
        let children = controller.box.withMemoryRebound(to: GtkContainer.self, capacity: 1) { gtk_container_get_children($0) }
        defer { g_list_free(children) }
        XCTAssertEqual(g_list_length(children), 1)
    } }

    func testReadmeRendersSwapThePlaceholderForTheImage() throws { try onMain {
        try requireGtk()
        for view in [PhotoView(), TaggedPhotoView(), EarlyPhotoView()] {
            view.renderDeep()
            XCTAssertEqual(view.childKeys, ["placeholder"])
            view.state["selectedImage"] = "beach.png"
            StateView.flushRenders()
            XCTAssertEqual(view.childKeys, ["image"])
        }
        let tagged = TaggedPhotoView()
        tagged.state["selectedImage"] = "beach.png"
        tagged.renderDeep()
        XCTAssertEqual(tagged.childView(forKey: "image")?.prop(withValueForKey: Home.image) as? String, "beach.png")
    } }

    func testTheTypedPortPassesTheImageByTheImageViewsOwnKey() throws { try onMain {
        try requireGtk()
        let home = TypedHomeView()
        home.renderDeep()
        XCTAssertEqual(home.childKeys, ["placeholder"])
        home.state[TypedHomeView.selectedImage] = "beach.png"
        StateView.flushRenders()
        XCTAssertEqual(home.childKeys, ["image"])
        let image = try XCTUnwrap(home.childView(forKey: "image") as? TaggedImageView)
        XCTAssertEqual(image.props[TaggedImageView.image], "beach.png")
        XCTAssertEqual(image.caption.text, "beach.png")
    } }

    func testTheQuestionsChildrenShowTheirOwnText() throws { try onMain {
        try requireGtk()
        let controller = StashController()
        defer { controller.close() }
        let parent = try XCTUnwrap(controller.stashStateView)
        StateView.flushRenders()
        let first = try XCTUnwrap(parent.childView(forKey: "labelContainerView1") as? STStashChildView)
        let second = try XCTUnwrap(parent.childView(forKey: "labelContainerView2") as? STStashChildView)
        XCTAssertEqual(first.label.text, "some new text value")
        XCTAssertEqual(second.label.text, "Same Text")
    } }

    func testXCEStateSamplesEndInTheLastStateApplied() throws { try onMain {
        try requireGtk()
        let controller = StateViewController()
        defer { controller.close() }
        let view = applySearchStates()
        controller.rootView = view
        controller.show()
        XCTAssertTrue(Gtk.runUntil(timeout: 5) { view.state.current?.name == "awaiting(with:)" && view.keyword.text == "after search" })
        XCTAssertTrue(view.start.isSensitive)
    } }
}

final class CounterExampleTests: XCTestCase {
    func testTheCounterCountsClicks() throws { try onMain {
        try requireGtk()
        let counter = CounterView()
        counter.renderDeep()
        XCTAssertEqual(counter.label.text, "Clicked 0 times")
        for _ in 0..<2 {
            counter.button.click()
            StateView.flushRenders()  // as the main loop does between two clicks
        }
        XCTAssertEqual(counter.label.text, "Clicked 2 times")
    } }
}
#endif
