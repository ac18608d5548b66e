// toolkit: both
import Foundation
/// User-visible text to translate, written as a string literal: interpolated values become
/// numbered placeholders in the message translators see, so they can reorder them.
///
/// You rarely name this type: ``tr(_:comment:context:)`` takes one.
///
/// ```swift
/// let login = "apple"
/// label.text = tr("Repositories of \(login)")  // msgid "Repositories of %1$s"
/// ```
///
/// An interpolated integer is written with the digits and grouping of the translation's
/// language (``Localization/locale``): "1,234" in English, "1.234" in German.
public struct TranslatableString: ExpressibleByStringInterpolation, Sendable {
    /// The message with its placeholders.
    public private(set) var template = MessageTemplate()
    /// The interpolated values, as text, in source order.
    public private(set) var values: [String] = []

    public init(stringLiteral value: String) { template.appendLiteral(value) }

    public init(stringInterpolation: Interpolation) {
        template = stringInterpolation.template
        values = stringInterpolation.values
    }

    /// The pieces of a string literal with interpolations.
    public struct Interpolation: StringInterpolationProtocol, Sendable {
        var template = MessageTemplate()
        var values: [String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { template.appendLiteral(literal) }

        /// A value, written as `String(describing:)` writes it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            append(String(describing: value))
        }

        /// An integer, grouped as the translation's language groups digits.
        public mutating func appendInterpolation(_ value: Int) {
            append(value.formatted(.number.locale(Localization.locale)))
        }

        private mutating func append(_ text: String) {
            template.appendPlaceholder()
            values.append(text)
        }
    }

    /// The message in English, as written in the source (what an untranslated message shows).
    public var untranslated: String { filling(template.messageID) }

    /// A translation of this message with its values put in (a message without values is its
    /// own text, `%` and all).
    func filling(_ translation: String) -> String {
        template.isFormat ? MessageTemplate.fill(translation, with: values) : translation
    }
}
