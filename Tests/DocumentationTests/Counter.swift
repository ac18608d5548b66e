#if GTK3
import StateGtk
// snippet: counter
final class CounterView: StateView {
    static let count = StateField<Int>("count")   // typed state: no `as?` casts
    let label = Label()
    let button = Button(label: "Add one")

    override func getInitialState() -> [String: Any?] { ["count": 0] }

    override func render() {
        let count = state[Self.count] ?? 0
        label.text = "Clicked \(count) times"
        button.onClicked = { [weak self] in self?.state[Self.count] = count + 1 }

        place(label, key: "label") { make in
            make.top.left.right.equalTo(self).inset(12)
        }
        place(button, key: "button") { make in
            make.top.equalTo(self.label.snp.bottom).offset(8)
            make.centerX.equalTo(self)
        }
    }
}
// end snippet
#endif
