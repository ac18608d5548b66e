/// The naming rule of Docs/naming.md, applied mechanically to GTK's names.
enum Naming {
    /// GTK names a Swift type would hide or clash with in users' code, and the names used instead.
    static let typeNames = ["Calendar": "CalendarView"]

    /// Boolean properties whose mechanical name reads badly, and what they are called instead.
    static let booleanOverrides = ["no-month-change": "preventsMonthChange", "wide-handle": "hasWideHandle"]

    /// Verbs that start GTK's boolean property names, as Swift's assertion reads them
    /// ("show-tabs" is `showsTabs`).
    static let verbs = [
        "show": "shows", "draw": "draws", "use": "uses", "wrap": "wraps", "reveal": "reveals", "snap": "snaps",
        "enable": "enables", "activate": "activates", "follow": "follows", "track": "tracks", "focus": "focuses",
        "propagate": "propagates", "truncate": "truncates", "select": "selects", "create": "creates",
        "do": "does", "obey": "obeys", "restrict": "restricts", "interpolate": "interpolates",
        "resize": "resizes", "hide": "hides", "preview": "previews", "accept": "accepts",
    ]
    /// First words that already read as assertions.
    static let assertions: Set = ["is", "has", "can", "should", "accepts", "allows"]
    static let keywords: Set = ["default", "in", "for", "class", "self", "protocol", "extension", "func", "var", "let",
                                "is", "as", "case", "switch", "return", "where", "while", "repeat", "import", "none",
                                "private", "public", "internal", "fileprivate", "open", "static", "struct", "enum",
                                "init", "deinit", "subscript", "operator", "typealias", "if", "else", "do", "try",
                                "throw", "throws", "defer", "guard", "break", "continue", "fallthrough", "true",
                                "false", "nil", "super", "inout", "associatedtype", "any", "some"]

    static func swiftTypeName(_ gtkName: String) -> String { typeNames[gtkName] ?? gtkName }

    static func lowerCamel(_ words: [Substring]) -> String {
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(\.capitalized).joined()
    }

    static func upperCamel(_ words: [Substring]) -> String { words.map(\.capitalized).joined() }

    static func words(_ name: String) -> [Substring] {
        name.split(whereSeparator: { $0 == "-" || $0 == "_" })
    }

    /// A property's Swift name: lowerCamelCase; a Boolean reads as an assertion (`isActive`,
    /// `showsTabs`, `hasFrame`).
    static func property(_ gtkName: String, isBoolean: Bool) -> String {
        let parts = words(gtkName)
        guard isBoolean else { return escaped(lowerCamel(parts)) }
        if let override = booleanOverrides[gtkName] { return override }
        let first = String(parts[0])
        if assertions.contains(first) { return lowerCamel(parts) }
        if let verb = verbs[first] { return lowerCamel([Substring(verb)] + parts.dropFirst()) }
        if (first == "always" || first == "never"), parts.count > 1, let verb = verbs[String(parts[1])] {
            return lowerCamel([parts[0], Substring(verb)] + parts.dropFirst(2))
        }
        return "is" + upperCamel(parts)
    }

    /// A signal's Swift name: `on` and GTK's name in UpperCamelCase (`onValueChanged`).
    static func signal(_ gtkName: String) -> String { "on" + upperCamel(words(gtkName)) }

    /// An enumeration member's Swift name; GTK's digits-first names get a leading word.
    static func member(_ gtkName: String) -> String {
        var name = lowerCamel(words(gtkName))
        if let first = name.first, first.isNumber { name = "size" + name }
        return escaped(name)
    }

    static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }
}
