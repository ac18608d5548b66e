#if GTK3
import CGtk
import FrameApp
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// Frame passes the accessibility audit, empty and with an image open.
final class FrameAccessibilityTests: XCTestCase {
    func testFramePassesTheAccessibilityAuditEmptyAndEditing() throws { try onMain {
        try requireGtk()
        let host = HostWindow()
        defer { host.close() }
        try host.host.auditAccessibility()
        host.open(FrameImage.sampleURL)
        try host.host.auditAccessibility()
    } }
}
#endif
