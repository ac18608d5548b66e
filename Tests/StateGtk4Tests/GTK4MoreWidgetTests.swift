#if GTK4 && !GTK3
import CGtk4
import StateGtkTesting
import XCTest

@testable import StateGtk

/// The hand-written widgets ported after the first ones, on GTK 4 as on GTK 3: text fields,
/// links, the header bar and its menu, info bars, popovers, list boxes and drawing areas, each
/// checked against GTK 4 itself and freed with its window.
final class GTK4MoreWidgetTests: XCTestCase {
    typealias Host = GTK4WidgetTests.Host

    func testSearchEntryAndTextViewReportTheUsersEditsNotTheProgramsText() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        var searches: [String] = [], edits: [String] = []
        let search = SearchEntry(text: "swift", placeholder: "Search repositories") { searches.append($0) }
        let notes = TextView(text: "first") { edits.append($0) }
        let host = Host([search, notes])
        XCTAssertEqual(search.text, "swift")
        XCTAssertEqual(GObjectProperty.string(search.gtkWidget.gpointer, "placeholder-text"), "Search repositories")
        search.text = "gtk"
        notes.text = "second"
        let pastDelay = Date().addingTimeInterval(0.4)  // GtkSearchEntry waits 150 ms
        _ = GTK4Harness.drain(until: { Date() > pastDelay })
        XCTAssertEqual(searches, [], "a text set by the program is no search")
        XCTAssertEqual(edits, [])
        XCTAssertEqual(notes.text, "second")

        var end = Int32(-1)
        gtk_editable_insert_text(OpaquePointer(search.gtkWidget), "4", -1, &end)  // as typing does
        XCTAssertTrue(GTK4Harness.drain(until: { searches == ["gtk4"] }), "search-changed after the pause: \(searches)")
        let buffer = gtk_text_view_get_buffer(UnsafeMutableRawPointer(notes.gtkWidget).assumingMemoryBound(to: GtkTextView.self))
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        gtk_text_buffer_insert(buffer, &start, "typed ", -1)
        XCTAssertEqual(edits, ["typed second"])

        notes.wrapMode = .word
        XCTAssertEqual(gtk_text_view_get_wrap_mode(UnsafeMutableRawPointer(notes.gtkWidget).assumingMemoryBound(to: GtkTextView.self)), GTK_WRAP_WORD)
        host.controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testLinkButtonAsksBeforeOpeningAndInfoBarRunsItsActions() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        var asked = 0, retried = 0, closed = 0
        let link = LinkButton(uri: "https://example.org", label: "Project page")
        link.onActivateLink = { asked += 1; return true }  // handled: nothing is opened
        let banner = InfoBar(text: "You are offline.", messageType: .warning)
        banner.actions = [.init("_Retry") { retried += 1 }]
        banner.showsCloseButton = true
        banner.onClose = { closed += 1 }
        let host = Host([link, banner])

        link.click()
        XCTAssertEqual(asked, 1)
        XCTAssertEqual(String(cString: gtk_link_button_get_uri(OpaquePointer(link.gtkWidget))), "https://example.org")
        XCTAssertEqual(String(cString: gtk_button_get_label(UnsafeMutableRawPointer(link.gtkWidget).assumingMemoryBound(to: GtkButton.self))), "Project page")

        XCTAssertEqual(GTK4WidgetTree.texts(in: banner.gtkWidget).filter { $0 == "You are offline." }.count, 1)
        gtk_info_bar_response(OpaquePointer(banner.gtkWidget), 0)
        gtk_info_bar_response(OpaquePointer(banner.gtkWidget), GTK_RESPONSE_CLOSE.rawValue)
        XCTAssertEqual([retried, closed], [1, 1])
        XCTAssertEqual(gtk_info_bar_get_message_type(OpaquePointer(banner.gtkWidget)), GTK_MESSAGE_WARNING)
        banner.actions = [.init("_Retry") { retried += 10 }]
        XCTAssertEqual(GtkMutations.measure { banner.actions = [.init("_Retry") { retried += 10 }] }.total, 0, "same titles make no GTK call")
        gtk_info_bar_response(OpaquePointer(banner.gtkWidget), 0)
        XCTAssertEqual(retried, 11, "the action was swapped")
        banner.actions = [.init("Sign in") {}, .init("Later") {}]
        let buttons = GTK4WidgetTree.texts(in: banner.gtkWidget).filter { $0 != "You are offline." && !$0.isEmpty }
        XCTAssertEqual(buttons, ["Sign in", "Later"], "the old buttons are gone")
        host.controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testHeaderBarShowsTitlesPacksWidgetsAndOpensItsPrimaryMenu() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        let controller = StateViewController(title: "Header", width: 500, height: 200)
        let header = HeaderBar(title: "Repositories", subtitle: "Swift")
        let refresh = Button(iconName: "view-refresh-symbolic", accessibleName: "Refresh")
        let add = Button(iconName: "list-add-symbolic", accessibleName: "Add")
        header.startWidgets = [refresh]
        header.endWidgets = [add]
        header.primaryMenu = Menu([.item("About", action: "app.about"), .item("Quit", action: "app.quit")])
        header.showsCloseButton = true
        controller.titleBar = header  // before the window shows, as on GTK 3
        controller.show()
        GTK4Harness.drain()
        XCTAssertEqual(gtk_window_get_titlebar(UnsafeMutableRawPointer(controller.window).assumingMemoryBound(to: GtkWindow.self)), header.gtkWidget)
        XCTAssertTrue(GTK4WidgetTree.texts(in: header.gtkWidget).starts(with: ["Repositories", "Swift"]) ||
                      GTK4WidgetTree.texts(in: header.gtkWidget).contains("Repositories"))
        header.subtitle = nil
        header.title = "Details"
        XCTAssertTrue(GTK4WidgetTree.texts(in: header.gtkWidget).contains("Details"))
        XCTAssertEqual(gtk_header_bar_get_show_title_buttons(OpaquePointer(header.gtkWidget)), 1)

        // The primary menu is outermost at the end, after the end widgets packed before it.
        let menuButton = try XCTUnwrap(header.primaryMenuButton)
        let endBox = try XCTUnwrap(gtk_widget_get_parent(menuButton.gtkWidget))
        XCTAssertEqual(gtk_widget_get_parent(add.gtkWidget), endBox)
        let ends = WidgetTree.children(of: endBox).filter { $0 == add.gtkWidget || $0 == menuButton.gtkWidget }
        XCTAssertEqual(ends, [add.gtkWidget, menuButton.gtkWidget])
        XCTAssertEqual(String(cString: gtk_menu_button_get_icon_name(OpaquePointer(menuButton.gtkWidget))), "open-menu-symbolic")
        menuButton.isOpen = true
        XCTAssertTrue(GTK4Harness.drain(until: { menuButton.isOpen }))
        let model = try XCTUnwrap(gtk_menu_button_get_menu_model(OpaquePointer(menuButton.gtkWidget)))
        XCTAssertEqual(g_menu_model_get_n_items(model), 2)
        menuButton.isOpen = false
        XCTAssertTrue(GTK4Harness.drain(until: { !menuButton.isOpen }))

        header.endWidgets = []
        XCTAssertNil(gtk_widget_get_parent(add.gtkWidget), "a widget no longer listed leaves the bar")
        header.primaryMenu = nil
        XCTAssertNil(header.primaryMenuButton)
        controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testPopoverItemsRunTheirActionsAndGoWithTheWidgetTheyPointAt() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        var chosen: [String] = []
        let more = Button(label: "More")
        let host = Host([more])
        var popover: Popover? = Popover(items: [.init("Rename") { chosen.append("rename") }, .init("Delete") { chosen.append("delete") }])
        popover!.attach(to: more)
        XCTAssertEqual(gtk_widget_get_parent(popover!.gtkWidget), more.gtkWidget, "a GTK 4 popover points at its parent")
        popover!.popup()
        XCTAssertTrue(GTK4Harness.drain(until: { popover!.isOpen }))
        XCTAssertEqual(popover!.itemWidgets.map { GTK4WidgetTree.texts(in: $0) }, [["Rename"], ["Delete"]])
        Button.emitClicked(popover!.itemWidgets[1])
        XCTAssertEqual(chosen, ["delete"])
        XCTAssertTrue(GTK4Harness.drain(until: { !popover!.isOpen }), "choosing an item closes the popover")
        popover!.items = [.init("Rename") { chosen.append("renamed") }]
        XCTAssertEqual(popover!.itemWidgets.count, 1)
        Button.emitClicked(popover!.itemWidgets[0])
        XCTAssertEqual(chosen, ["delete", "renamed"])

        let finalizedBefore = GTK4Finalization.finalized.load(ordering: .relaxed)
        _ = GTK4Finalization.track(popover!.gtkWidget)
        weak let weakPopover = popover
        popover = nil
        host.controller.close()
        XCTAssertTrue(GTK4Harness.drain(until: { GTK4Finalization.finalized.load(ordering: .relaxed) - finalizedBefore == 1 }),
                      "the popover goes with its wrapper and the widget it pointed at")
        XCTAssertNil(weakPopover)
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testListBoxKeepsKeyedRowsSelectsAndActivates() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        final class Row: StateView {
            let label = Label()
            override func render() {
                label.text = prop(withValueForKey: "name") as? String ?? ""
                place(label, key: "label")
            }
        }
        final class Rows: StateView {
            let list = ListBox<String>(selectionMode: .multiple)
            var names = ["Ada", "Grace", "Linus"]
            var selected: Set<String> = []
            var activated: [String] = []
            override func render() {
                place(list, key: "list") { make in make.edges.equalTo(self) }
                    .items(names, key: { $0 }) { name, row in row.place(Row.self).prop(forKey: "name", is: name) }
                    .selection(selected) { [weak self] keys in self?.selected = keys }
                    .onActivate { [weak self] key in self?.activated.append(key) }
            }
        }
        let controller = StateViewController(title: "List box", width: 300, height: 300)
        let view = Rows()
        controller.rootView = view
        controller.show()
        GTK4Harness.drain()
        @MainActor func shown() -> [String] { GTK4WidgetTree.texts(in: view.list.gtkWidget) }
        XCTAssertEqual(shown(), ["Ada", "Grace", "Linus"])
        XCTAssertEqual(view.selected, view.list.selectedKeys, "a row GTK selected itself (GTK 4 selects the row it focuses) is reported")
        let grace = try XCTUnwrap(view.list.rowView(forKey: "Grace"))
        view.names = ["Linus", "Grace", "Ada", "Barbara"]
        view.selected = ["Grace"]
        view.setNeedsRender()
        StateView.flushRenders()
        XCTAssertEqual(shown(), ["Linus", "Grace", "Ada", "Barbara"])
        XCTAssertTrue(view.list.rowView(forKey: "Grace") === grace, "a kept key keeps its row's view")
        XCTAssertEqual(view.list.selectedKeys, ["Grace"])
        view.list.activate("Barbara")
        XCTAssertEqual(view.activated, ["Barbara"])
        let row = try XCTUnwrap(gtk_list_box_get_row_at_index(OpaquePointer(view.list.gtkWidget), 0))
        gtk_list_box_select_row(OpaquePointer(view.list.gtkWidget), row)  // as a click does
        XCTAssertTrue(view.selected.contains("Linus"), "the user's selection reaches the callback")
        XCTAssertEqual(view.selected, view.list.selectedKeys)
        controller.close()
        GTK4Harness.drain()
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }

    func testDrawingAreaDrawsItsValueOnceChangedAndReportsPresses() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start() && Gtk.initialize(), "GTK 4 could not open a display")
        var drawn: [Int] = []
        var sizes: [Size] = []
        let finalizedBefore = GTK4Finalization.finalized.load(ordering: .relaxed)
        weak var weakChart: DrawingArea?
        do {
        let chart = DrawingArea()
        weakChart = chart
        chart.draw(1) { context, size in
            drawn.append(1)
            sizes.append(size)
            context.fill(Path(Rect(x: 0, y: 0, width: 10, height: 10)), with: context.foregroundColor)
        }
        gtk_widget_set_size_request(chart.gtkWidget, 120, 40)
        let host = Host([chart])
        XCTAssertTrue(GTK4Harness.drain(until: { !drawn.isEmpty }), "GTK 4 calls the draw function when the area shows")
        XCTAssertEqual(sizes.last, Size(width: 120, height: 40))
        XCTAssertEqual(GtkMutations.measure { chart.draw(1) { _, _ in drawn.append(1) } }.propertySets, 0, "an equal value queues no redraw")
        XCTAssertEqual(GtkMutations.measure { chart.draw(2) { _, _ in drawn.append(2) } }.propertySets, 1)
        XCTAssertTrue(GTK4Harness.drain(until: { drawn.last == 2 }))

        _ = GTK4Finalization.track(chart.gtkWidget)
        chart.draw(3) { [chart] _, _ in _ = chart.size }  // captures its own wrapper
        host.controller.close()
        }
        XCTAssertTrue(GTK4Harness.drain(until: { GTK4Finalization.finalized.load(ordering: .relaxed) - finalizedBefore == 1 }),
                      "a draw body capturing the area does not keep it")
        XCTAssertNil(weakChart)
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }
}
#endif
