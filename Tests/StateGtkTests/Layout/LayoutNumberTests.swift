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
/// Numbers no layout can use (NaN, infinities, 1e300, a NaN priority): one diagnostic naming the
/// view, the key and the line, the constraint dropped, every other one laid out.
final class LayoutNumberTests: XCTestCase {
    func testUnusableNumbersAreReportedOnceAndDropped() throws { try onMain {
        try requireGtk()
        let huge = layoutBox(), nanPriority = layoutBox(), infiniteOffset = layoutBox(), nanMultiplier = layoutBox()
        var lines: [String: Int] = [:]
        var canvas: LayoutCanvas!, window: TestWindow!
        let messages = TestLog.capture {
            (canvas, window) = showCanvas { v in
                v.place(huge, key: "huge") { make in
                    make.left.top.equalTo(0)
                    make.height.equalTo(10)
                    make.width.equalTo(20).priority(.high)
                    lines["huge"] = #line; make.width.equalTo(1e300)
                }
                v.place(nanPriority, key: "nanPriority") { make in
                    make.left.equalTo(0)
                    make.top.equalTo(20)
                    make.size.equalTo(Size(width: 30, height: 10))
                    lines["nanPriority"] = #line; make.width.equalTo(500).priority(Double.nan)
                }
                v.place(infiniteOffset, key: "infiniteOffset") { make in
                    make.left.equalTo(v).offset(5)
                    lines["infiniteOffset"] = #line; make.top.equalTo(v).offset(.infinity)
                    make.top.equalTo(40).priority(.high)
                    make.size.equalTo(Size(width: 40, height: 10))
                }
                v.place(nanMultiplier, key: "nanMultiplier") { make in
                    make.left.equalTo(0)
                    make.top.equalTo(60)
                    make.height.equalTo(10)
                    lines["nanMultiplier"] = #line; make.width.equalTo(v).multipliedBy(.nan)
                    make.width.equalTo(50).priority(.high)
                }
            }
            canvas.rerender()
        }
        defer { window.close() }
        for (key, line) in lines {
            let found = messages.filter { $0.contains("\"\(key)\"") && $0.contains("LayoutNumberTests.swift:\(line)") }
            XCTAssertEqual(found.count, 1, "one diagnostic for \(key), naming it and its line: \(messages)")
            XCTAssertTrue(found.first?.contains("LayoutCanvas") == true, "names the view: \(found)")
        }
        XCTAssertEqual(pixelFrame(huge, in: canvas), PixelFrame(0, 0, 20, 10))
        XCTAssertEqual(pixelFrame(nanPriority, in: canvas), PixelFrame(0, 20, 30, 10))
        XCTAssertEqual(pixelFrame(infiniteOffset, in: canvas), PixelFrame(5, 40, 40, 10))
        XCTAssertEqual(pixelFrame(nanMultiplier, in: canvas), PixelFrame(0, 60, 50, 10))
    } }

    /// In-range numbers can still solve past 32 bits (a multiplier of a million on a position):
    /// clamped, never a trap.
    func testASolutionPastThirtyTwoBitsIsClampedNotATrap() throws { try onMain {
        try requireGtk()
        let first = layoutBox(), second = layoutBox()
        let (canvas, window) = showCanvas { v in
            v.place(first, key: "first") { make in
                make.left.top.equalTo(0)
                make.size.equalTo(Size(width: 10_000, height: 10))
            }
            v.place(second, key: "second") { make in
                make.top.equalTo(0)
                make.left.equalTo(first.snp.right).multipliedBy(1_000_000)
                make.size.equalTo(Size(width: 10, height: 10))
            }
        }
        defer { window.close() }
        XCTAssertEqual(pixelFrame(first, in: canvas), PixelFrame(0, 0, 10_000, 10))
        XCTAssertGreaterThan(pixelFrame(second, in: canvas).x, 10_000)
    } }
}

/// One view holding more constraint-laid-out children than a frame can solve says so once,
/// naming the view, its children and what to use instead.
final class LayoutScaleDiagnosticTests: XCTestCase {
    func testAViewPastTwoHundredConstrainedChildrenIsReportedOnce() throws { try onMain {
        try requireGtk()
        var count = 200
        let boxes = (0..<202).map { _ in layoutBox() }
        var canvas: LayoutCanvas!, window: TestWindow!
        let few = TestLog.capture {
            (canvas, window) = showCanvas { v in
                for index in 0..<count {
                    v.place(boxes[index], key: index) { make in
                        // Chained, as the diagnostic's worst case; 202 pixels fit the window.
                        make.size.equalTo(Size(width: 1, height: 4))
                        make.top.equalTo(v)
                        if index == 0 { make.left.equalTo(v) } else { make.left.equalTo(boxes[index - 1].snp.right) }
                    }
                }
            }
        }
        defer { window.close() }
        XCTAssertEqual(few.filter { $0.contains("children by constraints") }, [], "200 is not too many")
        count = 201
        let many = TestLog.capture {
            canvas.rerender()
            resize(window.window, width: 500, height: 350, view: canvas)
            count = 202
            canvas.rerender()
            resize(window.window, width: 520, height: 350, view: canvas)
        }
        let reports = many.filter { $0.contains("children by constraints") }
        XCTAssertEqual(reports.count, 1, "once per view, though the count changed: \(reports)")
        XCTAssertTrue(reports.first?.contains("LayoutCanvas lays out 201 children by constraints") == true, "\(reports)")
        XCTAssertTrue(reports.first?.contains("arrangement = .stack(…)` or a ListView") == true, "\(reports)")
    } }
}
