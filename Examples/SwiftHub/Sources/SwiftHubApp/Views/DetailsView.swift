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
        description.widthChars = Self.descriptionWidthChars
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
        title.text = repository.fullName
        description.text = repository.description ?? tr("No description.")
        facts.text = Self.facts(of: repository)
        topics.text = repository.topics.isEmpty ? tr("No topics") : tr("Topics: \(repository.topics.joined(separator: ", "))")
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
    static let descriptionWidthChars = 16

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
