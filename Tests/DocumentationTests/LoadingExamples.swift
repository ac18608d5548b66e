#if GTK3
import Foundation
import StateGtk
// snippet: loading-loader
/// One contact, as the app's JSON file holds it.
struct Contact: Codable, Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
}

/// Reads the contacts file off the main actor: the window keeps drawing and answering while
/// it reads and decodes. Progress goes to the main actor between chunks, and a cancelled task
/// stops at the next chunk.
struct ContactsLoader: Sendable {
    let file: URL
    var chunkSize = 256 * 1024

    @concurrent
    func load(progress: @escaping @MainActor @Sendable (Double) -> Void) async throws -> [Contact] {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        let size = Double(max(try handle.seekToEnd(), 1))
        try handle.seek(toOffset: 0)
        var data = Data()
        while let chunk = try handle.read(upToCount: chunkSize), !chunk.isEmpty {
            try Task.checkCancellation()
            data.append(chunk)
            await progress(0.9 * Double(data.count) / size)  // reading is most of it; decoding the rest
        }
        let contacts = try JSONDecoder().decode([Contact].self, from: data)
        try Task.checkCancellation()
        return contacts
    }
}
// end snippet

// snippet: loading-view
/// The contacts, loaded when the view is made: a progress bar and Cancel while loading, the
/// list once loaded, the error and Try Again when it failed.
final class ContactsLoadingView: StateView {
    enum Phase: Equatable {
        case loading(Double), loaded, failed(String), cancelled
    }
    static let phase = StateField<Phase>("phase")
    static let contacts = StateField<[Contact]>("contacts")

    var file = URL(fileURLWithPath: "/nonexistent")
    let progress = ProgressBar()
    let cancel = Button(label: "Cancel")
    let message = Label()
    let retry = Button(label: "Try Again")
    private var loading: Task<Void, Never>?

    override func getInitialState() -> [String: Any?] { ["phase": Phase.loading(0), "contacts": [Contact]()] }

    /// Starts (or restarts) loading; a load already running is cancelled first.
    func load() {
        loading?.cancel()
        state[Self.phase] = .loading(0)
        let loader = ContactsLoader(file: file)
        // A Task made here runs on the main actor; only `load(progress:)` leaves it.
        loading = Task { [weak self] in
            do {
                let contacts = try await loader.load { fraction in self?.state[Self.phase] = .loading(fraction) }
                self?.state[Self.contacts] = contacts
                self?.state[Self.phase] = .loaded
            } catch is CancellationError {
                self?.state[Self.phase] = .cancelled
            } catch {
                self?.state[Self.phase] = .failed("The contacts could not be read: \(error.localizedDescription)")
            }
        }
    }

    /// A view that goes away stops its work.
    override func viewWillRemove() { loading?.cancel() }

    override func render() {
        cancel.onClicked = { [weak self] in self?.loading?.cancel() }
        retry.onClicked = { [weak self] in self?.load() }
        switch state[Self.phase] ?? .loading(0) {
        case .loading(let fraction):
            progress.fraction = fraction
            placeCentered(progress, above: cancel)
        case .loaded:
            place(ListView.self, key: "list") { make in make.edges.equalTo(self) }
                .items(state[Self.contacts] ?? []) { contact, row in
                    row.place(ContactNameRow.self).prop(ContactNameRow.name, is: contact.name)
                }
                .rowHeight(.fixed(28))
        case .failed(let text):
            message.text = text
            placeCentered(message, above: retry)
        case .cancelled:
            message.text = "Loading was cancelled."
            placeCentered(message, above: retry)
        }
    }

    /// `top` across the middle, `button` centred under it.
    private func placeCentered(_ top: Widget, above button: Button) {
        place(top, key: "top") { make in
            make.centerY.equalTo(self)
            make.left.right.equalTo(self).inset(24)
        }
        place(button, key: "button") { make in
            make.top.equalTo(top.snp.bottom).offset(12)
            make.centerX.equalTo(self)
        }
    }
}

/// One contact's name.
final class ContactNameRow: StateView {
    static let name = PropKey<String>("name")
    let label = Label()

    override func render() {
        label.text = props[Self.name] ?? ""
        place(label, key: "name") { make in
            make.centerY.equalTo(self)
            make.left.right.equalTo(self).inset(12)
        }
    }
}
// end snippet
#endif
