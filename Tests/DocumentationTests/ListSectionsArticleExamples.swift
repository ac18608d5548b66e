#if GTK3
import CGtk
import StateGtk
import StateGtkTesting
import XCTest
// snippet: lists-listview-sections
/// Photos grouped by album, under headers that stay at the top while their album is on screen.
struct Album: Identifiable, Equatable {
    let id: String
    var photos: [Photo]
}

enum AlbumProps {
    static let title = PropKey<String>("title")
}

final class AlbumHeader: StateView {
    let title = Label()

    override func render() {
        title.text = props[AlbumProps.title] ?? ""
        place(title, key: "title")
    }
}

final class AlbumLibrary: StateView {
    static let albums = StateField<[Album]>("albums")
    static let selected = StateField<Int>("selected")

    override func render() {
        let selected = state[Self.selected]
        place(ListView.self, key: "albums") { make in make.edges.equalTo(self) }
            .sections(state[Self.albums] ?? [], key: { $0.id }, items: { $0.photos }, itemKey: { $0.id }) { album, row in
                row.place(AlbumHeader.self).prop(AlbumProps.title, is: album.id)
            } row: { photo, row in
                row.place(PhotoRow.self)
                    .prop(PhotoProps.photo, is: photo)
                    .prop(PhotoProps.isSelected, is: row.isSelected)
            }
            .stickyHeaders()
            .rowHeight(.fixed(36))
            .selection(.single, selected: Set([selected].compactMap { $0 })) { [weak self] ids in
                self?.state[Self.selected] = ids.first
            }
    }
}
// end snippet

// snippet: lists-listview-reorder
/// A queue the user reorders by dragging a row, or with Alt+Up and Alt+Down.
final class PhotoQueue: StateView {
    static let photos = StateField<[Photo]>("photos")

    override func render() {
        place(ListView.self, key: "queue") { make in make.edges.equalTo(self) }
            .items(state[Self.photos] ?? []) { photo, row in
                row.place(PhotoRow.self).prop(PhotoProps.photo, is: photo)
            }
            .rowHeight(.fixed(36))
            .onMove { [weak self] move in
                guard let self else { return }
                var photos = state[Self.photos] ?? []
                photos.insert(photos.remove(at: move.from), at: move.to)
                state[Self.photos] = photos
            }
    }
}
// end snippet

/// The sections and reordering examples of the Lists article, run against real widgets.
final class ListSectionsArticleTests: XCTestCase {
    func testAlbumHeadersStayAtTheTopAndArrowsSkipThem() throws { try onMain {
        try requireGtk()
        let library = AlbumLibrary()
        library.state[AlbumLibrary.albums] = (0..<50).map { album in
            Album(id: "Album \(album)", photos: (0..<20).map { Photo(id: album * 20 + $0, title: "Photo \(album * 20 + $0)") })
        }
        let window = TestWindow(library, width: 300, height: 300)
        defer { window.close() }
        settle(window)
        let list = try XCTUnwrap(library.childView(forKey: "albums") as? ListView)
        XCTAssertEqual(list.itemCount, 50 * 21)
        list.scroll(toOffset: 36 * (21 * 7 + 5))
        settle(window)
        XCTAssertEqual(list.pinnedSection(as: String.self), "Album 7")
        gtk_widget_grab_focus(surface(of: list))
        try window.press(keyval: guint(GDK_KEY_Home))
        settle(window)
        XCTAssertEqual(library.state[AlbumLibrary.selected], 0, "Home lands on the first photo, not its album's header")
    } }

    func testTheQueueMovesThePhotoAndTheRowsFollow() throws { try onMain {
        try requireGtk()
        let queue = PhotoQueue()
        queue.state[PhotoQueue.photos] = (0..<10).map { Photo(id: $0, title: "Photo \($0)") }
        let window = TestWindow(queue, width: 300, height: 300)
        defer { window.close() }
        settle(window)
        let list = try XCTUnwrap(queue.childView(forKey: "queue") as? ListView)
        gtk_widget_grab_focus(surface(of: list))
        try window.press(keyval: guint(GDK_KEY_Down))
        try window.press(keyval: guint(GDK_KEY_Down), modifiers: GDK_MOD1_MASK)
        settle(window)
        XCTAssertEqual(queue.state[PhotoQueue.photos]?.map(\.id).prefix(3), [1, 0, 2])
        XCTAssertEqual(Array(list.realizedKeys(as: Int.self).prefix(3)), [1, 0, 2])
    } }
}
#endif
