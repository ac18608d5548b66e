#if GTK4 && !GTK3
import CGtk4
import XCTest

/// The harness these tests rely on catches what it must: a GTK 4 critical is seen, not lost in
/// the log.
final class GTK4HarnessTests: XCTestCase {
    func testAGtkCriticalIsCaught() throws { try onMain {
        try XCTSkipUnless(GTK4Harness.start(), "GTK 4 could not open a display")
        let provoked = GTK4Harness.problems { _ = gtk_widget_get_first_child(nil) }
        XCTAssertEqual(provoked.count, 1)
        XCTAssertTrue(provoked.first?.contains("Gtk-CRITICAL") ?? false, "\(provoked)")
        XCTAssertEqual(GTK4Harness.takeProblems(), [])
    } }
}
#endif
