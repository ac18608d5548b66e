/// A translatable message as gettext stores it: literal text with numbered placeholders
/// (`%1$s`, `%2$s`, …) where the Swift source interpolated values, so that a translation can
/// put the values in another order ("%2$s von %1$s").
///
/// The extractor (`stategtk-xgettext`) and the run-time lookup both build the message id here,
/// so the id in the `.pot` file is exactly the one looked up. A message with placeholders is a
/// C format string (`#, c-format` in the catalog): a literal `%` in it is written `%%`, and
/// `msgfmt --check` verifies that every translation keeps the same placeholders. A message
/// without placeholders is the literal text, unchanged.
///
/// ```swift
/// var template = MessageTemplate()
/// template.appendLiteral("Repositories of ")
/// template.appendPlaceholder()
/// template.messageID               // "Repositories of %1$s"
/// MessageTemplate.fill("Repositorien von %1$s", with: ["apple"])  // "Repositorien von apple"
/// ```
public struct MessageTemplate: Hashable, Sendable {
    /// A piece of the source string: literal text, or the place of the n-th interpolated value.
    public enum Segment: Hashable, Sendable {
        /// Text as written in the source (not yet escaped).
        case literal(String)
        /// Where a value goes.
        case placeholder
    }

    /// The pieces, in source order.
    public private(set) var segments: [Segment] = []

    /// An empty message, to append to.
    public init() {}

    /// Adds literal text.
    public mutating func appendLiteral(_ text: String) {
        if case .literal(let previous) = segments.last {
            segments[segments.count - 1] = .literal(previous + text)
        } else if !text.isEmpty {
            segments.append(.literal(text))
        }
    }

    /// Adds the place of the next interpolated value.
    public mutating func appendPlaceholder() { segments.append(.placeholder) }

    /// How many values the message takes.
    public var placeholderCount: Int { segments.count { $0 == .placeholder } }

    /// Whether the message is a C format string (it has placeholders).
    public var isFormat: Bool { placeholderCount > 0 }

    /// The gettext message id: the literal text, with `%N$s` for the N-th value and `%%` for `%`
    /// when there are values.
    public var messageID: String {
        let isFormat = isFormat
        var id = ""
        var number = 0
        for segment in segments {
            switch segment {
            case .literal(let text): id += isFormat ? text.replacingAll("%", with: "%%") : text
            case .placeholder:
                number += 1
                id += "%\(number)$s"
            }
        }
        return id
    }

    /// A translation with its placeholders replaced by `values` (`%N$s` by the N-th, `%%` by
    /// `%`). A placeholder without a value, or anything else after a `%`, stays as written:
    /// a broken translation shows itself instead of crashing.
    public static func fill(_ format: String, with values: [String]) -> String {
        var result = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.first == "%" {
                result += "%"
                rest = after.dropFirst()
                continue
            }
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            let tail = after[digits.endIndex...]
            if !digits.isEmpty, tail.hasPrefix("$s"), let number = Int(digits), values.indices.contains(number - 1) {
                result += values[number - 1]
                rest = tail.dropFirst(2)
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
