// toolkit: both
import StateGtk
/// A row of the benchmark: one label, as tall as a tree view row. An overlay, as a row of one
/// child is best written: the default (constraints) would run the solver for each new row.
class BenchRow: StateView {
    static let text = PropKey<String>("text")
    let label = Label()

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .overlay
    }

    override func render() {
        label.text = props[Self.text] ?? ""
        label.minimumSize = Size(width: -1, height: Double(rowHeight))
        place(label, key: "text")
    }
}

/// A parent that places a list view of its items.
final class ListViewHost: StateView {
    var items: [BenchItem] = []

    override func render() {
        place(ListView.self, key: "list")
            .items(items) { item, row in row.place(BenchRow.self).prop(BenchRow.text, is: item.text) }
            .rowHeight(.fixed(Double(rowHeight)))
    }

    var list: ListView { childView(forKey: "list") as! ListView }
}

/// A parent that places every item as a row of a keyed stack (StateGtk without a list view).
final class StackHost: StateView {
    var items: [BenchItem] = []

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
    }

    override func render() {
        placeEach(items, key: { $0.id }) { item, slot in
            slot.place(BenchRow.self).prop(BenchRow.text, is: item.text)
        }
    }
}

/// A StateGtk implementation: every change of items is a new value for the parent to render.
@MainActor
protocol RenderedSubject: ListSubject {
    /// Gives the parent `items` and asks for a render (which runs before the next frame).
    func show(_ items: [BenchItem])
}

extension RenderedSubject {
    func update(_ items: [BenchItem], changedAt index: Int) { show(items) }
    func insertAtTop(_ items: [BenchItem]) { show(items) }
    func replaceAll(_ items: [BenchItem]) { show(items) }
}

/// StateGtk's `ListView`.
@MainActor
final class ListViewSubject: RenderedSubject {
    let name = "ListView"
    let host = SubjectWindow(title: "ListView")
    private var view: ListViewHost?

    private var list: ListView { view!.list }

    func open(_ items: [BenchItem]) {
        let view = ListViewHost()
        view.items = items
        host.setContent(view.widget)
        view.renderDeep()
        self.view = view
    }

    func scrollByPage() { list.scroll(toOffset: list.scrollOffset + list.viewportHeight) }
    func scroll(to offset: Double) { list.scroll(toOffset: offset) }
    func jumpToEnd() { list.scroll(toOffset: .greatestFiniteMagnitude) }

    func show(_ items: [BenchItem]) {
        view!.items = items
        view!.setNeedsRender()
    }

    func close() {
        host.setContent(nil)
        view = nil
    }

    var liveRowWidgets: Int { list.realizedRowCount }

    var firstVisibleText: String? {
        let index = list.visibleRange.lowerBound
        guard let view, index < view.items.count else { return nil }
        return (list.rowView(forKey: view.items[index].id) as? BenchRow)?.label.text
    }
}

/// StateGtk's keyed stack in a scrolled window: every item a row view.
@MainActor
final class StackSubject: RenderedSubject {
    let name = "keyed stack"
    let host = SubjectWindow(title: "keyed stack")
    private var view: StackHost?
    private var scroller: ScrolledWindow?

    func open(_ items: [BenchItem]) {
        let view = StackHost()
        view.items = items
        let scroller = ScrolledWindow(view)
        scroller.hscrollbarPolicy = .never
        host.setContent(scroller.gtkWidget)
        self.view = view
        self.scroller = scroller
    }

    func scrollByPage() { scroller!.scroll(toY: scroller!.verticalOffset + 600) }
    func scroll(to offset: Double) { scroller!.scroll(toY: offset) }
    func jumpToEnd() { scroller!.scrollToEnd() }

    func show(_ items: [BenchItem]) {
        view!.items = items
        view!.setNeedsRender()
    }

    func close() {
        host.setContent(nil)
        view = nil
        scroller = nil
    }

    var liveRowWidgets: Int { view?.childWidgets.count ?? 0 }
    var firstVisibleText: String? { nil }
}
