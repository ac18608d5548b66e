// toolkit: both
import Foundation
import XCTest
@testable import SwiftHubApp
/// Counts and relative dates as the rows and the details show them.
final class FormattingTests: XCTestCase {
    func testCountsInCompactNotation() {
        let expected: [(Int, String)] = [
            (0, "0"), (950, "950"), (999, "999"), (1_000, "1K"), (1_234, "1.2K"), (12_345, "12K"),
            (50_100, "50K"), (123_456, "123K"), (999_999, "1M"), (1_234_567, "1.2M"), (2_100_000, "2.1M"),
            (12_345_678_901, "12B"),
        ]
        for (value, text) in expected {
            XCTAssertEqual(Formatting.compact(value), text, "\(value)")
        }
    }

    func testRelativeDatesRoundToTheNearestUnit() {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let minute = 60.0, hour = 3_600.0, day = 86_400.0
        let expected: [(TimeInterval, String)] = [
            (0, "just now"), (59, "just now"), (-2 * minute, "just now"),
            (minute, "1 minute ago"), (5 * minute, "5 minutes ago"), (hour, "1 hour ago"), (5 * hour, "5 hours ago"),
            (day, "1 day ago"), (3 * day, "3 days ago"), (7 * day, "1 week ago"), (13 * day, "2 weeks ago"),
            (45 * day, "1 month ago"), (365 * day, "1 year ago"), (800 * day, "2 years ago"),
        ]
        for (age, text) in expected {
            XCTAssertEqual(Formatting.relative(now.addingTimeInterval(-age), now: now), text, "\(age) s")
        }
    }

    func testDaysAndTimes() {
        let date = Date(timeIntervalSince1970: 1_795_003_200)  // noon UTC: 18 November from UTC-12 to UTC+11
        XCTAssertTrue(["18", "Nov", "2026"].allSatisfy(Formatting.day(date).contains), Formatting.day(date))
        XCTAssertTrue(Formatting.time(date).wholeMatch(of: /\d\d:\d\d/) != nil, Formatting.time(date))
    }
}
