import StateGtkCore
import SwiftParser
import SwiftSyntax

/// Finds the translatable messages of one Swift file: calls of the keyword functions (`tr`)
/// whose message, plural, comment and context are string literals.
final class MessageExtractor: SyntaxVisitor {
    private let keywords: Set<String>
    private let path: String
    private let converter: SourceLocationConverter
    private(set) var entries: [CatalogEntry] = []
    /// Calls that could not be extracted ("File.swift:3: the message is not a string literal").
    private(set) var problems: [String] = []

    init(source: String, path: String, keywords: Set<String>) {
        self.keywords = keywords
        self.path = path
        let tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
              keywords.contains(callee.baseName.text) else { return .visitChildren }
        let line = call.startLocation(converter: converter).line
        let reference = "\(path):\(line)"
        let arguments = Array(call.arguments)
        guard let first = arguments.first, first.label == nil else { return .visitChildren }
        func literal(_ label: String) -> StringLiteralExprSyntax?? {
            guard let argument = arguments.first(where: { $0.label?.text == label }) else { return .some(nil) }
            guard let literal = argument.expression.as(StringLiteralExprSyntax.self) else {
                problems.append("\(reference): the \(label) of \(callee.baseName.text)() is not a string literal")
                return nil
            }
            return .some(literal)
        }
        guard let message = first.expression.as(StringLiteralExprSyntax.self), let singular = template(message) else {
            problems.append("\(reference): the message of \(callee.baseName.text)() is not a string literal")
            return .visitChildren
        }
        guard let pluralLiteral = literal("plural"), let commentLiteral = literal("comment"),
              let contextLiteral = literal("context") else { return .visitChildren }
        let plural = pluralLiteral.flatMap(template)
        let comment = commentLiteral.flatMap { $0.representedLiteralValue }
        let context = contextLiteral.flatMap { $0.representedLiteralValue }
        entries.append(CatalogEntry(
            key: .init(context: context, messageID: singular.messageID),
            pluralID: plural?.messageID,
            isFormat: singular.isFormat || plural?.isFormat == true,
            references: [reference],
            comments: comment.map { [$0] } ?? []))
        return .visitChildren
    }

    /// The literal's text with a placeholder for each interpolation, as `TranslatableString`
    /// builds it at run time.
    private func template(_ literal: StringLiteralExprSyntax) -> MessageTemplate? {
        guard !literal.hasError else { return nil }
        var template = MessageTemplate()
        for segment in literal.segments {
            switch segment {
            case .stringSegment:
                // The segment alone in a literal with the same quotes and pounds: SwiftParser
                // resolves its escapes and a multi-line literal's line breaks.
                let alone = literal.with(\.segments, StringLiteralSegmentListSyntax([segment]))
                guard let value = alone.representedLiteralValue else { return nil }
                template.appendLiteral(value)
            case .expressionSegment:
                template.appendPlaceholder()
            }
        }
        return template
    }
}
