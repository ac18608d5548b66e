#if GTK3
import StateGtk
// snippet: user-values-initial
/// A browser whose divider starts at 240 pixels; where the user drags it, it stays.
final class Browser: StateView {
    let split = Paned(.horizontal)

    override func render() {
        split.position = 240  // the first render applies it; a drag stands after that
        place(split, key: "split") { make in make.edges.equalTo(self) }
            .start { $0.place(FolderList.self, key: "folders") }
            .end { $0.place(FileList.self, key: "files") }
    }
}
// end snippet

// snippet: user-values-controlled
/// The same divider, controlled: the view keeps the position in its state, hears each drag,
/// and its Reset button moves the divider back.
final class ControlledBrowser: StateView {
    static let position = StateField<Int>("position")
    let split = Paned(.horizontal)
    let reset = Button(label: "Reset")

    override func render() {
        split.position = state[Self.position] ?? 240
        split.onPositionChanged = { [weak self] position in self?.state[Self.position] = position }
        reset.onClicked = { [weak self] in self?.state[Self.position] = 240 }
        place(reset, key: "reset") { make in make.top.left.equalTo(self) }
        place(split, key: "split") { make in
            make.top.equalTo(self.reset.snp.bottom)
            make.left.right.bottom.equalTo(self)
        }
        .start { $0.place(FolderList.self, key: "folders") }
        .end { $0.place(FileList.self, key: "files") }
    }
}
// end snippet

// snippet: user-values-entry
/// A search field the program can clear: the text lives in state, the user's typing updates
/// it, and Clear gives a new text, which the entry then shows.
final class SearchField: StateView {
    static let query = StateField<String>("query")
    let field = Entry(placeholder: "Search")
    let clear = Button(label: "Clear")

    override func render() {
        field.text = state[Self.query] ?? ""
        field.onChanged = { [weak self] text in self?.state[Self.query] = text }
        clear.onClicked = { [weak self] in self?.state[Self.query] = "" }
        place(field, key: "field") { make in make.top.left.bottom.equalTo(self) }
        place(clear, key: "clear") { make in
            make.left.equalTo(self.field.snp.right).offset(6)
            make.top.right.bottom.equalTo(self)
        }
    }
}
// end snippet

/// The folders side of the examples.
final class FolderList: StateView {
    let title = Label()
    override func render() {
        title.text = "Folders"
        place(title, key: "title")
    }
}

/// The files side of the examples.
final class FileList: StateView {
    let title = Label()
    override func render() {
        title.text = "Files"
        place(title, key: "title")
    }
}
#endif
