// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
/// Counts the soak's live views and GObjects: each is counted when made and uncounted when it
/// deinitialises (views) or is finalised (GObjects, through data whose destroy notification
/// GObject runs in `finalize`, not at `dispose`), so a leak shows as a count above the model's.
@MainActor
enum SoakCensus {
    static var liveViews = 0
    static var liveObjects = 0
    // Not _static_string: the C string Swift passes lives only for the call, and GLib keeps the
    // pointer it is given there (AddressSanitizer caught the read after it was freed).
    private static let quark = g_quark_from_string("stategtk-soak-census")

    static func watch(_ widget: UnsafeMutablePointer<GtkWidget>) {
        liveObjects += 1
        g_object_set_qdata_full(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), quark, UnsafeMutableRawPointer(bitPattern: 1)) { _ in
            MainActor.assumeIsolated { SoakCensus.liveObjects -= 1 }
        }
    }
}

/// A child that shows its key.
class SoakRow: StateView {
    static let key = PropKey<Int>("key")
    let label = Label()

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        SoakCensus.liveViews += 1
        SoakCensus.watch(widget)
        SoakCensus.watch(label.gtkWidget)
    }

    deinit { MainActor.assumeIsolated { SoakCensus.liveViews -= 1 } }

    override func render() {
        label.text = "\(props[Self.key] ?? -1)"
        place(label, key: "label")
    }
}

/// Another view type for the same keys, with one widget more.
final class SoakOtherRow: SoakRow {
    let button = Button(label: "other")

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        SoakCensus.watch(button.gtkWidget)
    }

    override func render() {
        super.render()
        place(button, key: "button") { make in
            make.left.equalTo(self.label.snp.right).offset(4)
            make.top.equalTo(self)
        }
    }
}

/// A group of keyed children, laid out as its node says; nested groups nest.
class SoakGroup: StateView {
    static let node = PropKey<SoakNode>("node")
    /// The plain labels placed, by key; one leaves with its key.
    private(set) var labels: [Int: Label] = [:]

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        SoakCensus.liveViews += 1
        SoakCensus.watch(widget)
    }

    deinit { MainActor.assumeIsolated { SoakCensus.liveViews -= 1 } }

    var model: SoakNode? { props[Self.node] }

    override func render() {
        guard let model else { return }
        arrangement = switch model.layout {
        case .constraints: .constraints
        case .vertical: .stack(.vertical, spacing: 2)
        case .horizontal: .stack(.horizontal, spacing: 2)
        case .grid: .grid(columns: 3, rowSpacing: 2, columnSpacing: 2)
        }
        var kept: [Int: Label] = [:]
        for (index, child) in model.children.enumerated() {
            place(child, at: index, shift: model.shift, constrained: model.layout == .constraints, labels: &kept)
        }
        if let duplicate = model.duplicate, let index = model.children.firstIndex(where: { $0.key == duplicate }) {
            place(model.children[index], at: index, shift: model.shift + 7, constrained: model.layout == .constraints, labels: &kept)
        }
        labels = kept
    }

    private func place(_ child: SoakNode, at index: Int, shift: Int, constrained: Bool, labels kept: inout [Int: Label]) {
        let constraints: ((ConstraintMaker) -> Void)? = constrained ? { make in
            make.top.equalTo(self).offset(index * 6 + shift)
            make.left.equalTo(self).offset(shift + index % 4 * 10)
            make.width.greaterThanOrEqualTo(20 + index % 3 * 10)
        } : nil
        switch child.kind {
        case .row:
            place(SoakRow.self, key: child.key, constraints: constraints).prop(SoakRow.key, is: child.key)
        case .otherRow:
            place(SoakOtherRow.self, key: child.key, constraints: constraints).prop(SoakRow.key, is: child.key)
        case .group:
            place(SoakGroup.self, key: child.key, constraints: constraints).prop(SoakGroup.node, is: child)
        case .list:
            place(SoakListGroup.self, key: child.key, constraints: constraints).prop(SoakGroup.node, is: child)
        case .label:
            let label = kept[child.key] ?? labels[child.key] ?? makeLabel(child.key)
            kept[child.key] = label
            place(label, key: child.key, constraints: constraints)
        }
    }

    private func makeLabel(_ key: Int) -> Label {
        let label = Label("\(key)")
        SoakCensus.watch(label.gtkWidget)
        return label
    }
}

/// A node's children in a ListView of 20 px rows, 120 px high: about half of a long list's rows
/// exist, and rows that leave are recycled for arriving keys of their type.
final class SoakListGroup: StateView {
    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        SoakCensus.liveViews += 1
        SoakCensus.watch(widget)
    }

    deinit { MainActor.assumeIsolated { SoakCensus.liveViews -= 1 } }

    var list: ListView? { childView(forKey: "list") as? ListView }

    override func render() {
        let node = props[SoakGroup.node]
        place(ListView.self, key: "list") { make in
            make.edges.equalTo(self)
            make.height.equalTo(120)
            make.width.greaterThanOrEqualTo(60)
        }
        .items(node?.children ?? [], key: { $0.key }) { child, row in
            row.place(child.kind == .otherRow ? SoakOtherRow.self : SoakRow.self).prop(SoakRow.key, is: child.key)
        }
        .rowHeight(.fixed(20))
    }
}

/// The top of the tree: its node is state, set by the soak at each step.
final class SoakRoot: SoakGroup {
    static let root = StateField<SoakNode>("root")
    override var model: SoakNode? { state[Self.root] }
}
