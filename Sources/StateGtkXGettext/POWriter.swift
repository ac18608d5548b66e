/// Writes entries in the PO format (GNU gettext manual, "The Format of PO Files").
enum POWriter {
    /// A `.pot` header: charset UTF-8, nothing that changes between runs (no creation date),
    /// so that a `.pot` written from unchanged sources is byte for byte the same.
    static func templateHeader(package: String) -> String {
        """
        # Messages of \(package), written by stategtk-xgettext.
        #
        #, fuzzy
        msgid ""
        msgstr ""
        "Project-Id-Version: \(package)\\n"
        "Report-Msgid-Bugs-To: \\n"
        "PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"
        "Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"
        "Language-Team: LANGUAGE <LL@li.org>\\n"
        "Language: \\n"
        "MIME-Version: 1.0\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Content-Transfer-Encoding: 8bit\\n"
        "Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"

        """
    }

    /// A translated catalog's header (the pseudo-locale's).
    static func header(package: String, language: String, pluralForms: String) -> String {
        """
        # \(package) in \(language), written by stategtk-xgettext.
        msgid ""
        msgstr ""
        "Project-Id-Version: \(package)\\n"
        "PO-Revision-Date: 2000-01-01 00:00+0000\\n"
        "Last-Translator: stategtk-xgettext\\n"
        "Language-Team: none\\n"
        "Language: \(language)\\n"
        "MIME-Version: 1.0\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Content-Transfer-Encoding: 8bit\\n"
        "Plural-Forms: \(pluralForms)\\n"

        """
    }

    /// One entry; `translations` empty for a template, else one per plural form (or one).
    static func entry(_ entry: CatalogEntry, translations: [String] = []) -> String {
        var lines: [String] = []
        for comment in entry.comments {
            lines += comment.split(separator: "\n", omittingEmptySubsequences: false).map { "#. \($0)" }
        }
        if !entry.references.isEmpty { lines.append("#: " + entry.references.joined(separator: " ")) }
        if entry.isFormat { lines.append("#, c-format") }
        if let context = entry.key.context { lines.append("msgctxt " + quoted(context)) }
        lines.append("msgid " + quoted(entry.key.messageID))
        if let plural = entry.pluralID {
            lines.append("msgid_plural " + quoted(plural))
            let forms = translations.isEmpty ? ["", ""] : translations
            for (index, form) in forms.enumerated() { lines.append("msgstr[\(index)] " + quoted(form)) }
        } else {
            lines.append("msgstr " + quoted(translations.first ?? ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A PO string: quoted, escaped as C escapes them.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
