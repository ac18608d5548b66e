import Foundation
import StateGtk
import SwiftHubData
/// One repository in the list: avatar, name and owner, description, and a line of figures.
@MainActor
final class RepositoryRow: StateView {
    static let repository = PropKey<Repository>("repository")
    static let isSelected = PropKey<Bool>("isSelected")
    static let avatars = PropKey<AvatarLoader?>("avatars")
    static let avatarSize = 40
    /// Below the 50 a view's fitting size pulls with: a long name or description is cut with an
    /// ellipsis instead of making the row (and the list) wider than its column.
    static let yieldingWidth = LayoutPriority(40)
    /// A description's first line, and more of it than the widest row shows: the details show
    /// the rest.
    static let summaryLimit = TextLimit(characters: 1_000, lines: 1)

    let avatar = Image(.icon("avatar-default-symbolic", size: RepositoryRow.avatarSize),
                       fitSize: Size(width: Double(RepositoryRow.avatarSize), height: Double(RepositoryRow.avatarSize)))
    let name = Label()
    let summary = Label()
    let figures = Label()
    private var avatarTask: Task<Void, Never>?
    private var avatarURL: URL?

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        styleClasses = ["swifthub-row"]
        name.xAlign = 0
        name.ellipsize = .end
        name.styleClasses = ["swifthub-name"]
        summary.xAlign = 0
        summary.ellipsize = .end
        summary.textLimit = Self.summaryLimit
        figures.xAlign = 0
        figures.ellipsize = .end
        figures.styleClasses = ["dim-label"]
    }

    override func viewWillRemove() { avatarTask?.cancel() }

    override func render() {
        guard let repository = props[Self.repository] else { return }
        name.text = "\(repository.owner.login) / \(repository.name)"
        summary.text = repository.description ?? tr("No description")
        figures.text = Self.figures(of: repository)
        accessibleName = repository.fullName
        avatar.isAccessibilityDecorative = true  // the owner's login is in the row's name
        // The home view's actions (the owner's page pushes over the list).
        contextMenu(Menu([
            .section([.item(tr("Open on GitHub"), action: "win.open-url", target: repository.htmlURL.absoluteString),
                      .item(tr("Copy URL"), action: "win.copy-url", target: repository.htmlURL.absoluteString)]),
            .section([.item(tr("Repositories of \(repository.owner.login)", comment: "The value is a GitHub user or organisation"), action: "win.show-owner", target: actionParameter(forLogin: repository.owner.login))]),
        ]))
        var classes: Set<String> = ["swifthub-row"]
        if props[Self.isSelected] == true { classes.insert("selected") }
        styleClasses = classes
        loadAvatar(repository.owner.avatarURL(size: Self.avatarSize * 2))

        place(avatar, key: "avatar") { make in
            make.leading.equalTo(self).offset(12)
            make.top.equalTo(self).offset(10)
            make.size.equalTo(Size(width: Double(Self.avatarSize), height: Double(Self.avatarSize)))
            make.bottom.lessThanOrEqualTo(self).offset(-10)
        }
        place(name, key: "name") { make in
            make.leading.equalTo(self.avatar.snp.trailing).offset(10)
            make.trailing.equalTo(self).offset(-12)
            make.top.equalTo(self).offset(8)
        }
        .compressionResistance(Self.yieldingWidth, for: .horizontal)
        place(summary, key: "summary") { make in
            make.leading.trailing.equalTo(self.name)
            make.top.equalTo(self.name.snp.bottom).offset(2)
        }
        .compressionResistance(Self.yieldingWidth, for: .horizontal)
        place(figures, key: "figures") { make in
            make.leading.trailing.equalTo(self.name)
            make.top.equalTo(self.summary.snp.bottom).offset(2)
            make.bottom.equalTo(self).offset(-8)
        }
        .compressionResistance(Self.yieldingWidth, for: .horizontal)
    }

    static func figures(of repository: Repository) -> String {
        var parts = [
            "★ \(Formatting.compact(repository.stargazersCount))",
            tr("\(Formatting.compact(repository.forksCount)) fork", plural: "\(Formatting.compact(repository.forksCount)) forks", count: repository.forksCount),
        ]
        if let language = repository.language { parts.append(language) }
        parts.append(tr("updated \(Formatting.relative(repository.updatedAt))", comment: "The value is a relative date such as \"2 days ago\""))
        return parts.joined(separator: "   ")
    }

    /// Loads the owner's avatar in the background once per URL; the placeholder stays when it
    /// cannot be downloaded, GTK's missing-image icon shows bytes that are not an image.
    private func loadAvatar(_ url: URL?) {
        guard url != avatarURL else { return }
        avatarURL = url
        avatarTask?.cancel()
        guard let url, let loader = props[Self.avatars] ?? nil else { return }
        avatarTask = Task { [weak self] in
            guard let data = await loader.imageData(for: url), !Task.isCancelled, let self else { return }
            avatar.source = .data(data)
        }
    }
}
