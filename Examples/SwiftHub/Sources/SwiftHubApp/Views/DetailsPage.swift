import StateGtk
import SwiftHubData
/// A repository's details as a page of their own, pushed over the list when the window is too
/// narrow for both side by side: the details view, scrolling.
@MainActor
final class DetailsPage: StateView {
    /// The repository shown.
    var repository: Repository? { didSet { setNeedsRender() } }
    /// What "Open on GitHub" does.
    var onOpen: (Repository) -> Void = { _ in }

    private let column = ContainerSlot()
    private lazy var scroller = ScrolledWindow(column)

    override func viewDidInitialize() {
        column.arrangement = .stack(.vertical)
        scroller.hscrollbarPolicy = .never
        scroller.styleClasses = ["swifthub-details-column"]
    }

    override func render() {
        let (repository, onOpen) = (repository, onOpen)
        place(scroller, key: "details") { make in make.edges.equalTo(self) }.content { column in
            column.place(DetailsView.self, key: "details")
                .prop(DetailsView.repository, is: repository)
                .prop(DetailsView.onOpen, is: onOpen)
        }
    }
}
