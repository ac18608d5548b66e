import CGtk
import StateGtk
import SwiftHubData

/// The selected repository in full: description, topics, license, homepage, figures and dates.
///
/// It lives in a scrolled window (the home view's right column): a description of any length
/// wraps and scrolls there instead of stretching the window.
@MainActor
final class DetailsView: StateView {
    /// The repository shown; nil shows a hint.
    static let repository = PropKey<Repository?>("repository")
    /// What "Open on GitHub" does.
    static let onOpen = PropKey<(Repository) -> Void>("onOpen")

    let title = Label()
    let description = Label()
    let facts = Label()
    let topics = Label()
    let homepage = LinkButton(uri: "", label: "")
    let open = Button(label: tr("Open on GitHub"))
    let owner = Button(label: "")
    let empty = Label(tr("Select a repository to see its details."))

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 10)
        styleClasses = ["swifthub-details"]
        for label in [title, description, facts, topics] {
            label.xAlign = 0
            label.wraps = true
            label.isSelectable = true
        }
        description.textLimit = Self.descriptionLimit
        // GtkLabel finds a wrapped label's narrowest width by laying its text out that wide, at
        // width 0 unless told: a line per character.
        gtk_label_set_width_chars(UnsafeMutableRawPointer(description.gtkWidget).assumingMemoryBound(to: GtkLabel.self), Self.descriptionWidthChars)
        title.styleClasses = ["swifthub-title"]
        accessibleName = tr("Details")
        title.accessibleName = tr("Repository name")
        topics.styleClasses = ["dim-label"]
    }

    override func render() {
        guard let repository = props[Self.repository] ?? nil else {
            place(empty, key: "empty")
            return
        }
        Self.show(repository.fullName, in: title)
        Self.show(repository.description ?? tr("No description."), in: description)
        Self.show(Self.facts(of: repository), in: facts)
        Self.show(repository.topics.isEmpty ? tr("No topics") : tr("Topics: \(repository.topics.joined(separator: ", "))"), in: topics)
        open.onClicked = { [weak self] in self?.props[Self.onOpen]?(repository) }
        owner.label = tr("Repositories of \(repository.owner.login)", comment: "The value is a GitHub user or organisation")
        owner.actionName = "win.show-owner"
        owner.actionTarget = actionParameter(forLogin: repository.owner.login)

        place(title, key: "title")
        place(description, key: "description")
        place(facts, key: "facts")
        place(topics, key: "topics")
        if let url = repository.homepageURL {
            homepage.uri = url.absoluteString
            homepage.label = url.host ?? url.absoluteString
            place(homepage, key: "homepage")
        }
        place(open, key: "open")
        place(owner, key: "owner")
    }

    /// Half a screen of a description, several times what GitHub's descriptions usually hold; a
    /// longer one ends with "…" (Open on GitHub has it all). GtkLabel lays a wrapped text out
    /// three or four times when it changes: this much is laid out within a frame of a selection.
    static let descriptionLimit = TextLimit(characters: 1_000, lines: 100)

    /// The narrowest the description asks to be, in characters: narrower than the details
    /// column ever is.
    static let descriptionWidthChars: Int32 = 16

        /// The longest run of characters without a space that is wrapped between words.
    static let longestWrappedWord = 200

    /// Puts `text` in a wrapping label. Text is wrapped between words, and inside a word only
    /// when it does not fit; but Pango takes time growing with the square of a word's length to
    /// find those breaks (a 10,000-character "word" took seconds, on every layout), so text
    /// with a run longer than ``longestWrappedWord`` is wrapped anywhere instead. Only the text
    /// the label shows (up to its `textLimit`) is read.
    static func show(_ text: String, in label: Label) {
        label.text = text
        var run = 0, longest = 0
        for scalar in label.shownText.unicodeScalars {
            run = scalar.properties.isWhitespace ? 0 : run + 1
            longest = max(longest, run)
        }
        let mode = longest > longestWrappedWord ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR
        let gtkLabel = UnsafeMutableRawPointer(label.gtkWidget).assumingMemoryBound(to: GtkLabel.self)
        if gtk_label_get_line_wrap_mode(gtkLabel) != mode { gtk_label_set_line_wrap_mode(gtkLabel, mode) }
    }

    static func facts(of repository: Repository) -> String {
        var lines = [
            [tr("★ \(Formatting.compact(repository.stargazersCount)) star", plural: "★ \(Formatting.compact(repository.stargazersCount)) stars", count: repository.stargazersCount),
             tr("\(Formatting.compact(repository.forksCount)) fork", plural: "\(Formatting.compact(repository.forksCount)) forks", count: repository.forksCount),
             tr("\(repository.openIssuesCount) open issue", plural: "\(repository.openIssuesCount) open issues", count: repository.openIssuesCount)]
                .joined(separator: " · "),
        ]
        if let language = repository.language { lines.append(tr("Language: \(language)", comment: "The value is a programming language")) }
        lines.append(tr("License: \(repository.license?.name ?? tr("none", context: "license"))"))
        lines.append(tr("Created \(Formatting.day(repository.createdAt))", comment: "The value is a date"))
        if let pushed = repository.pushedAt { lines.append(tr("Last push \(Formatting.relative(pushed))", comment: "The value is a relative date such as \"2 days ago\"")) }
        return lines.joined(separator: "\n")
    }
}
