import Foundation
import StateGtk

/// Entries and a text view: the text lives in state and render puts it back, without moving
/// the cursor or reporting it as an edit.
final class EntriesSection: Section {
    override class var title: String { tr("Text entry") }
    let entry = Entry(placeholder: tr("Type your name"))
    let greeting = Label()
    let search = SearchEntry(placeholder: tr("Search (reported when typing pauses)"))
    let searched = Label()
    let notes = TextView()
    lazy var notesScroller = ScrolledWindow(notes)

    override func getInitialState() -> [String: Any?] {
        ["name": "", "query": "", "notes": tr("A TextView in a ScrolledWindow.\nIts text is in state too.")]
    }

    override func renderBody() {
        let name = state["name"] as? String ?? ""
        entry.text = name
        entry.onChanged = { [weak self] text in self?.state["name"] = text }
        item(entry, key: "entry")
        greeting.text = name.isEmpty ? tr("Hello, whoever you are.") : tr("Hello, \(name)!")
        greeting.xAlign = 0
        item(greeting, key: "greeting")

        search.onSearchChanged = { [weak self] text in self?.state["query"] = text }
        item(search, key: "search")
        let query = state["query"] as? String ?? ""
        caption(searched, query.isEmpty ? tr("No search yet") : "Searched for “\(query)”", key: "searched")

        notes.text = state["notes"] as? String ?? ""
        notes.wrapMode = .word
        notes.onChanged = { [weak self] text in self?.state["notes"] = text }
        notesScroller.minContentHeight = 70
        notesScroller.hscrollbarPolicy = .never
        notesScroller.styleClasses = ["frame"]
        item(notesScroller, key: "notes")
    }
}

/// Scales, progress, spinners, combo boxes, separators and images.
final class ValuesSection: Section {
    override class var title: String { tr("Values and images") }
    let scale = Scale(range: 0...100, step: 1)
    let progress = ProgressBar()
    let spinner = Spinner()
    let busy = CheckButton(label: tr("Busy"))
    let combo = ComboBoxText(items: [tr("Stars"), tr("Forks"), tr("Recently updated")])
    let sorted = Label()
    let separator = Separator()
    let icon = Image(.icon("weather-clear-symbolic", size: 32))
    let bigIcon = Image(.icon("face-smile", size: 48))
    let swatch = Image()
    let imageCaption = Label()

    override func getInitialState() -> [String: Any?] { ["volume": 65.0, "busy": true, "sort": 0] }

    override func renderBody() {
        let volume = state["volume"] as? Double ?? 0
        scale.value = volume
        scale.digits = 0
        scale.accessibleName = tr("Volume")
        scale.onValueChanged = { [weak self] value in self?.state["volume"] = value }
        item(scale, key: "scale")
        progress.fraction = volume / 100
        progress.text = tr("\(Int(volume)) %")
        item(progress, key: "progress")

        let isBusy = state["busy"] as? Bool ?? false
        spinner.isActive = isBusy
        busy.isActive = isBusy
        busy.onToggled = { [weak self] on in self?.state["busy"] = on }
        row([spinner, busy], key: "busy")

        combo.selectedIndex = state["sort"] as? Int ?? 0
        combo.onChanged = { [weak self] index in self?.state["sort"] = index ?? 0 }
        sorted.text = combo.selectedItem.map { tr("Sorted by: \($0)") } ?? tr("Not sorted")
        row([combo, sorted], key: "combo")

        item(separator, key: "separator")
        swatch.fitSize = Size(width: 64, height: 32)
        swatch.source = .data(Swatch.ppm)
        row([icon, bigIcon, swatch], key: "images")
        caption(imageCaption, tr("Themed icons at 32 and 48 px; a 200×50 pixbuf scaled to fit 64×32"), key: "imageCaption")
    }
}

/// A 200 × 50 image made once as the bytes of a PPM file (the format GdkPixbuf always reads),
/// to show `Image.Source.data` and `fitSize` scaling.
@MainActor
enum Swatch {
    static let ppm: Data = {
        var bytes = Array("P6\n200 50\n255\n".utf8)
        for y in 0..<50 {
            for x in 0..<200 {
                bytes += [UInt8(53 + x / 2), UInt8(132 - y), 228]  // a blue-to-purple ramp
            }
        }
        return Data(bytes)
    }()
}
