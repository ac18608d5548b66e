#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
@testable import Gallery
/// The Gallery's window under StateGtkTesting's accessibility audit: every widget wrapper, as
/// a user's app would show it.
final class GalleryAccessibilityTests: XCTestCase {
    func testTheGalleryPassesTheAccessibilityAudit() throws { try onMain {
        try requireGtk()
        let window = TestWindow(GalleryController())
        defer { window.close() }
        try window.auditAccessibility()
    } }
}
#endif
