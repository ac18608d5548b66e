#if GTK4 && !GTK3
import CGtk4
import CStateGtk4
import Foundation
import StateGtk

/// What a user does, on GTK 4: the same calls as on GTK 3. GTK 4's events cannot be made in
/// process, so clicks and keys are real X input (XTest) that GTK receives from the X server as it
/// would from a user; they need an X11 display (Xvfb, which `requireGtk()` starts when there is
/// no display).
///
/// ```swift
/// try window.click(window.widget(withText: "Add one"))
/// try window.press("<Control>r")
/// ```
@MainActor
extension TestWindow {
    /// Clicks the centre of `widget` with `button`, `count` times in a row, with `modifiers`
    /// held. Two calls never read as one double click: a click where the previous one was, with
    /// the same button, starts once GTK's double-click time has passed since it.
    public func click(
        _ widget: UnsafeMutablePointer<GtkWidget>, button: UInt32 = 1, count: Int = 1,
        modifiers: GdkModifierType = GdkModifierType(0)
    ) throws {
        guard gtk_widget_get_mapped(widget) != 0 else {
            throw ActionFailed(description: "\(WidgetTree.typeName(widget)) is not on screen")
        }
        // A window just shown (a dialog) is mapped before its first layout: its widgets have no
        // place yet, and a click at their centre would land elsewhere.
        try wait(timeout: 2, "\(WidgetTree.typeName(widget)) to be laid out") { gtk_widget_get_width(widget) > 0 && gtk_widget_get_height(widget) > 0 }
        try waitOutDoubleClick(on: widget, button: button)
        guard sg_x11_click(widget, button, Int32(count), modifiers) != 0 else { throw Self.needsX11 }
        waitUntilIdle()
    }

    /// The last click's place (in its window), button and end. The X server stamps real input
    /// with its own clock, so, unlike GTK 3's events, a click cannot be dated past the previous
    /// one's double-click time: the next click where it was waits for that time to pass.
    private static var lastClick: (window: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, button: UInt32, end: Date)?

    private func waitOutDoubleClick(on widget: UnsafeMutablePointer<GtkWidget>, button: UInt32) throws {
        var centre = graphene_point_t(x: Float(gtk_widget_get_width(widget)) / 2, y: Float(gtk_widget_get_height(widget)) / 2)
        var point = graphene_point_t()
        _ = gtk_widget_compute_point(widget, window, &centre, &point)
        defer { Self.lastClick = (window, Double(point.x), Double(point.y), button, Date()) }
        guard let last = Self.lastClick, last.window == window, last.button == button else { return }
        let settings = gtk_widget_get_settings(widget)
        let time = Self.intSetting(settings, "gtk-double-click-time"), distance = Double(Self.intSetting(settings, "gtk-double-click-distance"))
        guard abs(Double(point.x) - last.x) <= distance, abs(Double(point.y) - last.y) <= distance else { return }
        // A little past the time: GTK compares the X server's timestamps, not this clock.
        let ready = last.end.addingTimeInterval(Double(time) / 1000 + 0.05)
        try wait(timeout: Double(time) / 1000 + 1, "the double-click time to pass") { Date() >= ready }
    }

    /// Types `text` into `widget` (or the focused widget), each character a key press, after
    /// selecting what it holds when `replacing`.
    public func type(_ text: String, into widget: UnsafeMutablePointer<GtkWidget>? = nil, replacing: Bool = false) throws {
        // An entry's focus is its inner GtkText's: the focus is already there when it is inside.
        if let widget, !(focusWidget().map { $0 == widget || gtk_widget_is_ancestor($0, widget) != 0 } ?? false) {
            gtk_widget_grab_focus(widget)
            // Grabbing the focus selects an entry's text, which typing would replace.
            if WidgetTree.isA(widget, gtk_editable_get_type()) { gtk_editable_set_position(OpaquePointer(widget), -1) }
            waitUntilIdle()
        }
        let target = widget ?? focusWidget() ?? window
        if replacing {
            guard WidgetTree.isA(target, gtk_editable_get_type()) else {
                throw ActionFailed(description: "\(WidgetTree.typeName(target)) holds no text to replace")
            }
            gtk_editable_select_region(OpaquePointer(target), 0, -1)
        }
        // A character no key types (an emoji, Hebrew on a US keyboard) is typed with a spare
        // keycode bound to it for the while, as xdotool does; freed once GTK has read the keys.
        defer { sg_x11_unbind_spare_keys(window) }
        for scalar in text.unicodeScalars {
            let keyval = gdk_unicode_to_keyval(scalar.value)
            let shift = sg_x11_keyval_needs_shift(window, keyval) != 0
            var sent = sg_x11_key(window, keyval, shift ? GDK_SHIFT_MASK : GdkModifierType(0)) != 0
            if !sent {
                // Every spare keycode may hold a character typed before: free them and retry.
                waitUntilIdle()
                sg_x11_unbind_spare_keys(window)
                sent = sg_x11_key(window, keyval, shift ? GDK_SHIFT_MASK : GdkModifierType(0)) != 0
            }
            guard sent else {
                throw ActionFailed(description: "no key types \"\(Character(scalar))\" on this X keyboard (or the display is not X11)")
            }
        }
        waitUntilIdle()
    }

    /// Presses `keyval` with `modifiers` held.
    public func press(keyval: guint, modifiers: GdkModifierType = GdkModifierType(0)) throws {
        defer { sg_x11_unbind_spare_keys(window) }
        guard sg_x11_key(window, keyval, modifiers) != 0 else { throw Self.needsX11 }
        waitUntilIdle()
    }

    /// Moves the pointer over the centre of `widget`, as a user's mouse does (enter events).
    public func hover(_ widget: UnsafeMutablePointer<GtkWidget>) throws {
        guard gtk_widget_get_mapped(widget) != 0 else {
            throw ActionFailed(description: "\(WidgetTree.typeName(widget)) is not on screen")
        }
        try wait(timeout: 2, "\(WidgetTree.typeName(widget)) to be laid out") { gtk_widget_get_width(widget) > 0 && gtk_widget_get_height(widget) > 0 }
        guard sg_x11_move(widget) != 0 else { throw Self.needsX11 }
        waitUntilIdle()
    }

    /// Moves the pointer off the window (leave events).
    public func movePointerAway() {
        _ = sg_x11_move_to(window, Double(gtk_widget_get_width(window) + 100), Double(gtk_widget_get_height(window) + 100))
        waitUntilIdle()
    }

    /// Scrolls the scrolled window around `widget` by `dx` and `dy` pixels.
    public func scroll(_ widget: UnsafeMutablePointer<GtkWidget>, dx: Double = 0, dy: Double) throws {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current, !WidgetTree.isA(candidate, gtk_scrolled_window_get_type()) { current = gtk_widget_get_parent(candidate) }
        guard let scrolled = current else { throw ActionFailed(description: "\(WidgetTree.typeName(widget)) is not in a scrolled window") }
        for (adjustment, delta) in [(gtk_scrolled_window_get_hadjustment(OpaquePointer(scrolled)), dx),
                                    (gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled)), dy)] where delta != 0 {
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
        guard let box = current.map(OpaquePointer.init) else {
            throw ActionFailed(description: "\(WidgetTree.typeName(list)) is not a list box")
        }
        guard let row = gtk_list_box_get_row_at_index(box, Int32(index)) else {
            throw ActionFailed(description: "the list box has no row \(index)")
        }
        gtk_list_box_select_row(box, row)
        waitUntilIdle()
    }

    /// Activates a window or application action by its prefixed name (`"win.save"`).
    public func activateAction(_ name: String, parameter: OpaquePointer? = nil) throws {
        guard gtk_widget_activate_action_variant(window, name, parameter) != 0 else {
            throw ActionFailed(description: "no action \"\(name)\" in the window or its application")
        }
        waitUntilIdle()
    }

    private func focusWidget() -> UnsafeMutablePointer<GtkWidget>? {
        gtk_root_get_focus(OpaquePointer(window))
    }

    private static func intSetting(_ settings: OpaquePointer?, _ name: String) -> Int32 {
        var value = GValue()
        g_value_init(&value, GType(6 << 2))  // G_TYPE_INT
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(settings)?.assumingMemoryBound(to: GObject.self), name, &value)
        return g_value_get_int(&value)
    }

    private static var needsX11: ActionFailed {
        ActionFailed(description: "StateGtkTesting sends GTK 4 real input through X11 (XTest): run the test under X11 or Xvfb, not Wayland")
    }
}
#endif
