import ArgumentParser
import Foundation

/// `stategtk-xgettext`: xgettext for Swift. Writes a `.pot` file of the messages marked with
/// `tr(…)` in Swift sources, for `msgmerge`, `msgfmt` and translation platforms.
@main
struct XGettextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stategtk-xgettext",
        abstract: "Extract the translatable messages of Swift sources into a .pot file.",
        discussion: """
            Finds the calls of tr(_:comment:context:) and tr(_:plural:count:comment:context:) (or the \
            functions named by --keyword) whose message is a string literal. Interpolations become \
            numbered placeholders (%1$s); comments go to translators (#.); each message lists where \
            it is used (#: FILE:LINE). Folders are searched for .swift files. A call whose message \
            is not a literal is reported, and the exit status is 1.
            """)

    @Option(name: .customLong("keyword"), help: "A function that marks messages (default: tr). Repeatable.")
    var keywords: [String] = []

    @Option(help: "The package named in the header.")
    var package = "PACKAGE"

    @Option(name: .shortAndLong, help: "Where to write (default: standard output).")
    var output: String?

    @Option(help: "References are relative to this folder (default: the current one).")
    var relativeTo: String?

    @Option(help: ArgumentHelp(
        "Write the pseudo-locale's catalog instead of a template: every message accented, bracketed and 30% longer.",
        valueName: "language"))
    var pseudo: String?

    @Argument(help: "Swift files and folders.")
    var paths: [String]

    func run() throws {
        let base = URL(fileURLWithPath: relativeTo ?? FileManager.default.currentDirectoryPath).standardizedFileURL.path
        var catalog = Catalog()
        var problems: [String] = []
        for file in try SourceFiles.find(paths) {
            let source = try String(contentsOfFile: file, encoding: .utf8)
            let extractor = MessageExtractor(source: source, path: SourceFiles.relative(file, to: base),
                                             keywords: Set(keywords.isEmpty ? ["tr"] : keywords))
            extractor.entries.forEach { catalog.add($0) }
            problems += extractor.problems
        }
        let text: String
        if let pseudo {
            text = POWriter.header(package: package, language: pseudo, pluralForms: "nplurals=2; plural=(n != 1);")
                + catalog.entries.map { entry in
                    let forms = [entry.key.messageID] + (entry.pluralID.map { [$0] } ?? [])
                    return "\n" + POWriter.entry(entry, translations: forms.map(PseudoTranslation.translate))
                }.joined()
        } else {
            text = POWriter.templateHeader(package: package) + catalog.entries.map { "\n" + POWriter.entry($0) }.joined()
        }
        if let output {
            try text.write(toFile: output, atomically: true, encoding: .utf8)
        } else {
            print(text, terminator: "")
        }
        for problem in problems { FileHandle.standardError.write(Data("stategtk-xgettext: \(problem)\n".utf8)) }
        if !problems.isEmpty { throw ExitCode.failure }
    }
}
