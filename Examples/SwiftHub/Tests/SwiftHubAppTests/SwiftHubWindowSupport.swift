// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import SwiftHubData
import XCTest
@testable import SwiftHubApp
/// SwiftHub's real window (HomeViewController, header bar, HomeView) on screen, over a given
/// source and a cache folder of its own, read back through its GTK widgets.
@MainActor
final class SwiftHubWindow {
    let controller: HomeViewController
    let home: HomeView
    let cacheDirectory: URL
    private let ownsCacheDirectory: Bool
    /// The controller's window as StateGtkTesting drives it.
    let host: TestWindow

    /// - Parameters:
    ///   - network: the "GitHub" the store asks; nil is `--offline`.
    ///   - fixtures: the built-in data (the app's own fixtures unless told).
    ///   - cacheDirectory: the on-disk cache; a new empty folder (removed on `close`) unless told.
    ///   - settings: where the divider's position is kept; nil keeps it for this window only.
    init(network: RepositorySource?, fixtures: RepositorySource = FixtureSource(), filter: SearchFilter = .lastWeek, cacheDirectory: URL? = nil,
         settings: Settings? = nil) {
        ownsCacheDirectory = cacheDirectory == nil
        self.cacheDirectory = cacheDirectory ?? FileManager.default.temporaryDirectory.appendingPathComponent("swifthub-window-\(UUID())")
        var configuration = AppConfiguration()
        configuration.offline = network == nil
        configuration.filter = filter
        configuration.cacheDirectory = self.cacheDirectory
        let store = RepositoryStore(network: network, fixtures: fixtures, cache: RepositoryCache(directory: self.cacheDirectory))
        let avatars = AvatarLoader(directory: nil, offline: true)
        // The home view declares an app. action in its first render, which the controller's
        // init runs: as in the app, the application exists before the window.
        if Application.shared == nil { Application(id: "org.stategtk.Tests", isUnique: false).register() }
        controller = HomeViewController(configuration: configuration, store: store, avatars: avatars, settings: settings)
        home = controller.home!
        host = TestWindow(controller)
    }

    func close() {
        host.close()
        if ownsCacheDirectory { try? FileManager.default.removeItem(at: cacheDirectory) }
    }

    // MARK: Waiting

    /// Runs the main loop (renders, tasks, layout) until `condition` holds; false after `timeout`.
    @discardableResult
    func wait(_ timeout: TimeInterval = 10, until condition: () -> Bool) -> Bool {
        let met = Gtk.runUntil(timeout: timeout) {
            StateView.flushRenders()
            return condition()
        }
        Gtk.drainEvents()
        return met
    }

    /// Lets pending work happen without waiting for anything in particular.
    func settle(_ seconds: TimeInterval = 0.3) {
        _ = Gtk.runUntil(timeout: seconds) { false }
        StateView.flushRenders()
        Gtk.drainEvents()
    }

    /// Waits until no request is under way (the spinner stopped and no "Loading more…").
    func waitUntilIdle(file: StaticString = #filePath, line: UInt = #line) {
        settle(0.05)
        let idle = wait { !isLoading && !isLoadingMore }
        XCTAssertTrue(idle, "the window is still loading", file: file, line: line)
    }

    /// Waits for the first page (30 rows) to show and for loading to end: where most tests start.
    func waitForFirstPage(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(wait { rowCount == 30 }, "got \(rowCount) rows, not the first page of 30", file: file, line: line)
        waitUntilIdle(file: file, line: line)
    }

    // MARK: What is on screen

    var panel: ControlPanel { home.panel }
    var banner: StatusBanner { home.childView(forKey: "banner") as! StatusBanner }
    var details: DetailsView { home.details! }

    /// The row views that exist (the list view realises the rows on screen and a few more),
    /// top first.
    var rows: [RepositoryRow] { home.list?.realisedRows ?? [] }

    /// How many rows the list has, realised or not.
    var rowCount: Int { home.list?.rows?.itemCount ?? 0 }

    /// What screen readers call each row (RepositoryRow names itself `owner/name`), in order:
    /// every row, read by scrolling through the list as a screen reader would.
    var rowNames: [String] { readEveryRow { WidgetTree.accessibleName(of: $0.widget) ?? "" } }

    /// The bold first line of each row, as GTK shows it, every row.
    var rowTitles: [String] { readEveryRow { labelText($0.name.gtkWidget) } }

    /// Reads every row of the list, scrolling each into view (and back to where the list was).
    /// Reaching the end this way asks for no page: the tests say when the user scrolls.
    func readEveryRow(_ read: (RepositoryRow) -> String) -> [String] {
        guard let list = home.list?.rows else { return [] }
        let ids = (home.list?.props[RepositoryList.repositories] ?? []).map(\.id)
        let start = list.scrollOffset
        home.loadsMoreAtEnd = false
        defer { home.loadsMoreAtEnd = true }
        var values: [Int: String] = [:]
        func collect() {
            for row in rows { if let id = row.props[RepositoryRow.repository]?.id { values[id] = read(row) } }
        }
        // A page at a time, as a screen reader would, until the last row was in view.
        var offset = 0.0
        while true {
            list.scroll(toOffset: offset)
            collect()
            if list.visibleRange.upperBound >= ids.count || list.viewportHeight <= 0 { break }
            offset += list.viewportHeight
        }
        list.scroll(toOffset: start)
        // The layout the scrolling queued runs now: left pending, it would come before the
        // main queue's jobs (a page arriving) in every turn of a `wait` that reads the rows.
        Gtk.drainEvents()
        return ids.map { values[$0] ?? "(row \($0) was never realised)" }
    }

    var filterLabel: String { labelText(home.filterName.gtkWidget) }
    var status: String { labelText(home.status.gtkWidget) }
    var isLoading: Bool { panel.spinner.isActive }
    var isLoadingMore: Bool { listFooter == "Loading more…" }

    /// The line below the rows ("Loading more…", or that loading more failed), if any.
    var listFooter: String? { home.list?.childWidgets.first(where: isLabel).map(labelText) }

    /// The details column's title, or nil while it shows no repository.
    var detailsTitle: String? {
        details.childWidgets.contains(details.title.gtkWidget) ? labelText(details.title.gtkWidget) : nil
    }

    /// The banner's message as its GtkLabel shows it, or nil when there is no banner.
    var bannerText: String? {
        let bar = banner.infoBar.gtkWidget
        guard banner.childWidgets.contains(bar), gtk_widget_get_mapped(bar) != 0 else { return nil }
        #if GTK3
        let content = UnsafeMutableRawPointer(gtk_info_bar_get_content_area(UnsafeMutableRawPointer(bar).assumingMemoryBound(to: GtkInfoBar.self))!)
        return WidgetTree.descendants(of: content.assumingMemoryBound(to: GtkWidget.self)).first(where: isLabel).map(labelText)
        #else
        // GTK 4's info bar has no content area to ask for: its message comes before its buttons.
        return WidgetTree.descendants(of: bar).first(where: isLabel).map(labelText)
        #endif
    }

    var bannerIsError: Bool {
        #if GTK3
        gtk_info_bar_get_message_type(UnsafeMutableRawPointer(banner.infoBar.gtkWidget).assumingMemoryBound(to: GtkInfoBar.self)) == GTK_MESSAGE_ERROR
        #else
        gtk_info_bar_get_message_type(OpaquePointer(banner.infoBar.gtkWidget)) == GTK_MESSAGE_ERROR
        #endif
    }

    /// The titles of the banner's buttons.
    var bannerButtons: [String] {
        guard bannerText != nil else { return [] }
        return banner.infoBar.actionWidgets.map { button in
            gtk_button_get_label(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self)).map { String(cString: $0) } ?? ""
        }
    }

    /// Presses the banner's Retry button.
    func pressRetry(file: StaticString = #filePath, line: UInt = #line) {
        guard let index = bannerButtons.firstIndex(of: "Retry") else { return XCTFail("no Retry button", file: file, line: line) }
        click(banner.infoBar.actionWidgets[index], file: file, line: line)
    }

    // MARK: Acting like the user

    /// Picks a filter in the combo box, as a click in its menu does (the wrapper's own setter
    /// is the program's and runs nothing).
    func choose(_ filter: SearchFilter) {
        gtk_combo_box_set_active(combo(panel.filterChooser.gtkWidget), Int32(SearchFilter.allCases.firstIndex(of: filter)!))
    }

    func choose(_ sort: SearchSort) {
        gtk_combo_box_set_active(combo(panel.sortChooser.gtkWidget), Int32(SearchSort.allCases.firstIndex(of: sort)!))
    }

    /// Types `text` into the search box key by key, after what it holds, as a keyboard does.
    func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        do { try host.type(text, into: panel.search.gtkWidget) } catch { XCTFail("\(error)", file: file, line: line) }
    }

    /// Presses a key in the window: GTK gives it to the focus widget, then to its parents.
    func press(keyval: UInt32, modifiers: GdkModifierType = GdkModifierType(0), file: StaticString = #filePath, line: UInt = #line) {
        do { try host.press(keyval: keyval, modifiers: modifiers) } catch { XCTFail("\(error)", file: file, line: line) }
    }

    /// Gives the list the keyboard focus and sends it a key press, as a user whose focus is in
    /// the list types it; true if the list handled it (on GTK 4, a real key press: true once
    /// sent, since GTK 4 does not say who handled it).
    func pressInList(keyval: UInt32) -> Bool {
        home.list?.grabFocus()
        #if GTK3
        guard let focus = gtk_window_get_focus(UnsafeMutableRawPointer(controller.window).assumingMemoryBound(to: GtkWindow.self)) else { return false }
        let event = gdk_event_new(GDK_KEY_PRESS)!
        event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(controller.window))))
        event.pointee.key.keyval = keyval
        event.pointee.key.time = UInt32(GDK_CURRENT_TIME)
        gdk_event_set_device(event, gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_display_get_default())))
        defer { gdk_event_free(event) }
        return gtk_widget_event(focus, event) != 0
        #else
        do { try host.press(keyval: keyval) } catch { return false }
        return true
        #endif
    }

    /// Clicks the middle of `widget` with the primary button, as StateGtkTesting does: the
    /// pointer really moves there.
    func click(_ widget: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath, line: UInt = #line) {
        do { try host.click(widget) } catch { XCTFail("\(error)", file: file, line: line) }
    }

    /// Scrolls the list to its end, as dragging the scroll bar down does.
    func scrollToEnd() {
        home.list?.rows?.scroll(toOffset: .greatestFiniteMagnitude)
    }

    /// The size of the window on screen.
    var windowSize: (width: Int32, height: Int32) {
        (gtk_widget_get_allocated_width(controller.window), gtk_widget_get_allocated_height(controller.window))
    }
}

// MARK: GTK helpers

@MainActor
func labelText(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
    String(cString: gtk_label_get_text(gtkLabel(widget)))
}

/// Whether a GtkLabel reads its text as Pango markup.
@MainActor
func usesMarkup(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    gtk_label_get_use_markup(gtkLabel(widget)) != 0
}

#if GTK3
@MainActor func gtkLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkLabel> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self)
}
#else
@MainActor func gtkLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer { OpaquePointer(widget) }
#endif

@MainActor
func isLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0
}

@MainActor
func combo(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkComboBox> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkComboBox.self)
}

/// The themed icon a GtkImage shows, if it shows one.
@MainActor
func iconName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
    #if GTK3
    let image = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkImage.self)
    guard gtk_image_get_storage_type(image) == GTK_IMAGE_ICON_NAME else { return nil }
    var name: UnsafePointer<CChar>?
    gtk_image_get_icon_name(image, &name, nil)
    return name.map { String(cString: $0) }
    #else
    let image = OpaquePointer(widget)
    guard gtk_image_get_storage_type(image) == GTK_IMAGE_ICON_NAME else { return nil }
    return gtk_image_get_icon_name(image).map { String(cString: $0) }
    #endif
}

/// The width in pixels of the picture a GtkImage shows (GTK 3: its pixbuf; GTK 4: its
/// paintable), or nil when it shows none.
@MainActor
func shownImageWidth(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32? {
    #if GTK3
    gtk_image_get_pixbuf(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkImage.self)).map(gdk_pixbuf_get_width)
    #else
    gtk_image_get_paintable(OpaquePointer(widget)).map(gdk_paintable_get_intrinsic_width)
    #endif
}

/// Whether `widget` carries a CSS class.
@MainActor
func hasStyleClass(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Bool {
    #if GTK3
    gtk_style_context_has_class(gtk_widget_get_style_context(widget), name) != 0
    #else
    gtk_widget_has_css_class(widget, name) != 0
    #endif
}

/// "HH:mm" in the current time zone, as the banner writes reset times.
func clockTime(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm"
    formatter.timeZone = .current
    return formatter.string(from: date)
}

/// Runs async work (an actor's answer) to completion from the main actor, keeping GTK's main
/// loop turning meanwhile.
@MainActor
@discardableResult
func awaitResult<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let box = ResultBox<T>()
    Task.detached { box.set(await work()) }
    Gtk.runUntil(timeout: 10) { box.value != nil }
    return box.value!
}

/// A value handed from a task to the main thread.
final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T?
    var value: T? { lock.lock(); defer { lock.unlock() }; return stored }
    func set(_ value: T) { lock.lock(); stored = value; lock.unlock() }
}
