import StateGtkCore
import XCTest

/// The message ids that the extractor writes and `tr` looks up, and translations filled in.
final class MessageTemplateTests: XCTestCase {
    private func template(_ segments: [MessageTemplate.Segment]) -> MessageTemplate {
        var template = MessageTemplate()
        for segment in segments {
            switch segment {
            case .literal(let text): template.appendLiteral(text)
            case .placeholder: template.appendPlaceholder()
            }
        }
        return template
    }

    func testPlaceholdersAreNumberedInSourceOrderAndPercentIsEscapedInFormats() {
        let message = template([.literal("From "), .placeholder, .literal(" on "), .placeholder, .literal(", 100%")])
        XCTAssertEqual(message.messageID, "From %1$s on %2$s, 100%%")
        XCTAssertTrue(message.isFormat)
        XCTAssertEqual(message.placeholderCount, 2)
    }

    func testAMessageWithoutValuesIsItsTextUnchanged() {
        let message = template([.literal("100% "), .literal("done")])
        XCTAssertEqual(message.messageID, "100% done")
        XCTAssertFalse(message.isFormat)
        XCTAssertEqual(message.segments, [.literal("100% done")], "adjacent literals join")
    }

    func testATranslationMayReorderAndRepeatTheValues() {
        XCTAssertEqual(MessageTemplate.fill("Am %2$s von %1$s", with: ["Ada", "18. November"]), "Am 18. November von Ada")
        XCTAssertEqual(MessageTemplate.fill("%1$s, %1$s: 50%%", with: ["x"]), "x, x: 50%")
    }

    func testABrokenTranslationShowsItselfInsteadOfCrashing() {
        XCTAssertEqual(MessageTemplate.fill("%3$s and %d and %", with: ["a"]), "%3$s and %d and %")
        XCTAssertEqual(MessageTemplate.fill("%1$", with: ["a"]), "%1$")
    }
}
