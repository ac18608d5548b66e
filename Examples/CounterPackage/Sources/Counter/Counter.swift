import StateGtk

/// A label that shows how often its button was clicked, and a reset shortcut (Ctrl+R).
public final class Counter: StateView {
    static let count = StateField<Int>("count")
    let label = Label()
    let add = Button(label: "Add one")

    public required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        onKeyPress { [weak self] key in
            guard key == Key("r", modifiers: [.control]) else { return false }
            self?.state[Self.count] = 0
            return true
        }
    }

    public override func getInitialState() -> [String: Any?] { ["count": 0] }

    public override func render() {
        let count = state[Self.count] ?? 0
        label.text = count == 1 ? "Clicked once" : "Clicked \(count) times"
        add.onClicked = { [weak self] in self?.state[Self.count] = count + 1 }
        place(label, key: "label") { make in
            make.top.left.equalTo(self).offset(12)
        }
        place(add, key: "add") { make in
            make.top.equalTo(self.label.snp.bottom).offset(8)
            make.left.equalTo(self.label)
        }
    }
}
