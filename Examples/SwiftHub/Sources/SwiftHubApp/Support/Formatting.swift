import Foundation

/// How SwiftHub writes numbers and dates for people: Foundation's format styles, in English
/// like the rest of the window (a German relative date would read "updated vor 3 Tagen").
enum Formatting {
    private static let english = Locale(identifier: "en")

    private static let compactStyle = IntegerFormatStyle<Int>.number.notation(.compactName).locale(english)

    /// 950 → "950", 1_234 → "1.2K", 12_345 → "12K", 2_100_000 → "2.1M": the locale's compact
    /// notation, as GitHub shows counts.
    static func compact(_ value: Int) -> String {
        compactStyle.format(value)
    }

    /// "5 minutes ago", "3 days ago", "2 weeks ago", "1 year ago", rounded to the nearest unit;
    /// "just now" under a minute and for a date ahead of `now` (a server clock ahead of ours),
    /// where Foundation would say "in 0 seconds" or "in 2 minutes".
    static func relative(_ date: Date, now: Date = Date()) -> String {
        guard now.timeIntervalSince(date) >= 60 else { return "just now" }
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: .numeric, unitsStyle: .wide, locale: english, calendar: Calendar(identifier: .gregorian))
        return style.format(now)
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
