// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
/// A tall column of labels, removed-aware.
private final class Column: StateView {
    static var removed = 0
    var count = 60
    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
    }
    override func render() {
        for index in 0..<count { place(Label("Row \(index)"), key: "\(index)-\(count)") }
    }
    override func viewWillRemove() { Column.removed += 1 }
}

final class ContainerWidgetTests: XCTestCase {
    func testScrolledWindowShowsAViewScrollsAndReportsTheEnd() throws { try onMain {
        try requireGtk()
        Column.removed = 0
        let column = Column()
        let scroller = ScrolledWindow(column)
        var ends = 0
        let (host, window) = showHost([scroller], height: 200) {
            scroller.hscrollbarPolicy = .never
            scroller.minContentHeight = 150
            scroller.onEdgeReached(within: 50) { ends += 1 }
        }
        host.configure()  // in case the layout came before the first render set the callback
        defer { window.close() }
        Gtk.drainEvents()
        XCTAssertTrue(column.isLive, "the content view was started")
        XCTAssertGreaterThan(column.childWidgets.count, 0)
        #if GTK3
        let scrolled: UnsafeMutablePointer<GtkScrolledWindow> = gtk(scroller.gtkWidget)
        #else
        let scrolled = OpaquePointer(scroller.gtkWidget)
        #endif
        var hPolicy = GTK_POLICY_ALWAYS, vPolicy = GTK_POLICY_ALWAYS
        gtk_scrolled_window_get_policy(scrolled, &hPolicy, &vPolicy)
        XCTAssertEqual(hPolicy, GTK_POLICY_NEVER)
        XCTAssertEqual(gtk_scrolled_window_get_min_content_height(scrolled), 150)
        XCTAssertEqual(ends, 0, "not at the end yet")

        scroller.scrollToEnd()
        Gtk.drainEvents()
        XCTAssertEqual(ends, 1)
        XCTAssertGreaterThan(scroller.verticalOffset, 0)
        scroller.scroll(toY: scroller.verticalOffset - 5)  // still within the threshold: no repeat
        Gtk.drainEvents()
        XCTAssertEqual(ends, 1)

        column.count = 120  // the next page arrived
        column.setNeedsRender()
        StateView.flushRenders()
        Gtk.drainEvents()
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled)
        XCTAssertTrue(eventually { gtk_adjustment_get_upper(adjustment) > 1.5 * (scroller.verticalOffset + 150) }, "laid out on the next frame")
        XCTAssertEqual(ends, 1, "more content: no longer at the end")
        scroller.scrollToEnd()
        Gtk.drainEvents()
        XCTAssertEqual(ends, 2, "re-armed by the longer content")
        assertNoOpRerender(host)

        scroller.setContent(Label("replaced"))
        XCTAssertEqual(Column.removed, 1, "the replaced view was removed")
        XCTAssertFalse(column.isLive)
    } }

    func testScrolledWindowRemovesItsViewWhenDestroyed() throws { try onMain {
        try requireGtk()
        Column.removed = 0
        weak var weakColumn: Column?
        do {
            let column = Column()
            weakColumn = column
            let scroller = ScrolledWindow(column)
            let (host, window) = showHost([scroller])
            host.widgets = []
            host.setNeedsRender()
            StateView.flushRenders()
            window.close()
            _ = scroller
        }
        XCTAssertEqual(Column.removed, 1)
        XCTAssertNil(weakColumn, "the content view is released with its scrolled window")
    } }

    func testHeaderBarTitlesEndsAndWindowTitleBar() throws { try onMain {
        try requireGtk()
        let back = Button(label: "Back")
        let menu = Button(label: "Menu")
        let header = HeaderBar(title: "One")
        var title = "Repositories"
        let (host, window) = showHost([header]) {
            header.title = title
            header.subtitle = "42 starred"
            header.showsCloseButton = true
            header.startWidgets = [back]
            header.endWidgets = [menu]
        }
        defer { window.close() }
        #if GTK3
        let bar = gtk(header.gtkWidget, as: GtkHeaderBar.self)
        @MainActor func titles() -> [String] { [gtk_header_bar_get_title(bar), gtk_header_bar_get_subtitle(bar)].map { String(cString: $0!) } }
        XCTAssertEqual(gtk_header_bar_get_show_close_button(bar), 1)
        XCTAssertEqual(gtk_widget_get_parent(back.gtkWidget), header.gtkWidget)
        XCTAssertEqual(gtk_widget_get_parent(menu.gtkWidget), header.gtkWidget)
        #else
        // GTK 4's header bar shows a title widget (two labels here) and packs its ends in boxes.
        let bar = OpaquePointer(header.gtkWidget)
        @MainActor func titles() -> [String] {
            gtk_header_bar_get_title_widget(bar).map { children(of: $0).compactMap { WidgetTree.text(of: $0) } } ?? []
        }
        XCTAssertEqual(gtk_header_bar_get_show_title_buttons(bar), 1)
        XCTAssertNotEqual(gtk_widget_is_ancestor(back.gtkWidget, header.gtkWidget), 0)
        XCTAssertNotEqual(gtk_widget_is_ancestor(menu.gtkWidget, header.gtkWidget), 0)
        #endif
        XCTAssertEqual(titles(), ["Repositories", "42 starred"])
        assertNoOpRerender(host)
        title = "Starred"
        host.setNeedsRender()
        StateView.flushRenders()
        XCTAssertEqual(titles().first, "Starred")

        let controller = StateViewController(title: "Window")
        let windowBar = HeaderBar(title: "Window bar")
        controller.titleBar = windowBar
        XCTAssertEqual(gtk_window_get_titlebar(gtk(controller.window)), windowBar.gtkWidget)
        XCTAssertTrue(controller.titleBar === windowBar)
        controller.close()
    } }

    func testPopoverMenuItemsRunTheirActionsAndTheWrapperTakesThePopoverAway() throws { try onMain {
        try requireGtk()
        var chosen: [String] = []
        let anchor = Button(label: "More")
        let tracker = FinalizationTracker()
        var items = ["Rename", "Delete"]
        let (host, window) = showHost([anchor])
        defer { window.close() }
        do {
            let menu = Popover()
            tracker.watch(UnsafeMutableRawPointer(menu.gtkWidget))
            host.configure = {
                menu.items = items.map { title in .init(title) { chosen.append(title) } }
                menu.attach(to: anchor)
                menu.position = .top
            }
            host.setNeedsRender()
            StateView.flushRenders()
            #if GTK3
            XCTAssertEqual(menu.itemWidgets.map { stringProperty(UnsafeMutableRawPointer($0), "text") }, ["Rename", "Delete"])
            XCTAssertEqual(gtk_popover_get_relative_to(gtk(menu.gtkWidget)), anchor.gtkWidget)
            XCTAssertEqual(gtk_popover_get_position(gtk(menu.gtkWidget)), GTK_POS_TOP)
            #else
            XCTAssertEqual(menu.itemWidgets.map { WidgetTree.text(of: $0) }, ["Rename", "Delete"])
            XCTAssertEqual(gtk_widget_get_parent(menu.gtkWidget), anchor.gtkWidget, "GTK 4 parents a popover to its anchor")
            XCTAssertEqual(gtk_popover_get_position(gtk(menu.gtkWidget)), GTK_POS_TOP)
            #endif
            XCTAssertEqual(menu.itemWidgets.map { WidgetTree.accessibleName(of: $0) }, ["Rename", "Delete"], "items are named by their text")
            menu.popup()
            XCTAssertTrue(eventually { menu.isOpen })
            #if GTK3
            gtk_button_clicked(gtk(menu.itemWidgets[1]))
            #else
            try window.click(menu.itemWidgets[1])
            #endif
            XCTAssertEqual(chosen, ["Delete"])
            assertNoOpRerender(host)
            items = ["Rename"]
            host.setNeedsRender()
            StateView.flushRenders()
            XCTAssertEqual(menu.itemWidgets.count, 1)
            host.configure = {}
        }
        Gtk.drainEvents()
        XCTAssertTrue(tracker.allFinalized, "the popover went with its wrapper although its anchor stays")
    } }

    func testInfoBarTypeTextActionsCloseAndReveal() throws { try onMain {
        try requireGtk()
        var log: [String] = []
        var revealed = true
        let bar = InfoBar()
        let (host, window) = showHost([bar]) {
            bar.messageType = .warning
            bar.text = "You are offline."
            bar.actions = [.init("_Retry") { log.append("retry") }, .init("_Settings") { log.append("settings") }]
            bar.showsCloseButton = true
            bar.onClose = { log.append("close") }
            bar.isRevealed = revealed
        }
        defer { window.close() }
        #if GTK3
        let infoBar = gtk(bar.gtkWidget, as: GtkInfoBar.self)
        #else
        let infoBar = OpaquePointer(bar.gtkWidget)
        #endif
        XCTAssertEqual(gtk_info_bar_get_message_type(infoBar), GTK_MESSAGE_WARNING)
        XCTAssertEqual(bar.actionWidgets.map { String(cString: gtk_button_get_label(gtk($0))) }, ["_Retry", "_Settings"])
        XCTAssertEqual(gtk_info_bar_get_show_close_button(infoBar), 1)
        try window.click(bar.actionWidgets[1])
        gtk_info_bar_response(infoBar, GTK_RESPONSE_CLOSE.rawValue)
        XCTAssertEqual(log, ["settings", "close"])
        assertNoOpRerender(host)
        revealed = false
        host.setNeedsRender()
        StateView.flushRenders()
        XCTAssertEqual(gtk_info_bar_get_revealed(infoBar), 0)
        XCTAssertEqual(bar.text, "You are offline.")
    } }
}
