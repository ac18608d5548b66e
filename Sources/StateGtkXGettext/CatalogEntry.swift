import StateGtkCore

/// One message of a `.pot` file: what translators translate, where it is used and what they
/// are told about it. Two calls with the same context and message are one entry.
struct CatalogEntry: Equatable {
    /// Told apart by context and message id, as gettext does.
    struct Key: Hashable {
        var context: String?
        var messageID: String
    }

    var key: Key
    var pluralID: String?
    var isFormat: Bool
    /// "File.swift:12", in order of appearance.
    var references: [String]
    var comments: [String]

    /// Adds another use of the same message.
    mutating func merge(_ other: CatalogEntry) {
        references += other.references.filter { !references.contains($0) }
        comments += other.comments.filter { !comments.contains($0) }
        isFormat = isFormat || other.isFormat
        if pluralID == nil { pluralID = other.pluralID }
    }
}
