import StateGtk
import SwiftHubData

/// The selected repository in full: description, topics, license, homepage, figures and dates.
@MainActor
final class DetailsView: StateView {
    static let repository = PropKey<Repository?>("repository")
    static let onOpen = PropKey<(Repository) -> Void>("onOpen")

    let title = Label()
    let description = Label()
    let facts = Label()
    let topics = Label()
    let homepage = LinkButton(uri: "", label: "")
    let open = Button(label: "Open on GitHub")
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

    override func render() {
        guard let repository = props[Self.repository] ?? nil else {
            place(empty, key: "empty")
            return
        }
        title.text = repository.fullName
        description.text = repository.description ?? "No description."
        facts.text = Self.facts(of: repository)
        topics.text = repository.topics.isEmpty ? "No topics" : "Topics: " + repository.topics.joined(separator: ", ")
        open.onClick = { [weak self] in self?.props[Self.onOpen]?(repository) }

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
