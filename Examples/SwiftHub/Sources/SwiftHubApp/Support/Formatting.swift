import Foundation
import StateGtk
/// How SwiftHub writes numbers and dates for people: Foundation's format styles in the language
/// of the translation shown (`Localization.locale`), so that a German window says "vor 3 Tagen".
enum Formatting {
    private static var locale: Locale { Localization.locale }

    /// 950 → "950", 1_234 → "1.2K", 12_345 → "12K", 2_100_000 → "2.1M": the locale's compact
    /// notation, as GitHub shows counts.
    static func compact(_ value: Int) -> String {
        IntegerFormatStyle<Int>.number.notation(.compactName).locale(locale).format(value)
    }

    /// "5 minutes ago", "3 days ago", "2 weeks ago", "1 year ago", rounded to the nearest unit;
    /// "just now" under a minute and for a date ahead of `now` (a server clock ahead of ours),
    /// where Foundation would say "in 0 seconds" or "in 2 minutes".
    static func relative(_ date: Date, now: Date = Date()) -> String {
        guard now.timeIntervalSince(date) >= 60 else { return tr("just now") }
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: .numeric, unitsStyle: .wide, locale: locale, calendar: Calendar(identifier: .gregorian))
        return style.format(now)
    }

    /// "Nov 20, 2026", "20. Nov. 2026": day, short month and year in the language's order.
    /// A format style, not a `DateFormatter`: Foundation keeps the formatter behind a style and
    /// reuses it, where a new `DateFormatter` would build its own on every call (each details view).
    static func day(_ date: Date) -> String {
        date.formatted(Date.FormatStyle(locale: locale, calendar: locale.calendar).day().month(.abbreviated).year())
    }

    /// "14:05", in the local time zone and the language's digits. A format style, as ``day(_:)``:
    /// the status line shows it on every render while the list comes from the cache.
    static func time(_ date: Date) -> String {
        let locale = locale
        let style = Date.VerbatimFormatStyle(
            format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
            locale: locale, timeZone: .current, calendar: locale.calendar)
        return date.formatted(style)
    }
}
