#if GTK3
import CGtk
import StateGtk
/// Where each widget of a view tree was placed: the StateView that placed it and the keys from
/// the audited view, for findings to name. Widgets nobody placed (a button's inner label, a
/// GTK widget's parts) take their nearest placed ancestor's place and their GTK type.
@MainActor
struct WidgetLocations {
    struct Location {
        let viewType: String
        let keyPath: [String]
    }

    private var placed: [UnsafeMutablePointer<GtkWidget>: Location] = [:]
    private let rootWidget: UnsafeMutablePointer<GtkWidget>
    private let rootType: String

    init(root view: StateView?, window: UnsafeMutablePointer<GtkWidget>) {
        rootWidget = view?.widget ?? window
        rootType = view.map { String(describing: type(of: $0)) } ?? WidgetTree.typeName(window)
        if let view { add(view, path: []) }
    }

    private mutating func add(_ view: StateView, path: [String]) {
        let viewType = String(describing: type(of: view))
        placed[view.widget] = placed[view.widget] ?? Location(viewType: viewType, keyPath: path)
        for (key, widget) in zip(view.childKeys, view.childWidgets) {
            let childPath = path + [Self.describe(key)]
            placed[widget] = Location(viewType: viewType, keyPath: childPath)
            if let stateKey = key.base as? any StateKey, let child = Self.childView(of: view, key: stateKey) {
                add(child, path: childPath)
            }
        }
        if let list = view as? ListView {
            for key in list.realizedKeys(as: AnyHashable.self) {
                if let row = Self.rowView(of: list, key: key) { add(row, path: path + [Self.describe(key)]) }
            }
        }
    }

    /// The location of `widget`: its own, or its nearest placed ancestor's and its type.
    func location(of widget: UnsafeMutablePointer<GtkWidget>) -> Location {
        if let own = placed[widget] { return own }
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor {
            if let location = placed[current] {
                return Location(viewType: location.viewType, keyPath: location.keyPath + [Self.unplacedName(widget)])
            }
            if current == rootWidget { break }
            ancestor = gtk_widget_get_parent(current)
        }
        return Location(viewType: rootType, keyPath: [Self.unplacedName(widget)])
    }

    /// A widget nobody placed: its GTK type, and its place among its parent's children of that
    /// type when it has such siblings (`GtkButton[2]`).
    private static func unplacedName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        let type = WidgetTree.typeName(widget)
        guard let parent = gtk_widget_get_parent(widget) else { return type }
        let siblings = WidgetTree.children(of: parent).filter { WidgetTree.typeName($0) == type }
        guard siblings.count > 1, let index = siblings.firstIndex(of: widget) else { return type }
        return "\(type)[\(index)]"
    }

    /// Whether `widget` is the audited view's widget or inside it.
    func contains(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget == rootWidget || gtk_widget_is_ancestor(widget, rootWidget) != 0
    }

    private static func childView(of view: StateView, key: any StateKey) -> StateView? {
        func open<K: StateKey>(_ key: K) -> StateView? { view.childView(forKey: key) }
        return open(key)
    }

    private static func rowView(of list: ListView, key: AnyHashable) -> StateView? {
        guard let stateKey = key.base as? any Hashable else { return nil }
        func open<K: Hashable>(_ key: K) -> StateView? { list.rowView(forKey: key) }
        return open(stateKey)
    }

    static func describe(_ key: AnyHashable) -> String {
        if let string = key.base as? String { return string }
        return "\(key.base)"
    }
}
#endif
