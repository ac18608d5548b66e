// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
/// Records lifecycle calls across views, in order.
@MainActor
enum Journal {
    static var entries: [String] = []
    static func note(_ entry: String) { entries.append(entry) }
}

enum RowProps {
    static let title = PropKey<String>("title")
    static let onSelect = PropKey<(String) -> Void>("onSelect")
}

/// A row: one label showing its title prop; counts its renders; keeps a private counter in state.
final class RowView: StateView {
    static let clicks = StateField<Int>("clicks")
    let label = Label()
    var renderCount = 0

    override func render() {
        renderCount += 1
        label.text = props[RowProps.title] ?? ""
        place(label, key: "label")
    }
}

/// A second row type, to test type changes under one key.
final class OtherRowView: StateView {
    let label = Label()
    override func render() {
        label.text = "other " + (props[RowProps.title] ?? "")
        place(label, key: "label")
    }
}

/// A list of rows keyed by their titles, in a vertical stack.
final class ListView: StateView {
    static let items = StateField<[String]>("items")
    /// Keys whose row is an OtherRowView.
    static let others = StateField<Set<String>>("others")
    /// Keys placed as a plain label instead of a row.
    static let plain = StateField<Set<String>>("plain")
    var plainLabels: [String: Label] = [:]

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.vertical)
    }

    override func getInitialState() -> [String: Any?] { ["items": [String]()] }

    /// Places the rows through `placeEach`, which keeps the elements of unchanged items.
    var placesEach = false

    private struct Item: Equatable {
        let key: String
        let isOther: Bool
    }

    override func render() {
        let others = state[Self.others] ?? []
        let plain = state[Self.plain] ?? []
        if placesEach {
            let items = (state[Self.items] ?? []).map { Item(key: $0, isOther: others.contains($0)) }
            placeEach(items, key: { $0.key }) { item, slot in
                item.isOther
                    ? slot.place(OtherRowView.self).prop(RowProps.title, is: item.key)
                    : slot.place(RowView.self).prop(RowProps.title, is: item.key)
            }
            return
        }
        for item in state[Self.items] ?? [] {
            if plain.contains(item) {
                let label = plainLabels[item] ?? Label(item)
                plainLabels[item] = label
                place(label, key: item)
            } else if others.contains(item) {
                place(OtherRowView.self, key: item).prop(RowProps.title, is: item)
            } else {
                place(RowView.self, key: item).prop(RowProps.title, is: item)
            }
        }
    }

    var rows: [RowView] { childKeys.compactMap { childView(forKey: $0.base as! String) as? RowView } }

    /// The texts of the labels on screen, in GTK's child order.
    var texts: [String] {
        childWidgets.map { widget in
            if let view = children(of: widget).first { return labelText(view) }
            return labelText(widget)
        }
    }
}

/// The children of any GtkContainer, in GTK's order.
@MainActor
func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    #if GTK3
    guard g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_container_get_type()) != 0 else { return [] }
    return widgets(in: gtk_container_get_children(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkContainer.self)))
    #else
    var children: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        children.append(current)
        child = gtk_widget_get_next_sibling(current)
    }
    return children
    #endif
}

/// The widgets of a GList GTK handed over (the list is freed, the widgets are not).
@MainActor
func widgets(in list: UnsafeMutablePointer<GList>?) -> [UnsafeMutablePointer<GtkWidget>] {
    var result: [UnsafeMutablePointer<GtkWidget>] = []
    var node = list
    while let current = node {
        result.append(current.pointee.data.assumingMemoryBound(to: GtkWidget.self))
        node = current.pointee.next
    }
    g_list_free(list)
    return result
}
