import StateGtkCore
import XCTest

final class PathTests: XCTestCase {
    func testARoundedRectanglesRadiusIsAtMostHalfItsShorterSide() {
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 99)
        let radii = path.elements.compactMap { element -> Double? in
            if case .arc(_, let radius, _, _, _) = element { return radius }
            return nil
        }
        XCTAssertEqual(radii, [5, 5, 5, 5])
        XCTAssertEqual(path.elements.last, .closeSubpath)
        XCTAssertEqual(Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 0), Path(Rect(x: 0, y: 0, width: 40, height: 10)),
                       "no radius is a plain rectangle")
    }

    func testAPathIsFiniteOnlyWhenEveryNumberInItIs() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10, y: 10))
        path.addEllipse(in: Rect(x: 0, y: 0, width: 4, height: 8))
        XCTAssertTrue(path.isFinite)
        var withNaN = path
        withNaN.addArc(center: Point(x: 1, y: 1), radius: .nan, startAngle: 0, endAngle: 1)
        XCTAssertFalse(withNaN.isFinite)
        XCTAssertFalse(Path(Rect(x: 0, y: 0, width: .infinity, height: 1)).isFinite)
        XCTAssertTrue(Path().isEmpty)
    }

    func testARectangleContainsItsTopLeftEdgesButNotItsBottomRightOnes() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertTrue(rect.contains(Point(x: 10, y: 20)))
        XCTAssertFalse(rect.contains(Point(x: 40, y: 30)))
        XCTAssertFalse(rect.contains(Point(x: 20, y: 60)))
        XCTAssertEqual(rect.center, Point(x: 25, y: 40))
    }
}
