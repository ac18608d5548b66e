import Foundation

/// How SwiftHub writes numbers and dates for people.
enum Formatting {
    /// 950 → "950", 12_345 → "12.3k", 2_100_000 → "2.1M".
    static func compact(_ value: Int) -> String {
        switch value {
        case ..<1_000: return "\(value)"
        case ..<1_000_000: return trimmed(Double(value) / 1_000) + "k"
        default: return trimmed(Double(value) / 1_000_000) + "M"
        }
    }

    private static func trimmed(_ value: Double) -> String {
        let text = String(format: value < 100 ? "%.1f" : "%.0f", value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// "just now", "5 minutes ago", "3 days ago", "2 years ago".
    static func relative(_ date: Date, now: Date = Date()) -> String {
        let seconds = max(0, now.timeIntervalSince(date))
        let units: [(Double, String)] = [(31_536_000, "year"), (2_592_000, "month"), (86_400, "day"), (3_600, "hour"), (60, "minute")]
        for (length, name) in units where seconds >= length {
            let count = Int(seconds / length)
            return "\(count) \(name)\(count == 1 ? "" : "s") ago"
        }
        return "just now"
    }

    /// "20 Nov 2026".
    static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "d MMM yyyy"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter.string(from: date)
    }

    /// "14:05", in the local time zone.
    static func time(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
    }
}
