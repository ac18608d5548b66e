/// The pseudo-locale's translation of a message: accented, bracketed and about 30% longer, so
/// that a window under it shows at a glance which text is not translated (plain English), where
/// text is cut (no closing bracket) and whether the layout takes longer words. Placeholders,
/// markup tags and entities stay as they are.
enum PseudoTranslation {
    /// GTK's and StateGtk's text direction marker translates to itself.
    static let directionMarker = "default:LTR"

    static func translate(_ message: String) -> String {
        guard message != directionMarker, !message.isEmpty else { return message }
        var accented = ""
        var characters = Array(message)[...]
        while let character = characters.first {
            // Markup tags and entities stay as they are, so that Pango still reads them.
            if character == "<" || character == "&", let end = markupEnd(characters, closing: character == "<" ? ">" : ";") {
                accented += String(characters[..<end])
                characters = characters[end...]
                continue
            }
            if character == "%", let end = placeholderEnd(characters) {
                accented += String(characters[..<end])
                characters = characters[end...]
                continue
            }
            characters = characters.dropFirst()
            if let replacement = accents[character] {
                accented.append(replacement)
            } else {
                accented.append(character)
            }
        }
        let padding = max(1, (message.count * 3 + 9) / 10 - 2)
        return "⟦" + accented + String(repeating: "·", count: padding) + "⟧"
    }

    /// The end of a tag (`<b>`, `</tt>`) or an entity (`&amp;`) at the start of `text`: up to
    /// `closing`, with no space before it in an entity.
    private static func markupEnd(_ text: ArraySlice<Character>, closing: Character) -> Int? {
        guard let end = text.firstIndex(of: closing) else { return nil }
        let inside = text[(text.startIndex + 1)..<end]
        guard !inside.isEmpty, closing == ">" || inside.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "#" }) else { return nil }
        return end + 1
    }

    /// The end of `%%` or `%N$s` at the start of `text`.
    private static func placeholderEnd(_ text: ArraySlice<Character>) -> Int? {
        let start = text.startIndex
        guard text.count > 1 else { return nil }
        if text[start + 1] == "%" { return start + 2 }
        var index = start + 1
        while index < text.endIndex, text[index].isASCII, text[index].isNumber { index += 1 }
        guard index > start + 1, index + 1 < text.endIndex, text[index] == "$", text[index + 1] == "s" else { return nil }
        return index + 2
    }

    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("àƀçđéƒĝĥíĵķĺɱñóƥqŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤQŔŠŢÚṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
