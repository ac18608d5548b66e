import CGtk
import StateGtk
import SwiftHubData

/// The selected repository in full: description, topics, license, homepage, figures and dates.
///
/// It lives in a scrolled window (the home view's right column): a description of any length
/// wraps and scrolls there instead of stretching the window.
@MainActor
final class DetailsView: StateView {
    static let repository = StateField<Repository>("repository")

    /// What "Open on GitHub" does.
    var onOpen: (Repository) -> Void = { _ in }

    let title = Label()
    let description = Label()
    let facts = Label()
    let topics = Label()
    let homepage = LinkButton(uri: "", label: "")
    let open = Button(label: "Open on GitHub")
    let owner = Button(label: "")
    let empty = Label("Select a repository to see its details.")

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 10)
        styleClasses = ["swifthub-details"]
        for label in [title, description, facts, topics] {
            label.xAlign = 0
            label.wraps = true
            label.isSelectable = true
        }
        title.styleClasses = ["swifthub-title"]
        accessibleName = "Details"
        title.accessibleName = "Repository name"
        topics.styleClasses = ["dim-label"]
    }

    /// Shows this repository (from the home view's render); nil shows a hint.
    func update(repository: Repository?) {
        state[Self.repository] = repository
    }

    override func render() {
        guard let repository = state[Self.repository] else {
            place(empty, key: "empty")
            return
        }
        Self.show(repository.fullName, in: title)
        Self.show(repository.description ?? "No description.", in: description)
        Self.show(Self.facts(of: repository), in: facts)
        Self.show(repository.topics.isEmpty ? "No topics" : "Topics: " + repository.topics.joined(separator: ", "), in: topics)
        open.onClick = { [weak self] in self?.onOpen(repository) }
        owner.label = "Repositories of \(repository.owner.login)"
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

    /// The longest run of characters without a space that is wrapped between words.
    static let longestWrappedWord = 200

    /// Puts `text` in a wrapping label. Text is wrapped between words, and inside a word only
    /// when it does not fit; but Pango takes time growing with the square of a word's length to
    /// find those breaks (a 10,000-character "word" took seconds, on every layout), so text
    /// with a run longer than ``longestWrappedWord`` is wrapped anywhere instead.
    static func show(_ text: String, in label: Label) {
        label.text = text
        var run = 0, longest = 0
        for scalar in text.unicodeScalars {
            run = scalar.properties.isWhitespace ? 0 : run + 1
            longest = max(longest, run)
        }
        let mode = longest > longestWrappedWord ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR
        let gtkLabel = UnsafeMutableRawPointer(label.gtkWidget).assumingMemoryBound(to: GtkLabel.self)
        if gtk_label_get_line_wrap_mode(gtkLabel) != mode { gtk_label_set_line_wrap_mode(gtkLabel, mode) }
    }

    static func facts(of repository: Repository) -> String {
        var lines = [
            "★ \(Formatting.compact(repository.stargazersCount)) stars · \(Formatting.compact(repository.forksCount)) forks · \(repository.openIssuesCount) open issues",
        ]
        if let language = repository.language { lines.append("Language: \(language)") }
        lines.append("License: \(repository.license?.name ?? "none")")
        lines.append("Created \(Formatting.day(repository.createdAt))")
        if let pushed = repository.pushedAt { lines.append("Last push \(Formatting.relative(pushed))") }
        return lines.joined(separator: "\n")
    }
}
