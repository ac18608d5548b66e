#if GTK3
import Foundation
import StateGtk
// snippet: dnd-card
/// A photo card: drag it out as its title and its file, or drop files onto it.
final class PhotoCard: StateView {
    static let photo = PropKey<Photo>("photo")
    static let onFiles = PropKey<([URL]) -> Void>("onFiles")
    let title = Label()

    override func render() {
        guard let photo = props[Self.photo] else { return }
        title.text = photo.title
        place(title, key: "title")
        dragSource([.text(photo.title), .uris([URL(fileURLWithPath: "/photos/\(photo.id).png")])])
        dropTarget(accepting: [.uris]) { [weak self] data in
            guard case .uris(let urls) = data else { return }
            self?.props[Self.onFiles]?(urls)
        }
    }
}
// end snippet

/// A row of the attachments example: the file's name.
final class AttachmentRow: StateView {
    static let url = PropKey<URL>("url")
    let name = Label()

    override func render() {
        name.text = props[Self.url]?.lastPathComponent ?? ""
        place(name, key: "name")
    }
}

// snippet: dnd-list
/// A list of attachments that takes files dropped from a file manager.
final class Attachments: StateView {
    static let files = StateField<[URL]>("files")


    override func render() {
        place(ListView.self, key: "files") { make in make.edges.equalTo(self) }
            .items(state[Self.files] ?? [], key: { $0 }) { url, row in
                row.place(AttachmentRow.self).prop(AttachmentRow.url, is: url)
            }
            .rowHeight(.fixed(32))
            .onDrop(accepting: [.uris]) { [weak self] data in
                guard let self, case .uris(let urls) = data else { return }
                state[Self.files] = (state[Self.files] ?? []) + urls.filter(\.isFileURL)
            }
    }
}
// end snippet
#endif
