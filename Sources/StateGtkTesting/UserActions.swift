#if GTK3
import CGtk
import Foundation
import StateGtk
/// What a user does, done to the widgets of a `TestWindow`. Pointer actions move the real
/// (Xvfb) pointer and hand GTK the events GDK would read for it; key actions go to the window's
/// focus widget, as typing does. Each action ends once GTK has handled what it caused.
///
/// ```swift
/// try window.click(window.widget(withText: "Add one"))
/// try window.type("swift", into: window.widget(named: "Search"), replacing: true)
/// try window.press("<Control>s")
/// ```
@MainActor
extension TestWindow {
    /// Clicks (presses and releases `button`, 1 the primary one) at the centre of `widget`,
    /// `count` times as one double click (or triple…), with `modifiers` held (a Ctrl or Shift
    /// click). The events carry their own times, as GDK would give them (no clock is read): a
    /// click's presses fall well within GTK's double-click time of each other, and each click
    /// starts well past it, so two calls never read as one double click.
    public func click(
        _ widget: UnsafeMutablePointer<GtkWidget>, button: UInt32 = 1, count: Int = 1,
        modifiers: GdkModifierType = GdkModifierType(0)
    ) throws {
        try movePointer(to: widget)
        guard gtk_widget_get_mapped(widget) != 0 else {
            throw ActionFailed(description: "\(WidgetTree.typeName(widget)) left the screen while the pointer moved to it (a render removed it)")
        }
        let pointer = Self.pointer
        var x: Int32 = 0, y: Int32 = 0
        guard let target = gdk_device_get_window_at_position(pointer, &x, &y) else {
            throw ActionFailed(description: "no window under the pointer at the centre of \(WidgetTree.typeName(widget))")
        }
        guard gdk_window_get_toplevel(target) == gtk_widget_get_window(gtk_widget_get_toplevel(widget)) else {
            throw ActionFailed(description: "another window covers the centre of \(WidgetTree.typeName(widget))")
        }
        Self.clickTime &+= 10_000
        var types: [GdkEventType] = []
        for press in 0..<max(count, 1) {
            // GDK follows a second press within the double-click time with a GDK_2BUTTON_PRESS.
            types += press == 1 ? [GDK_BUTTON_PRESS, GDK_2BUTTON_PRESS, GDK_BUTTON_RELEASE] : [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE]
        }
        for type in types {
            if type == GDK_BUTTON_PRESS { Self.clickTime &+= 50 }
            let event = gdk_event_new(type)!
            event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(target)))  // freed with the event
            event.pointee.button.x = Double(x)
            event.pointee.button.y = Double(y)
            event.pointee.button.button = button
            event.pointee.button.state = modifiers.rawValue
            event.pointee.button.time = Self.clickTime
            gdk_event_set_device(event, pointer)
            gtk_main_do_event(event)
            gdk_event_free(event)
        }
        waitUntilIdle()
    }

    /// Types `text` one key press per character into `widget`, or into the focus widget.
    ///
    /// A widget that has no focus gets it first (an entry with its cursor after its text, as a
    /// click there leaves it); one that has it is left as it is, so a selection made before
    /// (Ctrl+A) is what typing replaces. With `replacing: true` the field's whole text is
    /// selected first, so `text` replaces it, as typing over a selection does.
    ///
    /// ```swift
    /// try window.type("Ada", into: name)
    /// try window.type("Grace", into: name, replacing: true)   // "Grace", not "AdaGrace"
    /// ```
    public func type(_ text: String, into widget: UnsafeMutablePointer<GtkWidget>? = nil, replacing: Bool = false) throws {
        try takeKeyboard()
        if let widget, gtk_widget_has_focus(widget) == 0 {
            if WidgetTree.isA(widget, gtk_entry_get_type()) {
                // gtk_widget_grab_focus would select the text, and typing would replace it.
                gtk_entry_grab_focus_without_selecting(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkEntry.self))
                gtk_editable_set_position(OpaquePointer(widget), -1)
            } else {
                gtk_widget_grab_focus(widget)
            }
            Gtk.drainEvents()
        }
        if replacing { try selectAllText(in: widget ?? focusWidget()) }
        for scalar in text.unicodeScalars {
            sendKey(gdk_unicode_to_keyval(scalar.value), modifiers: GdkModifierType(0))
        }
        waitUntilIdle()
    }

    /// The window's focus widget, if any.
    private func focusWidget() -> UnsafeMutablePointer<GtkWidget>? {
        gtk_window_get_focus(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
    }

    /// Selects all of an entry's or text view's text, as Ctrl+A does there (without a key that
    /// the window's accelerators could take first).
    private func selectAllText(in widget: UnsafeMutablePointer<GtkWidget>?) throws {
        guard let widget else { throw ActionFailed(description: "nothing has the focus: no text to replace") }
        if WidgetTree.isA(widget, gtk_editable_get_type()) {
            gtk_editable_select_region(OpaquePointer(widget), 0, -1)
        } else if WidgetTree.isA(widget, gtk_text_view_get_type()) {
            let buffer = gtk_text_view_get_buffer(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self))
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            gtk_text_buffer_select_range(buffer, &start, &end)
        } else {
            throw ActionFailed(description: "\(WidgetTree.typeName(widget)) holds no text to replace")
        }
    }

    /// Presses a key given by its GDK keyval (`GDK_KEY_Down`), with modifiers.
    public func press(keyval: guint, modifiers: GdkModifierType = GdkModifierType(0)) throws {
        try takeKeyboard()
        sendKey(keyval, modifiers: modifiers)
        waitUntilIdle()
    }

    /// Moves the pointer over the centre of `widget`, as a user's mouse does (enter events).
    public func hover(_ widget: UnsafeMutablePointer<GtkWidget>) throws {
        try movePointer(to: widget)
    }

    /// Moves the pointer off the window (leave events).
    public func movePointerAway() {
        var originX: Int32 = 0, originY: Int32 = 0
        gdk_window_get_origin(gtk_widget_get_window(window), &originX, &originY)
        gdk_device_warp(Self.pointer, gdk_screen_get_default(), originX + gtk_widget_get_allocated_width(window) + 100, originY + gtk_widget_get_allocated_height(window) + 100)
        gdk_display_sync(gdk_display_get_default())
        waitUntilIdle()
    }

    /// Scrolls the scrolled window that holds `widget` (or is it) by `dy` (and `dx`) pixels, as
    /// dragging its scroll bars would; clamped to what there is to scroll.
    public func scroll(_ widget: UnsafeMutablePointer<GtkWidget>, dx: Double = 0, dy: Double) throws {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current, !WidgetTree.isA(candidate, gtk_scrolled_window_get_type()) { current = gtk_widget_get_parent(candidate) }
        guard let scrolled = current else { throw ActionFailed(description: "\(WidgetTree.typeName(widget)) is not in a scrolled window") }
        let window = UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkScrolledWindow.self)
        for (adjustment, delta) in [(gtk_scrolled_window_get_hadjustment(window), dx), (gtk_scrolled_window_get_vadjustment(window), dy)] where delta != 0 {
            guard let adjustment else { continue }
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + delta)
        }
        waitUntilIdle()
    }

    /// Selects row `index` of a GtkListBox (`list`, or the list box that holds it), as a click
    /// on it would; the list's selection handlers run.
    public func selectRow(_ index: Int, in list: UnsafeMutablePointer<GtkWidget>) throws {
        var current: UnsafeMutablePointer<GtkWidget>? = list
        while let candidate = current, !WidgetTree.isA(candidate, gtk_list_box_get_type()) { current = gtk_widget_get_parent(candidate) }
        guard let box = current.map({ UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkListBox.self) }) else {
            throw ActionFailed(description: "\(WidgetTree.typeName(list)) is not a list box")
        }
        guard let row = gtk_list_box_get_row_at_index(box, Int32(index)) else {
            throw ActionFailed(description: "the list box has no row \(index)")
        }
        gtk_list_box_select_row(box, row)
        waitUntilIdle()
    }

    /// Activates a GAction by its detailed name: `"win.save"`, or `"app.quit"` (the window's
    /// application, else the default one).
    public func activateAction(_ name: String, parameter: OpaquePointer? = nil) throws {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw ActionFailed(description: "\"\(name)\" is not a prefixed action name (\"win.save\")") }
        var group = gtk_widget_get_action_group(window, parts[0])
        if group == nil, parts[0] == "app", let application = g_application_get_default() {
            group = OpaquePointer(application)
        }
        guard let group, g_action_group_has_action(group, parts[1]) != 0 else {
            throw ActionFailed(description: "no action \"\(name)\" in the window or its application")
        }
        g_action_group_activate_action(group, parts[1], parameter)
        waitUntilIdle()
    }

    // MARK: Input devices

    /// The time of the last click's events, counted (milliseconds, as GDK's event times).
    private static var clickTime: UInt32 = 1_000

    private static var pointer: OpaquePointer { gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default())) }

    /// Makes the window the active one, so key presses go where they would from the keyboard.
    func takeKeyboard() throws {
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        guard gtk_window_is_active(gtkWindow) == 0 else { return }
        gtk_window_present(gtkWindow)
        gdk_window_focus(gtk_widget_get_window(window), 0)
        try wait(timeout: 2, "the window to have the keyboard") { gtk_window_is_active(gtkWindow) != 0 }
    }

    func sendKey(_ keyval: guint, modifiers: GdkModifierType) {
        let display = gdk_display_get_default()
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: Int32 = 0
        gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(display), keyval, &keys, &count)
        defer { g_free(keys) }
        for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
            // A key that closed the window (Ctrl+W) has no window left to release it in.
            guard gtk_widget_get_window(window) != nil else { return }
            let event = gdk_event_new(type)!
            event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(window))))
            event.pointee.key.keyval = keyval
            event.pointee.key.state = modifiers.rawValue
            event.pointee.key.hardware_keycode = count > 0 ? UInt16(keys![0].keycode) : 0
            event.pointee.key.time = UInt32(GDK_CURRENT_TIME)
            gdk_event_set_device(event, gdk_seat_get_keyboard(gdk_display_get_default_seat(display)))
            gtk_main_do_event(event)
            gdk_event_free(event)
        }
    }

    /// Moves the real pointer to the centre of `widget`.
    private func movePointer(to widget: UnsafeMutablePointer<GtkWidget>) throws {
        let toplevel = gtk_widget_get_toplevel(widget)!
        guard gtk_widget_get_mapped(widget) != 0, let toplevelWindow = gtk_widget_get_window(toplevel) else {
            throw ActionFailed(description: "\(WidgetTree.typeName(widget)) is not on screen")
        }
        var x: Int32 = 0, y: Int32 = 0
        gtk_widget_translate_coordinates(widget, toplevel, gtk_widget_get_allocated_width(widget) / 2, gtk_widget_get_allocated_height(widget) / 2, &x, &y)
        var originX: Int32 = 0, originY: Int32 = 0
        gdk_window_get_origin(toplevelWindow, &originX, &originY)
        gdk_device_warp(Self.pointer, gdk_screen_get_default(), originX + x, originY + y)
        gdk_display_sync(gdk_display_get_default())
        waitUntilIdle()
    }
}
#endif
