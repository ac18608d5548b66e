#if GTK3
import StateGtk
// snippet: actions-notes
/// Notes with a menu (a popover on a button) and a confirmation dialog.
final class NotesView: StateView {
    static let notes = StateField<[String]>("notes")
    let more = Button(label: "More")
    lazy var menu = Popover(items: [
        .init("Sort") { [weak self] in self?.sort() },
        .init("Clear…") { [weak self] in self?.confirmClear() },
    ])

    override func viewDidInitialize() { menu.attach(to: more) }

    override func render() {
        more.onClicked = { [weak self] in self?.menu.popup() }
        place(more, key: "more") { make in
            make.top.right.equalTo(self).inset(8)
        }
    }

    func sort() { state[Self.notes] = (state[Self.notes] ?? []).sorted() }

    func confirmClear() {
        let clear = DialogButton("_Clear", response: .ok, appearance: .destructive)
        parentViewController?.presentMessage("Clear all notes?", type: .question, buttons: [.cancel, clear]) { [weak self] response in
            if response == .ok { self?.state[Self.notes] = [] }
        }
    }
}
// end snippet

final class NoteList: StateView {}
final class NoteDetail: StateView {}

/// One window, two screens: setting `rootView` removes the old screen (its `viewWillRemove`
/// runs, and it is released) and shows the new one.
final class NotesController: StateViewController {
    let back = Button(label: "Back")
    let header = HeaderBar(title: "Notes")

    override func viewDidLoad() {
        header.showsCloseButton = true
        header.startWidgets = [back]
        titleBar = header
        back.onClicked = { [weak self] in self?.showList() }
        showList()
    }

    func showList() {
        back.isVisible = false
        rootView = NoteList(parentViewController: self)
    }

    func showDetail() {
        back.isVisible = true
        rootView = NoteDetail(parentViewController: self)
    }
}
#endif
