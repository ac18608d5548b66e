import Foundation
import StateGtk

/// A list row: a repository's name and stars.
final class RepositoryRow: StateView {
    static let name = PropKey<String>("name")
    static let stars = PropKey<Int>("stars")
    let name = Label()
    let stars = Label()

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 8)
        margins = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    }

    override func render() {
        name.text = props[Self.name] ?? ""
        name.xAlign = 0
        stars.text = "★ \(props[Self.stars] ?? 0)"
        place(name, key: "name").expanding()
        place(stars, key: "stars")
    }
}

/// A ListBox of StateView rows in a ScrolledWindow that loads the next page at its end.
final class ListSection: Section {
    override class var title: String { tr("List with selection and paging") }
    let list = ListBox<Int>(selectionMode: .single)
    let scroller = ScrolledWindow()
    let selection = Label()
    private static let names = ["stategtk", "xcestate", "snapkit", "swift-log", "gtk", "pango", "cairo", "glib", "atk", "harfbuzz"]

    override func getInitialState() -> [String: Any?] { ["count": 12, "selected": nil as Int?, "opened": nil as Int?] }

    private static func name(_ index: Int) -> String { "\(names[index % names.count])-\(index / names.count + 1)" }

    override func renderBody() {
        let count = state["count"] as? Int ?? 0
        let selected = state["selected"] as? Int
        scroller.hscrollbarPolicy = .never
        scroller.minContentHeight = 150
        scroller.styleClasses = ["frame"]
        scroller.onEdgeReached { [weak self] in self?.state["count"] = count + 12 }  // the next page
        item(scroller, key: "list").content { [list] slot in
            slot.place(list, key: "rows")
                .items(0..<count, key: { $0 }) { index, row in
                    row.place(RepositoryRow.self)
                        .prop(RepositoryRow.name, is: Self.name(index))
                        .prop(RepositoryRow.stars, is: (index * 37) % 500)
                }
                .selection(Set([selected].compactMap { $0 })) { [weak self] keys in self?.state["selected"] = keys.first }
                .onActivate { [weak self] key in self?.state["opened"] = key }
        }
        caption(selection, "\(count) rows loaded · selected: \(selected.map(Self.name) ?? "none")", key: "selection")
    }
}

/// An info bar, a popover menu, and message and file dialogs.
final class FeedbackSection: Section {
    override class var title: String { tr("Info bar, popover, dialogs") }
    let info = InfoBar(messageType: .warning)
    let menuButton = Button(label: tr("Menu"), iconName: "open-menu-symbolic")
    let menu = Popover()
    let message = Button(label: tr("Message…"))
    let open = Button(label: tr("Open file…"))
    let result = Label()

    override func getInitialState() -> [String: Any?] { ["infoShown": true, "result": tr("Nothing chosen yet")] }

    override func renderBody() {
        info.text = tr("Offline: showing cached results.")
        info.actions = [.init(tr("_Retry")) { [weak self] in self?.state["result"] = tr("Retrying…") }]
        info.showsCloseButton = true
        info.onClose = { [weak self] in self?.state["infoShown"] = false }
        info.isRevealed = state["infoShown"] as? Bool ?? true
        item(info, key: "info")

        menu.items = [tr("Rename"), tr("Duplicate"), tr("Delete")].map { title in
            .init(title) { [weak self] in self?.state["result"] = tr("Menu: \(title)") }
        }
        menu.attach(to: menuButton)
        menuButton.onClicked = { [menu] in menu.popup() }
        message.onClicked = { [weak self] in
            self?.parentViewController?.presentMessage(tr("Star this repository?"), detail: tr("Dialogs answer through a completion; nothing blocks."),
                                                       type: .question, buttons: [.no, .yes]) { response in
                self?.state["result"] = tr("Message: \(response)")
            }
        }
        open.onClicked = { [weak self] in
            self?.parentViewController?.chooseFile(title: tr("Open"), filters: [FileFilter(tr("Text"), patterns: ["*.txt", "*.md"])]) { urls in
                self?.state["result"] = urls.first.map { tr("Opened \($0.lastPathComponent)") } ?? tr("Open: cancelled")
            }
        }
        row([menuButton, message, open], key: "buttons")
        caption(result, state["result"] as? String ?? "", key: "result")
    }
}

/// Events and generated styles on a plain StateView: tap, hover, keys, focus.
final class TapCard: StateView {
    let label = Label()

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
        margins = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        isFocusable = true
    }

    override func getInitialState() -> [String: Any?] { ["taps": 0, "hover": false, "focused": false] }

    override func render() {
        let taps = state["taps"] as? Int ?? 0
        let hover = state["hover"] as? Bool ?? false
        onTap { [weak self] in
            self?.grabFocus()
            self?.state["taps"] = taps + 1
        }
        onPointerEnter { [weak self] in self?.state["hover"] = true }
        onPointerLeave { [weak self] in self?.state["hover"] = false }
        onFocusChange { [weak self] focused in self?.state["focused"] = focused }
        onKeyPress { [weak self] key in
            guard key == .space || key == .enter else { return false }
            self?.state["taps"] = taps + 1
            return true
        }
        accessibleRole = .button
        accessibleName = tr("Tap counter, \(taps) taps")
        style(.background(hover ? "#3584e4" : "#62a0ea"), .foreground("white"), .cornerRadius(10),
              .border(width: 2, color: state["focused"] as? Bool == true ? "#1c71d8" : "transparent"))
        label.text = tr("A StateView with onTap, hover and keys: tapped \(taps) times")
        label.wraps = true
        label.margins = EdgeInsets(all: 14)
        place(label, key: "label")
    }
}

/// Where the tap card lives.
final class EventsSection: Section {
    override class var title: String { tr("Events and styles on any view") }
    let hint = Label()

    override func renderBody() {
        place(TapCard.self, key: "card")
        caption(hint, tr("Click it, hover it, or focus it and press Space."), key: "hint")
    }
}
