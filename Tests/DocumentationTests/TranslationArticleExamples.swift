#if GTK3
import Foundation
import StateGtk
// snippet: translating-app
/// The app's entry point: its gettext domain is "inbox", so its catalogs are `inbox.mo`, found
/// next to the executable (`locale/`) or in `PREFIX/share/locale` once installed.
@MainActor
func runInboxApp() -> Int32 {
    Application.run(id: "org.example.Inbox", localization: Localization(domain: "inbox")) {
        InboxWindow(title: "Inbox", width: 480, height: 320)
    }
}
// end snippet

/// The window of the translated example app.
final class InboxWindow: StateViewController {
    override func viewDidLoad() {
        rootView = InboxView(parentViewController: self)
    }
}

// snippet: translating-view
/// Every string a person reads goes through `tr`: a plain message, a message with a value
/// (translators see "%1$s" and may move it), a plural, and a word that needs a context.
final class InboxView: StateView {
    static let unread = StateField<Int>("unread")
    static let sender = StateField<String>("sender")
    static let received = StateField<Date>("received")

    let heading = Label()
    let summary = Label()
    let latest = Label()
    let archive = Button(label: tr("Archive", context: "verb: a button"))

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical, spacing: 6)
    }

    override func render() {
        let unread = state[Self.unread] ?? 0
        heading.text = tr("Inbox")
        summary.text = tr("\(unread) unread message", plural: "\(unread) unread messages", count: unread,
                          comment: "The number of messages not read yet")
        if let sender = state[Self.sender], let received = state[Self.received] {
            // Dates and numbers in the language of the translation shown.
            let day = received.formatted(Date.FormatStyle(date: .long, time: .omitted).locale(Localization.locale))
            latest.text = tr("From \(sender) on \(day)", comment: "A sender's name, then a date")
        }
        place(heading, key: "heading")
        place(summary, key: "summary")
        place(latest, key: "latest")
        place(archive, key: "archive")
    }
}
// end snippet
#endif
