// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Pango markup for `Label.markup`, built so that user data can never inject tags: literal
/// parts are markup, interpolated values are escaped (g_markup_escape_text).
///
/// ```swift
/// label.markup = "<b>\(user.name)</b> commented"        // a name "<i>x" shows as "<i>x"
/// label.markup = "\(Markup(raw: trustedSnippet)) and \(count) more"
/// ```
public struct Markup: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The markup as Pango reads it.
    public let string: String

    /// Markup written by the program, used as is.
    public init(raw: String) { string = raw }

    public init(stringLiteral value: String) { string = value }

    public init(stringInterpolation: Interpolation) { string = stringInterpolation.string }

    /// Escapes `&`, `<`, `>`, `'` and `"` so that `text` reads as text inside markup.
    public static func escape(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// Literals are kept, values are escaped, nested `Markup` values are kept.
    public struct Interpolation: StringInterpolationProtocol {
        var string = ""

        public init(literalCapacity: Int, interpolationCount: Int) { string.reserveCapacity(literalCapacity * 2) }

        public mutating func appendLiteral(_ literal: String) { string += literal }

        /// Appends a value's description, escaped so that it shows as written.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) { string += Markup.escape(value.description) }

        /// Appends markup as is, unescaped.
        public mutating func appendInterpolation(_ markup: Markup) { string += markup.string }
    }
}
