// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
/// A query that found nothing (or too much): the message says what was there instead.
public struct WidgetNotFound: Error, CustomStringConvertible {
    public let description: String
}

/// Finding widgets the way a test names them: by the keys that placed them, by the name a
/// screen reader reads, by GTK type, or by the text they show.
///
/// ```swift
/// let title = try window.widget(atKeyPath: "list", "row-3", "title")
/// let add = try window.widget(withText: "Add one")
/// let search = try window.widget(named: "Search repositories")
/// let buttons = window.widgets(ofType: gtk_button_get_type())
/// ```
@MainActor
extension TestWindow {
    /// The widget placed under the last key, reached through the StateViews placed under the
    /// ones before it, from the window's view.
    public func widget(atKeyPath keys: any StateKey...) throws -> UnsafeMutablePointer<GtkWidget> {
        guard let view else { throw WidgetNotFound(description: "the window shows no StateView") }
        return try WidgetTree.widget(atKeyPath: keys, from: view)
    }

    /// The StateView placed under the last key (see `widget(atKeyPath:)`).
    public func view(atKeyPath keys: any StateKey...) throws -> StateView {
        guard let view else { throw WidgetNotFound(description: "the window shows no StateView") }
        return try WidgetTree.view(atKeyPath: keys[...], from: view)
    }

    /// Every widget in the window (internal children too: a button's label, popovers), depth
    /// first, then the windows it opened and their widgets (see `toplevels`).
    public var allWidgets: [UnsafeMutablePointer<GtkWidget>] {
        toplevels.flatMap { $0 == window ? WidgetTree.descendants(of: $0) : [$0] + WidgetTree.descendants(of: $0) }
    }

    /// The widgets that show `text` (a label's text, a button's label, an entry's text).
    public func widgets(withText text: String) -> [UnsafeMutablePointer<GtkWidget>] {
        allWidgets.filter { WidgetTree.text(of: $0) == text }
    }

    /// The one widget that shows `text`; for a button, the button rather than its inner label.
    public func widget(withText text: String) throws -> UnsafeMutablePointer<GtkWidget> {
        try outermost(widgets(withText: text), "showing the text \"\(text)\"") { WidgetTree.text(of: $0) }
    }

    /// The widgets whose accessible name (what a screen reader reads) is `name`.
    public func widgets(named name: String) -> [UnsafeMutablePointer<GtkWidget>] {
        allWidgets.filter { WidgetTree.accessibleName(of: $0) == name }
    }

    /// The one widget whose accessible name is `name`; for a button, the button.
    public func widget(named name: String) throws -> UnsafeMutablePointer<GtkWidget> {
        try outermost(widgets(named: name), "named \"\(name)\"") { WidgetTree.accessibleName(of: $0) }
    }

    /// The widgets of a GTK type or its subtypes (`gtk_button_get_type()`).
    public func widgets(ofType type: GType) -> [UnsafeMutablePointer<GtkWidget>] {
        allWidgets.filter { WidgetTree.isA($0, type) }
    }

    /// The one match that is not inside another (a button's label shows its text too: the button
    /// is what a user clicks), or an error that lists what there is.
    private func outermost(
        _ matches: [UnsafeMutablePointer<GtkWidget>], _ what: String, _ property: (UnsafeMutablePointer<GtkWidget>) -> String?
    ) throws -> UnsafeMutablePointer<GtkWidget> {
        let found = matches.filter { widget in !matches.contains { $0 != widget && gtk_widget_is_ancestor(widget, $0) != 0 } }
        if found.count == 1 { return found[0] }
        if found.isEmpty {
            let present = Set(allWidgets.compactMap(property).filter { !$0.isEmpty }).sorted()
            throw WidgetNotFound(description: "no widget \(what); the window has \(present.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        throw WidgetNotFound(description: "\(found.count) widgets \(what): \(found.map(WidgetTree.typeName).joined(separator: ", "))")
    }
}

/// The widget tree read the way queries need it. Public for queries below a widget of a test's own.
@MainActor
public enum WidgetTree {
    /// `widget`'s descendants, depth first, internal children included (GtkContainer's forall).
    public static func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var pending = children(of: widget).reversed() as [UnsafeMutablePointer<GtkWidget>]
        while let next = pending.popLast() {
            result.append(next)
            pending += children(of: next).reversed()
        }
        return result
    }

    /// The direct children of a GtkContainer, internal ones included, in GTK's order.
    public static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        #if !GTK3
        // GTK 4: every widget's children, in its sibling list (internal ones included, as GTK 3's
        // forall gives them).
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return children
        #else
        guard isA(widget, gtk_container_get_type()) else { return [] }
        final class Collected { var widgets: [UnsafeMutablePointer<GtkWidget>] = [] }
        let collected = Collected()
        withExtendedLifetime(collected) {
            gtk_container_forall(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkContainer.self), { child, data in
                guard let child, let data else { return }
                Unmanaged<Collected>.fromOpaque(data).takeUnretainedValue().widgets.append(child)
            }, Unmanaged.passUnretained(collected).toOpaque())
        }
        return collected.widgets
        #endif
    }

    /// What a widget shows as text: a label's text, a button's label, an entry's contents.
    public static func text(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        let raw = UnsafeMutableRawPointer(widget)
        #if GTK3
        if isA(widget, gtk_label_get_type()) { return gtk_label_get_text(raw.assumingMemoryBound(to: GtkLabel.self)).map { String(cString: $0) } }
        if isA(widget, gtk_entry_get_type()) { return gtk_entry_get_text(raw.assumingMemoryBound(to: GtkEntry.self)).map { String(cString: $0) } }
        if isA(widget, gtk_button_get_type()) { return gtk_button_get_label(raw.assumingMemoryBound(to: GtkButton.self)).map { String(cString: $0) } }
        if isA(widget, gtk_menu_item_get_type()) { return gtk_menu_item_get_label(raw.assumingMemoryBound(to: GtkMenuItem.self)).map { String(cString: $0) } }
        #else
        if isA(widget, gtk_label_get_type()) { return gtk_label_get_text(OpaquePointer(raw)).map { String(cString: $0) } }
        if isA(widget, gtk_editable_get_type()) { return gtk_editable_get_text(OpaquePointer(raw)).map { String(cString: $0) } }
        if isA(widget, gtk_button_get_type()) { return gtk_button_get_label(raw.assumingMemoryBound(to: GtkButton.self)).map { String(cString: $0) } }
        #endif
        return nil
    }

    /// The name assistive technologies read (an explicit one, or what GTK derives from text).
    public static func accessibleName(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        #if GTK3
        atk_object_get_name(gtk_widget_get_accessible(widget)).map { String(cString: $0) }
        #else
        // GTK 4 reads no accessible property back: the name StateGtk set, else what GTK derives
        // a name from (a label's text, a button's label); never an entry's text or placeholder.
        explicitAccessibleName(of: widget) ?? (isA(widget, gtk_editable_get_type()) ? nil : text(of: widget))
        #endif
    }

    /// Where `widget`'s top left corner is in `ancestor`'s coordinates, in pixels: for
    /// comparing places on either toolkit (GTK 4 computes points in floats).
    ///
    /// ```swift
    /// XCTAssertLessThan(WidgetTree.origin(of: name, in: window.window).x, WidgetTree.origin(of: avatar, in: window.window).x)
    /// ```
    public static func origin(of widget: UnsafeMutablePointer<GtkWidget>, in ancestor: UnsafeMutablePointer<GtkWidget>) -> (x: Double, y: Double) {
        #if GTK3
        var x: Int32 = 0, y: Int32 = 0
        gtk_widget_translate_coordinates(widget, ancestor, 0, 0, &x, &y)
        return (Double(x), Double(y))
        #else
        var point = graphene_point_t(x: 0, y: 0), result = graphene_point_t(x: 0, y: 0)
        _ = gtk_widget_compute_point(widget, ancestor, &point, &result)
        return (Double(result.x), Double(result.y))
        #endif
    }

    /// The GTK type's name: `GtkButton`.
    public static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: g_type_name(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type))
    }

    /// Whether `widget` is of the GTK type `type` or a subtype (`gtk_button_get_type()`).
    public static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// The widget placed under the last key, through the StateViews placed under the others,
    /// from `view` (see `TestWindow.widget(atKeyPath:)`).
    public static func widget(atKeyPath keys: [any StateKey], from view: StateView) throws -> UnsafeMutablePointer<GtkWidget> {
        guard let last = keys.last else { return view.widget }
        let parent = try self.view(atKeyPath: keys.dropLast(), from: view)
        guard let index = parent.childKeys.firstIndex(of: AnyHashable(last)), index < parent.childWidgets.count else {
            throw WidgetNotFound(description: "nothing under \(describe(keys[...])); \(type(of: parent)) has the keys \(parent.childKeys.map(describe).joined(separator: ", "))")
        }
        return parent.childWidgets[index]
    }

    /// The StateView placed under the last key, through the ones placed under the others.
    public static func view(atKeyPath keys: ArraySlice<any StateKey>, from view: StateView) throws -> StateView {
        var current = view
        for (depth, key) in zip(1..., keys) {
            guard let child = childView(of: current, key: key) else {
                throw WidgetNotFound(description: "no StateView under \(describe(keys.prefix(depth))); \(type(of: current)) has the keys \(current.childKeys.map(describe).joined(separator: ", "))")
            }
            current = child
        }
        return current
    }

    static func childView(of view: StateView, key: any StateKey) -> StateView? {
        func open<K: StateKey>(_ key: K) -> StateView? { view.childView(forKey: key) }
        return open(key)
    }

    static func describe(_ keys: ArraySlice<any StateKey>) -> String {
        keys.map { describe(AnyHashable($0)) }.joined(separator: " → ")
    }

    static func describe(_ key: AnyHashable) -> String {
        if let string = key.base as? String { return "\"\(string)\"" }
        return "\(key.base)"
    }
}
