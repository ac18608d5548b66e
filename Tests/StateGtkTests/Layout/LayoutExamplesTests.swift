// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
import StateGtkTesting
import XCTest
// The constraint examples of StateView's documentation and of the original SwiftHub, written as
// they were (with `self` the view), checked against what SnapKit makes of them.

/// The wiki's ShippingSummary / CanvasView: `size` and `center` equal to the parent fill it.
final class SeedFillingView: StateView {
    override func render() {
        place(LayoutBadge.self, key: "shipping summary") { make in
            make.size.equalTo(self)
            make.center.equalTo(self)
        }
    }
}

/// The wiki's button and NextButton, and the shipping summary docked to the bottom.
final class SeedCheckoutView: StateView {
    let button = Button(label: "Select image")

    override func render() {
        place(button, key: "button") { make in
            make.size.equalTo(100)          // SnapKit: width == 100 and height == 100
            make.center.equalTo(self)
        }
        place(LayoutBadge.self, key: "next button") { make in
            make.center.equalTo(self)
            make.height.equalTo(44)
            make.width.equalTo(120)
        }
        place(LayoutCard.self, key: "shipping summary") { make in
            make.width.equalTo(self)
            make.height.equalTo(200)
            make.centerX.equalTo(self)
            make.bottom.equalTo(self)
        }
    }
}

/// SwiftHub's repository cell: name, description under it, stars at the bottom left on half
/// the width, a 44-pixel button at the bottom right.
final class SwiftHubRepositoryCell: StateView {
    let name = Label("apple/swift")
    let summary = Label("The Swift Programming Language")
    let stars = Label("★ 67,000")
    let open = Button(label: "Open")

    override func render() {
        place(name, key: "name") { make in
            make.left.equalTo(14)
            make.top.equalTo(10)
            make.width.equalTo(self).offset(-24)
        }
        place(summary, key: "summary") { make in
            make.top.equalTo(self.name.snp.bottom).offset(2)
            make.left.equalTo(14)
            make.width.equalTo(self).offset(-24)
        }
        place(stars, key: "stars") { make in
            make.left.equalTo(14)
            make.bottom.equalTo(self).offset(-13)
            make.width.equalTo(self).dividedBy(2).offset(-56)
        }
        place(open, key: "open") { make in
            make.height.equalTo(44)
            make.right.equalTo(self).offset(-10)
            make.bottom.equalTo(self).offset(-13)
        }
    }
}

final class LayoutExamplesTests: XCTestCase {
    func testSizeAndCenterEqualToSelfFillTheView() throws { try onMain {
        try requireGtk()
        let view = SeedFillingView()
        let window = TestWindow(view, width: 400, height: 300)
        defer { window.close() }
        let summary = try XCTUnwrap(view.childView(forKey: "shipping summary"))
        XCTAssertEqual(pixelFrame(summary.widget, in: view), PixelFrame(0, 0, 400, 300))
    } }

    func testTheWikisCheckoutScreen() throws { try onMain {
        try requireGtk()
        let view = SeedCheckoutView()
        let window = TestWindow(view, width: 400, height: 300)
        defer { window.close() }
        XCTAssertEqual(pixelFrame(view.button, in: view), PixelFrame(150, 100, 100, 100))
        let next = try XCTUnwrap(view.childView(forKey: "next button"))
        XCTAssertEqual(pixelFrame(next.widget, in: view), PixelFrame(140, 128, 120, 44))
        let summary = try XCTUnwrap(view.childView(forKey: "shipping summary"))
        XCTAssertEqual(pixelFrame(summary.widget, in: view), PixelFrame(0, 100, 400, 200))
    } }

    func testSwiftHubsRepositoryCell() throws { try onMain {
        try requireGtk()
        let cell = SwiftHubRepositoryCell()
        let window = TestWindow(cell, width: 400, height: 120)
        defer { window.close() }
        let name = naturalSize(cell.name).height, summary = naturalSize(cell.summary).height
        let stars = naturalSize(cell.stars).height, open = naturalSize(cell.open.gtkWidget).width
        XCTAssertEqual(pixelFrame(cell.name, in: cell), PixelFrame(14, 10, 376, name))
        XCTAssertEqual(pixelFrame(cell.summary, in: cell), PixelFrame(14, 12 + name, 376, summary))
        XCTAssertEqual(pixelFrame(cell.stars, in: cell), PixelFrame(14, 107 - stars, 144, stars), "400 / 2 - 56")
        XCTAssertEqual(pixelFrame(cell.open, in: cell), PixelFrame(390 - open, 63, open, 44))

        // Wider: the widths that depend on the cell's follow.
        resize(window.window, width: 600, height: 120, view: cell)
        XCTAssertEqual(pixelFrame(cell.name, in: cell).width, 576)
        XCTAssertEqual(pixelFrame(cell.stars, in: cell).width, 244)
        XCTAssertEqual(pixelFrame(cell.open, in: cell).x, 590 - open)
    } }
}
