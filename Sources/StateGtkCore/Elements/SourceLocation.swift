/// Where in the user's code something was declared, for diagnostics.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    package let file: String
    package let line: Int

    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    package var description: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(name):\(line)"
    }
}
