// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// The keyboard shortcuts window (Ctrl+?, `win.show-help-overlay`), built from the declared
/// actions that have a title and an accelerator: it cannot fall out of date with them.
extension StateViewController {
#if GTK3
    /// Shows a GtkShortcutsWindow listing the window's and the application's accelerators.
    /// It is destroyed when it closes (Escape, its close button).
    @discardableResult
    public func presentShortcuts() -> UnsafeMutablePointer<GtkWidget> {
        let shortcuts: UnsafeMutablePointer<GtkWidget> = Self.make(gtk_shortcuts_window_get_type(), [:])
        let section: UnsafeMutablePointer<GtkWidget> = Self.make(gtk_shortcuts_section_get_type(), ["section-name": "shortcuts"])
        gtk_container_add(shortcuts.asContainer, section)
        let windowGroup = title.isEmpty ? localized("Window", comment: "A group of the keyboard shortcuts window") : title
        let applicationGroup = localized("Application", comment: "A group of the keyboard shortcuts window")
        for (groupTitle, scope) in [(windowGroup, Action.Scope.window), (applicationGroup, .application)] {
            let actions = declaredActions.filter { $0.scope == scope && !$0.title.isEmpty && !$0.accelerators.isEmpty }
            guard !actions.isEmpty else { continue }
            let group: UnsafeMutablePointer<GtkWidget> = Self.make(gtk_shortcuts_group_get_type(), ["title": groupTitle])
            gtk_container_add(section.asContainer, group)
            for action in actions {
                let shortcut: UnsafeMutablePointer<GtkWidget> = Self.make(
                    gtk_shortcuts_shortcut_get_type(), ["title": action.title, "accelerator": action.accelerators.joined(separator: " ")])
                gtk_container_add(group.asContainer, shortcut)
            }
        }
        gtk_window_set_transient_for(gcast(shortcuts), gcast(window))
        gtk_window_set_modal(gcast(shortcuts), 1)
        gtk_window_set_destroy_with_parent(gcast(shortcuts), 1)
        // GtkShortcutsWindow hides itself on close; ours is made anew each time, so it goes,
        // on the next turn (not inside its own signal), held until then: it may hide twice.
        let hidden = SignalHandler<@MainActor () -> Void>({
            g_object_ref(shortcuts.gpointer)
            g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { data in
                gtk_widget_destroy(data?.assumingMemoryBound(to: GtkWidget.self))
                g_object_unref(data)
                return 0
            }, shortcuts.gpointer, nil)
        })
        SignalHandler.connect(shortcuts.gpointer, signal: "hide", trampoline: SignalTrampolines.voidCallback, handler: hidden)
        // GtkShortcutsWindow's destroy (GtkContainer's, through its `forall` without internals)
        // reaches only the sections: its own box (header, search bar, sections' stack) outlived
        // the window with a parent pointer to it, freed, and the next theme or CSS change walked
        // up into it (a `gtk_widget_get_scale_factor` CRITICAL). The window still uses the box's
        // widgets while it goes (its dispose, which notifies weak references, included), so
        // the box leaves it, held, and is destroyed on the next turn after the window's dispose.
        let destroyed = SignalHandler<@MainActor () -> Void>({
            guard let box = gtk_bin_get_child(UnsafeMutableRawPointer(shortcuts).assumingMemoryBound(to: GtkBin.self)) else { return }
            g_object_ref(box.gpointer)
            gtk_container_remove(shortcuts.asContainer, box)
            g_object_weak_ref(UnsafeMutablePointer<GObject>(OpaquePointer(shortcuts.gpointer)), { box, _ in
                g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { box in
                    gtk_widget_destroy(box?.assumingMemoryBound(to: GtkWidget.self))
                    g_object_unref(box)
                    return 0
                }, box, nil)
            }, box.gpointer)
        })
        SignalHandler.connect(shortcuts.gpointer, signal: "destroy", trampoline: SignalTrampolines.voidCallback, handler: destroyed)
        gtk_widget_show_all(shortcuts)
        return shortcuts
    }

    private static func make(_ type: GType, _ strings: [String: String]) -> UnsafeMutablePointer<GtkWidget> {
        let object = g_object_new_with_properties(type, 0, nil, nil)!
        for (name, value) in strings { GObjectProperty.set(object, name, value) }
        let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        gtk_widget_show(widget)
        return widget
    }
#else
    /// Shows a GtkShortcutsWindow listing the window's and the application's accelerators.
    /// It is destroyed when it closes (Escape, its close button).
    @discardableResult
    public func presentShortcuts() -> UnsafeMutablePointer<GtkWidget> {
        // GTK 4.8 adds sections, groups and shortcuts to a GtkShortcutsWindow only through
        // GtkBuilder (gtk_shortcuts_window_add_section is GTK 4.14's): the window is described.
        let windowGroup = title.isEmpty ? localized("Window", comment: "A group of the keyboard shortcuts window") : title
        let applicationGroup = localized("Application", comment: "A group of the keyboard shortcuts window")
        var groups = ""
        for (groupTitle, scope) in [(windowGroup, Action.Scope.window), (applicationGroup, .application)] {
            let actions = declaredActions.filter { $0.scope == scope && !$0.title.isEmpty && !$0.accelerators.isEmpty }
            guard !actions.isEmpty else { continue }
            groups += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(Self.escaped(groupTitle))</property>"
            for action in actions {
                groups += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"title\">\(Self.escaped(action.title))</property>"
                    + "<property name=\"accelerator\">\(Self.escaped(action.accelerators.joined(separator: " ")))</property></object></child>"
            }
            groups += "</object></child>"
        }
        let description = "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
            + "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">shortcuts</property>\(groups)</object></child>"
            + "</object></interface>"
        let builder = gtk_builder_new_from_string(description, -1)!
        let shortcuts = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "shortcuts")!).assumingMemoryBound(to: GtkWidget.self)
        g_object_unref(UnsafeMutableRawPointer(builder))  // GTK keeps a toplevel until it is destroyed
        gtk_window_set_transient_for(gcast(shortcuts), gcast(window))
        gtk_window_set_destroy_with_parent(gcast(shortcuts), 1)
        // GtkShortcutsWindow hides itself on close; ours is made anew each time, so it goes, on
        // the next turn (not inside its own signal).
        let hidden = SignalHandler<@MainActor () -> Void>({
            g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, { data in
                gtk_window_destroy(data?.assumingMemoryBound(to: GtkWindow.self))
                return 0
            }, shortcuts.gpointer, nil)
        })
        SignalHandler.connect(shortcuts.gpointer, signal: "hide", trampoline: SignalTrampolines.voidCallback, handler: hidden)
        gtk_window_present(gcast(shortcuts))
        return shortcuts
    }

    /// Text for GtkBuilder's XML.
    private static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
#endif
}
