import Foundation

/// How far back the "most starred" list looks, by repository creation date.
public enum SearchFilter: String, Sendable, Hashable, CaseIterable, Codable {
    case lastWeek
    case lastMonth
    case lastYear
    case anyTime

    /// The label for the filter selector.
    public var title: String {
        switch self {
        case .lastWeek: "Last week"
        case .lastMonth: "Last month"
        case .lastYear: "Last year"
        case .anyTime: "Any time"
        }
    }

    /// A UTC Gregorian calendar. The cut-off is computed in UTC because GitHub's
    /// `created:>=` qualifier compares dates in UTC; a local calendar would shift the window
    /// by a day for users east or west of Greenwich around midnight.
    public static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// The first creation day included, or `nil` for ``anyTime``.
    public func createdSince(now: Date, calendar: Calendar = SearchFilter.utcCalendar) -> Date? {
        let start = calendar.startOfDay(for: now)
        switch self {
        case .lastWeek: return calendar.date(byAdding: .day, value: -7, to: start)
        case .lastMonth: return calendar.date(byAdding: .month, value: -1, to: start)
        case .lastYear: return calendar.date(byAdding: .year, value: -1, to: start)
        case .anyTime: return nil
        }
    }

    /// The search query (`q`) before URL encoding, e.g. `language:swift created:>=2026-11-14`.
    /// Qualifiers are separated by spaces, which appear as `+` in the request URL.
    public func query(now: Date, calendar: Calendar = SearchFilter.utcCalendar) -> String {
        guard let since = createdSince(now: now, calendar: calendar) else { return "language:swift" }
        let d = calendar.dateComponents([.year, .month, .day], from: since)
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 1)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        let day = "\(pad(d.year, 4))-\(pad(d.month, 2))-\(pad(d.day, 2))"
        return "language:swift created:>=\(day)"
    }
}
