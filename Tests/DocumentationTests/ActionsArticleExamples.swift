#if GTK3
import StateGtk
// snippet: actions-app
/// The app's entry point: a unique instance (a second launch activates this one), About, and
/// the desktop's dark style, followed live.
@MainActor
func runNotesApp() -> Int32 {
    Application.run(id: "org.example.Notes", configure: configureNotes) {
        NotesWindow(title: "Notes", width: 600, height: 500)
    }
}

/// Setting `about` enables `app.about`, which the primary menu lists.
@MainActor
func configureNotes(_ application: Application) {
    application.about = AboutInfo(
        name: "Notes", version: "1.0", comments: "Short notes, kept.",
        website: "https://example.org/notes", license: .mit, authors: ["Ada Lovelace"])
}
// end snippet

// snippet: actions-window
/// The window: a header bar with a New button and the primary menu, and the window's actions.
final class NotesWindow: StateViewController {
    let newNote = Button(label: "New")

    /// GNOME's primary menu: items name actions, so checks, radios and greying come from them.
    static let primaryMenu = Menu([
        .section([.item("Show Archived", action: "win.archived")]),
        .section([.item("By Title", action: "win.sort", target: "title"),
                  .item("Newest First", action: "win.sort", target: "newest")], label: "Sort"),
        .section([.item("Keyboard Shortcuts", action: "win.show-help-overlay"),
                  .item("About Notes", action: "app.about"),
                  .item("Quit", action: "app.quit")]),
    ])

    override func viewDidLoad() {
        restorationIdentifier = "main"  // the size and maximised state come back at next launch
        let header = HeaderBar(title: "Notes")
        header.showsCloseButton = true
        newNote.actionName = "win.new"
        header.startWidgets = [newNote]
        header.primaryMenu = Self.primaryMenu
        titleBar = header
        rootView = NoteListView(parentViewController: self)
        updateActions()
    }

    var notes: NoteListView { rootView as! NoteListView }

    /// Declared again whenever what they show changes: only what changed reaches GTK.
    func updateActions() {
        setActions([
            Action("new", title: "New Note", accelerators: ["<Control>n"]) { [weak self] in self?.notes.add() },
            Action.toggle("archived", title: "Show Archived", accelerators: ["<Control>h"],
                          isActive: notes.state[NoteListView.showsArchived] ?? false) { [weak self] on in
                self?.notes.state[NoteListView.showsArchived] = on
                self?.updateActions()
            },
            Action.radio("sort", title: "Sort", selected: notes.state[NoteListView.order] ?? "title") { [weak self] order in
                self?.notes.state[NoteListView.order] = order
                self?.updateActions()
            },
        ])
    }
}
// end snippet

struct Note: Identifiable, Equatable {
    let id: Int
    var title: String
    var isArchived = false
}

// snippet: actions-view
/// The notes: actions that depend on the selection are declared in render().
final class NoteListView: StateView {
    static let notes = StateField<[Note]>("notes")
    static let selected = StateField<Int>("selected")
    static let showsArchived = StateField<Bool>("showsArchived")
    static let order = StateField<String>("order")
    /// The notes the list shows: archived ones only when asked, in the chosen order.
    var shownNotes: [Note] {
        let notes = (state[Self.notes] ?? []).filter { !$0.isArchived || state[Self.showsArchived] == true }
        return state[Self.order] == "newest" ? notes.reversed() : notes.sorted { $0.title < $1.title }
    }

    override func render() {
        let selected = state[Self.selected]
        declareActions([
            Action("delete", title: "Delete Note", accelerators: ["Delete"], isEnabled: selected != nil) { [weak self] in
                if let selected { self?.delete(selected) }
            },
            Action.withParameter("open", title: "Open Note") { [weak self] id in Int(id).map { self?.open($0) } },
            Action.withParameter("archive", title: "Archive") { [weak self] id in Int(id).map { self?.archive($0) } },
        ])
        place(ListView.self, key: "notes") { make in make.edges.equalTo(self) }
            .items(shownNotes) { note, row in row.place(NoteRow.self).prop(NoteRow.note, is: note) }
            .rowHeight(.fixed(36))
            .selection(.single, selected: Set([selected].compactMap { $0 })) { [weak self] ids in
                self?.state[Self.selected] = ids.first
            }
            .onActivate { [weak self] id in self?.open(id) }
    }

    func open(_ id: Int) {
        guard let note = state[Self.notes]?.first(where: { $0.id == id }) else { return }
        parentViewController?.push(NoteDetailView.self, title: note.title) { $0.note = note }
    }
}
// end snippet

extension NoteListView {
    func add() {
        let notes = state[Self.notes] ?? []
        state[Self.notes] = notes + [Note(id: (notes.map(\.id).max() ?? 0) + 1, title: "Note \(notes.count + 1)")]
    }

    func delete(_ id: Int) {
        state[Self.notes] = (state[Self.notes] ?? []).filter { $0.id != id }
        if state[Self.selected] == id { state[Self.selected] = nil }
    }

    func archive(_ id: Int) {
        state[Self.notes] = (state[Self.notes] ?? []).map { note in
            var note = note
            if note.id == id { note.isArchived = true }
            return note
        }
    }
}

// snippet: actions-context-menu
/// A row with a context menu: a right click, the Menu key or Shift+F10 opens it.
final class NoteRow: StateView {
    static let note = PropKey<Note>("note")
    let title = Label()

    override func render() {
        guard let note = props[Self.note] else { return }
        title.text = note.title
        contextMenu(Menu([
            .item("Open", action: "win.open", target: String(note.id)),
            .item("Archive", action: "win.archive", target: String(note.id)),
        ]))
        place(title, key: "title") { make in make.edges.equalTo(self).inset(8) }
    }
}
// end snippet

/// One note, pushed over the list.
final class NoteDetailView: StateView {
    var note: Note?
    let text = Label()

    override func render() {
        text.text = note?.title ?? ""
        place(text, key: "text") { make in make.center.equalTo(self) }
    }
}
#endif
