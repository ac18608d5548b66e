#if GTK3
import StateGtk
// snippet: lists-listview-row
struct Photo: Identifiable, Equatable {
    let id: Int
    var title: String
}

enum PhotoProps {
    static let photo = PropKey<Photo>("photo")
    static let isSelected = PropKey<Bool>("isSelected")
    static let onStar = PropKey<(Int) -> Void>("onStar")
}

final class PhotoRow: StateView {
    let title = Label()
    let star = Button(label: "★")

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 8)
    }

    override func render() {
        guard let photo = props[PhotoProps.photo] else { return }
        title.text = photo.title
        star.onClicked = { [weak self] in self?.props[PhotoProps.onStar]?(photo.id) }
        styleClasses = props[PhotoProps.isSelected] == true ? ["selected"] : []
        place(title, key: "title").expanding()
        place(star, key: "star")
    }
}
// end snippet

// snippet: lists-listview
/// Any number of photos: only the rows on screen exist.
final class PhotoLibrary: StateView {
    static let photos = StateField<[Photo]>("photos")
    static let selected = StateField<Int>("selected")
    var onOpen: (Int) -> Void = { _ in }
    var onNeedMore: () -> Void = {}
    private(set) var starred: Set<Int> = []

    override func render() {
        let selected = state[Self.selected]
        place(ListView.self, key: "photos") { make in make.edges.equalTo(self) }
            .items(state[Self.photos] ?? []) { [weak self] photo, row in
                row.place(PhotoRow.self)
                    .prop(PhotoProps.photo, is: photo)
                    .prop(PhotoProps.isSelected, is: row.isSelected)
                    .prop(PhotoProps.onStar, is: { id in self?.starred.insert(id) })
            }
            .rowHeight(.fixed(36))
            .selection(.single, selected: Set([selected].compactMap { $0 })) { [weak self] ids in
                self?.state[Self.selected] = ids.first
            }
            .onActivate { [weak self] id in self?.onOpen(id) }
            .onEdgeReached(within: 10) { [weak self] in self?.onNeedMore() }
            .accessibleName("Photos")
    }
}
// end snippet

extension PhotoLibrary {
    // snippet: lists-listview-scroll
    /// The list view, once rendered.
    var list: ListView? { childView(forKey: "photos") as? ListView }

    /// Scrolls the photo's row to the middle of the list.
    func reveal(_ id: Int) { _ = list?.scrollTo(key: id, at: .middle) }
    // end snippet
}

// snippet: lists-listview-pages
/// Loads the library's photos a page at a time: the first page now, the next one whenever the
/// rows on screen come within ten rows of the end.
@MainActor
final class PhotoPager {
    let library: PhotoLibrary
    private(set) var pagesLoaded = 0

    init(library: PhotoLibrary) {
        self.library = library
        library.onNeedMore = { [weak self] in self?.loadPage() }
        loadPage()
    }

    func loadPage() {
        let start = pagesLoaded * 100
        pagesLoaded += 1
        let page = (start..<start + 100).map { Photo(id: $0, title: "Photo \($0)") }
        library.state[PhotoLibrary.photos] = (library.state[PhotoLibrary.photos] ?? []) + page
    }
}
// end snippet

// snippet: lists-listview-key
struct Message: Equatable {
    let uid: String
    var subject: String
    var preview: String
}

enum MessageProps {
    static let message = PropKey<Message>("message")
    static let isSelected = PropKey<Bool>("isSelected")
}

/// Messages keyed by a key function, each row as tall as its text, several selected at once.
final class Inbox: StateView {
    var messages: [Message] = []
    private(set) var selection: Set<String> = []

    override func render() {
        place(ListView.self, key: "messages") { make in make.edges.equalTo(self) }
            .items(messages, key: { $0.uid }) { message, row in
                row.place(MessageRow.self)
                    .prop(MessageProps.message, is: message)
                    .prop(MessageProps.isSelected, is: row.isSelected)
            }
            .rowHeight(.estimated(56))
            .selection(.multiple, selected: selection) { [weak self] uids in
                self?.selection = uids
                self?.setNeedsRender()
            }
    }
}
// end snippet

final class MessageRow: StateView {
    let subject = Label()
    let preview = Label()

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 2)
    }

    override func render() {
        guard let message = props[MessageProps.message] else { return }
        subject.text = message.subject
        preview.text = message.preview
        styleClasses = props[MessageProps.isSelected] == true ? ["selected"] : []
        place(subject, key: "subject")
        place(preview, key: "preview")
    }
}

// snippet: lists-listview-reuse
final class ThumbnailRow: StateView {
    let caption = Label()
    private var thumbnailTask: Task<Void, Never>?

    override func prepareForReuse() {
        thumbnailTask?.cancel()  // it was loading another photo's thumbnail
        thumbnailTask = nil
    }

    override func render() {
        caption.text = props[PhotoProps.photo]?.title ?? ""
        place(caption, key: "caption")
    }
}
// end snippet

// snippet: lists-listview-search
/// Search results: a new query starts at the top, typing finds a title, a double click or
/// Enter opens a result, and the next page loads once per end, never while one is loading.
final class SearchResults: StateView {
    static let query = StateField<String>("query")
    static let results = StateField<[Photo]>("results")
    static let isLoading = StateField<Bool>("isLoading")
    var onOpen: (Int) -> Void = { _ in }
    var onNeedMore: () -> Void = {}

    override func render() {
        place(ListView.self, key: "results") { make in make.edges.equalTo(self) }
            .items(state[Self.results] ?? []) { photo, row in
                row.place(PhotoRow.self).prop(PhotoProps.photo, is: photo)
            }
            .rowHeight(.fixed(36))
            .onActivate { [weak self] id in self?.onOpen(id) }
            .typeAhead { $0.title }
            .resetsScroll(when: state[Self.query] ?? "")
            .onEdgeReached(within: 10, isLoading: state[Self.isLoading] ?? false) { [weak self] in self?.onNeedMore() }
    }
}
// end snippet
#endif
