#if GTK3
import CGtk
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// The examples of the articles on loading data, the app's files and when constraint closures
/// run, run as the articles describe them.
final class NewcomerArticleTests: XCTestCase {
    /// 50,000 contacts load off the main actor: the main loop turns meanwhile (the progress bar
    /// shows fractions between 0 and 1), and the list gets them all.
    func testFiftyThousandContactsLoadWhileTheWindowKeepsDrawing() throws { try onMain {
        try requireGtk()
        let (view, window, file) = try Self.loadContacts(50_000)
        defer { window.close(); try? FileManager.default.removeItem(at: file) }

        var fractionsSeen: Set<Double> = []
        try window.wait(timeout: 60, "the contacts to load") {
            if case .loading(let fraction) = view.state[ContactsLoadingView.phase] ?? .loaded, fraction > 0 { fractionsSeen.insert(fraction) }
            return view.state[ContactsLoadingView.phase] == .loaded
        }
        waitUntilIdle()  // the render the last state change asked for
        XCTAssertGreaterThan(fractionsSeen.count, 1, "the main loop ran while loading: progress \(fractionsSeen.sorted())")
        XCTAssertEqual(view.state[ContactsLoadingView.contacts]?.count, 50_000)
        XCTAssertNoThrow(try window.widget(withText: "Contact 1"), "the list shows the first rows")
    } }

    /// Cancel stops the load and says so; Try Again loads.
    func testCancellingStopsTheLoadAndTryAgainLoads() throws { try onMain {
        try requireGtk()
        let (view, window, file) = try Self.loadContacts(50_000)
        defer { window.close(); try? FileManager.default.removeItem(at: file) }
        // Clicked before the main loop turns again: 50,000 contacts may load before a pointer
        // click arrives.
        gtk_button_clicked(UnsafeMutableRawPointer(try window.widget(withText: "Cancel")).assumingMemoryBound(to: GtkButton.self))
        try window.wait("the load to stop") { view.state[ContactsLoadingView.phase] == .cancelled }
        waitUntilIdle()
        XCTAssertNoThrow(try window.widget(withText: "Loading was cancelled."))
        XCTAssertEqual(view.state[ContactsLoadingView.contacts], [])

        try window.click(window.widget(withText: "Try Again"))
        try window.wait(timeout: 60, "the contacts to load") { view.state[ContactsLoadingView.phase] == .loaded }
    } }

    /// A file that is not there: the error shows, in the window.
    func testAFailedLoadShowsTheError() throws { try onMain {
        try requireGtk()
        let view = ContactsLoadingView()
        view.file = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-contacts-\(UUID()).json")
        let window = TestWindow(view, width: 400, height: 300)
        defer { window.close() }
        view.load()
        try window.wait("the failure") { if case .failed = view.state[ContactsLoadingView.phase] { return true } else { return false } }
        waitUntilIdle()
        XCTAssertTrue(WidgetTree.text(of: view.message.gtkWidget)?.hasPrefix("The contacts could not be read") == true)
        XCTAssertNoThrow(try window.widget(withText: "Try Again"))
    } }

    /// The app's files go to its own XDG folders, and the saved contacts load back.
    func testTheContactsFileGoesToTheDataFolder() throws { try onMain {
        try requireGtk()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xdg-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let folders = AppDirectories(applicationID: "org.example.Contacts", environment: ["XDG_DATA_HOME": root.appendingPathComponent("data").path, "HOME": root.path])
        let files = ContactsFiles(folders: folders)
        try files.save([Contact(id: 1, name: "Ada")])
        XCTAssertEqual(files.contacts.path, root.path + "/data/org.example.Contacts/contacts.json")
        XCTAssertEqual(files.settings.path, root.path + "/.config/org.example.Contacts/settings.json")
        XCTAssertEqual(files.photos.path, root.path + "/.cache/org.example.Contacts/photos")

        let view = ContactsLoadingView()
        view.file = files.contacts
        let window = TestWindow(view, width: 400, height: 300)
        defer { window.close() }
        view.load()
        try window.wait("the contacts to load") { view.state[ContactsLoadingView.phase] == .loaded }
        XCTAssertEqual(view.state[ContactsLoadingView.contacts], [Contact(id: 1, name: "Ada")])
    } }

    /// Fields placed in a loop sit one under another when each closure captured its neighbour;
    /// two sit in one place when the closures read the loop's variable (what the article warns of).
    func testFieldsPlacedInALoopStackOnlyWhenTheClosuresCaptureTheirNeighbour() throws { try onMain {
        try requireGtk()
        @MainActor func tops(_ fields: [Entry]) -> [Int32] {
            fields.map { field in
                var allocation = GtkAllocation()
                gtk_widget_get_allocation(field.gtkWidget, &allocation)
                return allocation.y
            }
        }
        let form = ContactForm()
        let window = TestWindow(form, width: 300, height: 200)
        defer { window.close() }
        let right = tops(form.fields)
        XCTAssertTrue(right[0] < right[1] && right[1] < right[2], "one under another: \(right)")

        let wrong = OverlappingContactForm()
        let overlapping = TestWindow(wrong, width: 300, height: 200)
        defer { overlapping.close() }
        let wrongTops = tops(wrong.fields)
        XCTAssertFalse(wrongTops[0] < wrongTops[1] && wrongTops[1] < wrongTops[2], "the loop's variable: not one under another, \(wrongTops)")
        XCTAssertLessThan(Set(wrongTops).count, 3, "two fields in one place: \(wrongTops)")
    } }

    /// A file of `count` contacts, and a view in a window that starts loading it.
    @MainActor
    static func loadContacts(_ count: Int) throws -> (ContactsLoadingView, TestWindow, URL) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("contacts-\(UUID()).json")
        try JSONEncoder().encode((1...count).map { Contact(id: $0, name: "Contact \($0)") }).write(to: file)
        let view = ContactsLoadingView()
        view.file = file
        let window = TestWindow(view, width: 400, height: 300)
        view.load()
        return (view, window, file)
    }
}
#endif
