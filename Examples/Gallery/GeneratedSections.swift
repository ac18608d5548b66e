import StateGtk

/// The widgets generated from GTK's introspection data, and the containers that hold views.
final class MoreWidgetsPage: StateView {
    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 12)
        margins = EdgeInsets(all: 12)
    }

    override func render() {
        place(Column.self, key: "values").prop(ColumnProps.sections, is: [NumbersSection.self, PickersSection.self]).expanding()
        place(Column.self, key: "containers").prop(ColumnProps.sections, is: [ContainersSection.self, OverlaySection.self]).expanding()
    }
}

/// Spin button, level bar and calendar, their values in state.
final class NumbersSection: Section {
    override class var title: String { "Numbers and dates" }
    let spin = SpinButton()
    let level = LevelBar()
    let calendar = CalendarView()
    let chosen = Label()

    override func getInitialState() -> [String: Any?] { ["count": 3.0, "day": 25] }

    override func renderBody() {
        let count = state["count"] as? Double ?? 0
        spin.setRange(0...10, step: 1)
        spin.value = count
        spin.onValueChanged = { [weak self] in self?.state["count"] = self?.spin.value }
        level.maxValue = 10
        level.value = count
        row([spin, level], key: "count")
        level.expandsHorizontally = true
        calendar.day = state["day"] as? Int ?? 1
        calendar.onDaySelected = { [weak self] in self?.state["day"] = self?.calendar.day }
        item(calendar, key: "calendar")
        caption(chosen, "Day \(calendar.day) chosen; \(Int(count)) of 10 filled", key: "chosen")
    }
}

/// Colour and font buttons, and two radio buttons in a group.
final class PickersSection: Section {
    override class var title: String { "Pickers" }
    let color = ColorButton()
    let font = FontButton()
    let radio = RadioButton()
    let otherRadio = RadioButton()

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        otherRadio.join(radio)
    }

    override func renderBody() {
        color.usesAlpha = true
        color.title = "Pick a colour"
        color.rgba = RGBA(state["colour"] as? String ?? "#3584e4") ?? RGBA(red: 0, green: 0, blue: 0)
        color.onColorSet = { [weak self] in self?.state["colour"] = self?.color.rgba.description }
        // Which radio button is on lives in state; the one the user turns on says so.
        let choice = state["choice"] as? Int ?? 0
        radio.label = "A radio button"
        radio.isActive = choice == 0
        radio.onToggled = { [weak self] on in if on { self?.state["choice"] = 0 } }
        otherRadio.label = "Or this one"
        otherRadio.isActive = choice == 1
        otherRadio.onToggled = { [weak self] on in if on { self?.state["choice"] = 1 } }
        row([color, font, radio, otherRadio], key: "pickers")
    }
}

/// Paned, expander, revealer, frame and a stack with its switcher, each holding views.
final class ContainersSection: Section {
    override class var title: String { "Containers that hold views" }
    let split = Paned()
    let expander = Expander()
    let reveal = Switch(accessibleName: "Reveal")
    let revealer = Revealer()
    let frame = Frame()
    let stack = Stack()
    let switcher = StackSwitcher()

    override func getInitialState() -> [String: Any?] { ["revealed": true] }

    override func renderBody() {
        // An initial value: the first render puts the divider at 140, and where the user drags
        // it, it stays (render writes a value only when the program's own changes).
        split.position = 140
        split.minimumSize = Size(width: 1, height: 60)
        item(split, key: "split")
            .start { $0.place(Caption.self, key: "start").prop(CaptionProps.text, is: "Start of a Paned") }
            .end { $0.place(Caption.self, key: "end").prop(CaptionProps.text, is: "End: drag the divider") }

        expander.label = "An Expander"
        item(expander, key: "expander")
            .content { $0.place(Caption.self, key: "inside").prop(CaptionProps.text, is: "Views inside it") }

        let revealed = state["revealed"] as? Bool ?? false
        reveal.isActive = revealed
        reveal.onActiveChanged = { [weak self] on in self?.state["revealed"] = on }
        reveal.horizontalAlignment = .start
        item(reveal, key: "reveal")
        revealer.revealsChild = revealed
        item(revealer, key: "revealer")
            .content { $0.place(Caption.self, key: "revealed").prop(CaptionProps.text, is: "A Revealer's content") }

        frame.label = "A Frame"
        item(frame, key: "frame")
            .content { $0.place(Caption.self, key: "framed").prop(CaptionProps.text, is: "Framed views") }

        switcher.attach(to: stack)
        switcher.horizontalAlignment = .center
        item(switcher, key: "switcher")
        let pages = [("one", "First page of a Stack"), ("two", "Second page"), ("three", "Third page")]
        item(stack, key: "stack")
            .items(pages, key: { $0.0 }, title: { $0.0.capitalized }) { page, slot in
                slot.place(Caption.self).prop(CaptionProps.text, is: page.1)
            }
    }
}

/// An Overlay: a caption under a badge layer that clicks pass through, and a layer the user
/// shows with a check button, measured so that the overlay grows to hold it.
final class OverlaySection: Section {
    override class var title: String { "Overlay" }
    let overlay = Overlay()
    let showsNote = CheckButton(label: "Show a measured layer")

    override func renderBody() {
        let showsNote = state["showsNote"] as? Bool ?? false
        self.showsNote.isActive = showsNote
        self.showsNote.onToggled = { [weak self] on in self?.state["showsNote"] = on }
        item(self.showsNote, key: "showsNote")
        item(overlay, key: "overlay")
            .content { $0.place(Caption.self, key: "content").prop(CaptionProps.text, is: "An Overlay's content, under its layers") }
            .layers { layers in
                layers.layer("badge", horizontal: .end, vertical: .start, passesThrough: true) {
                    $0.place(Badge.self, key: "badge")
                }
                if showsNote {
                    layers.layer("note", horizontal: .start, vertical: .end, measures: true) {
                        $0.place(Caption.self, key: "note").prop(CaptionProps.text, is: "A measured layer: the overlay grew\nto hold these two lines")
                    }
                }
            }
    }
}

/// A small coloured label, as an overlay's badge.
final class Badge: StateView {
    let label = Label("new")

    override func render() {
        label.style(.background("#e01b24"), .foreground("white"), .cornerRadius(8), .padding(EdgeInsets(top: 2, left: 6, bottom: 2, right: 6)))
        label.margins = EdgeInsets(all: 4)
        place(label, key: "label")
    }
}

enum CaptionProps {
    static let text = PropKey<String>("text")
}

/// A line of text as a view, for the containers' contents.
final class Caption: StateView {
    let label = Label()

    override func render() {
        label.text = props[CaptionProps.text] ?? ""
        label.margins = EdgeInsets(all: 8)
        place(label, key: "label")
    }
}
