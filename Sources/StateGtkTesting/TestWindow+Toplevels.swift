// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk
/// The windows a test window opened, which queries search with it, and dialogs answered as a
/// user answers them.
///
/// ```swift
/// try window.activateMenuItem("Delete Contact")        // asks "Delete Ada?"
/// XCTAssertNoThrow(try window.widget(withText: "Delete Ada?"))
/// try window.answerDialog("Delete")                    // clicks the dialog's Delete button
/// ```
@MainActor
extension TestWindow {
    /// The window, then the windows on screen that it opened, first opened first: dialogs and
    /// other windows transient for it (a message, About, the shortcuts window) and menus attached
    /// to its widgets. Popovers are part of the window. Every query searches all of them.
    public var toplevels: [UnsafeMutablePointer<GtkWidget>] {
        [window] + Self.allToplevels().filter { $0 != window && gtk_widget_get_visible($0) != 0 && wasOpened(byThisWindow: $0) }
    }

    /// The dialogs open on the window (GtkDialog windows among `toplevels`), last opened last.
    public var dialogs: [UnsafeMutablePointer<GtkWidget>] {
        toplevels.dropFirst().filter { WidgetTree.isA($0, gtk_dialog_get_type()) }
    }

    /// Answers the dialog opened last by clicking its button labelled `button`, as a user does:
    /// "Delete", "Cancel" (mnemonic underscores do not count). Its completion runs before this
    /// returns. Throws, listing the buttons there are, when it has no such button.
    public func answerDialog(_ button: String) throws {
        guard let dialog = dialogs.last else { throw ActionFailed(description: "no dialog is open on the window") }
        let buttons = WidgetTree.descendants(of: dialog).filter { WidgetTree.isA($0, gtk_button_get_type()) && gtk_widget_get_visible($0) != 0 }
        guard let match = buttons.first(where: { Self.shownLabel(of: $0) == button }) else {
            let labels = buttons.compactMap(Self.shownLabel).map { "\"\($0)\"" }
            throw ActionFailed(description: "the dialog has no button \"\(button)\"; it has \(labels.joined(separator: ", "))")
        }
        try wait(timeout: 2, "the dialog to be on screen") { gtk_widget_get_mapped(match) != 0 }
        try click(match)
    }

    /// Whether `other` is a window this one opened: transient for it (through other dialogs),
    /// or a menu attached to one of its widgets.
    private func wasOpened(byThisWindow other: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var parent = gtk_window_get_transient_for(UnsafeMutableRawPointer(other).assumingMemoryBound(to: GtkWindow.self))
        var steps = 0
        while let current = parent, steps < 16 {
            if UnsafeMutableRawPointer(current) == UnsafeMutableRawPointer(window) as UnsafeMutableRawPointer { return true }
            parent = gtk_window_get_transient_for(current)
            steps += 1
        }
        #if GTK3
        guard let child = gtk_bin_get_child(UnsafeMutableRawPointer(other).assumingMemoryBound(to: GtkBin.self)),
              WidgetTree.isA(child, gtk_menu_get_type()),
              let attached = gtk_menu_get_attach_widget(UnsafeMutableRawPointer(child).assumingMemoryBound(to: GtkMenu.self)) else { return false }
        return gtk_widget_get_toplevel(attached) == window
        #else
        return false  // GTK 4's menus are popovers inside their window, not toplevels
        #endif
    }

    /// Every toplevel window of the process, GTK's order.
    static func allToplevels() -> [UnsafeMutablePointer<GtkWidget>] {
        var toplevels: [UnsafeMutablePointer<GtkWidget>] = []
        #if GTK3
        let list = gtk_window_list_toplevels()
        var node = list
        while let current = node {
            toplevels.append(current.pointee.data.assumingMemoryBound(to: GtkWidget.self))
            node = current.pointee.next
        }
        g_list_free(list)
        #else
        let list = gtk_window_get_toplevels()!  // a GListModel GTK owns
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            toplevels.append(item.assumingMemoryBound(to: GtkWidget.self))
            g_object_unref(item)  // GTK keeps its own reference while the window exists
        }
        #endif
        return toplevels
    }

    /// A button's label as it shows, mnemonic underscore removed.
    static func shownLabel(of button: UnsafeMutablePointer<GtkWidget>) -> String? {
        let label = WidgetTree.text(of: button) ?? WidgetTree.descendants(of: button).lazy.compactMap(WidgetTree.text).first
        return label?.replacingOccurrences(of: "_", with: "")
    }
}
