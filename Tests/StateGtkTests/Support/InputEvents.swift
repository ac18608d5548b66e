import CGtk
import StateGtk
import XCTest

// Real input events for tests: the pointer really moves, events go through gtk_main_do_event.

/// Clicks at the centre of `widget`: the pointer really moves there, and the press and release
/// go to the GdkWindow that GDK finds under it, as a click's events would. (XSendEvent-based
/// gdk_test_simulate_button sends core events, which GTK 3's XInput 2 handling never reads.)
@MainActor
func click(_ widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>, button: UInt32 = 1) {
    movePointer(to: widget, in: window)
    let pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default()))
    var x: Int32 = 0, y: Int32 = 0
    guard let target = gdk_device_get_window_at_position(pointer, &x, &y) else { return XCTFail("no window under the pointer") }
    for type in [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE] {
        let event = gdk_event_new(type)!
        event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(target)))  // freed with the event
        event.pointee.button.x = Double(x)
        event.pointee.button.y = Double(y)
        event.pointee.button.button = button
        event.pointee.button.time = UInt32(GDK_CURRENT_TIME)
        gdk_event_set_device(event, pointer)
        gtk_main_do_event(event)
        gdk_event_free(event)
    }
    settle()
}

/// Presses a key in `window` as the X server would deliver it: GTK runs the window's
/// accelerators, then routes it to the focus widget and its ancestors.
@MainActor
func press(_ keyval: Int32, _ modifiers: GdkModifierType = GdkModifierType(0), in window: UnsafeMutablePointer<GtkWidget>) {
    let keyboard = gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_display_get_default()))
    var keys: UnsafeMutablePointer<GdkKeymapKey>?
    var count: Int32 = 0
    gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(gdk_display_get_default()), UInt32(keyval), &keys, &count)
    defer { g_free(keys) }
    let event = gdk_event_new(GDK_KEY_PRESS)!
    event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(window))))
    event.pointee.key.keyval = UInt32(keyval)
    event.pointee.key.state = modifiers.rawValue
    event.pointee.key.hardware_keycode = count > 0 ? UInt16(keys![0].keycode) : 0
    event.pointee.key.time = UInt32(GDK_CURRENT_TIME)
    gdk_event_set_device(event, keyboard)
    gtk_main_do_event(event)
    gdk_event_free(event)
}

/// Lets the X server deliver what was sent, and GTK handle it.
@MainActor
func settle() {
    gdk_display_sync(gdk_display_get_default())
    eventually(0.2) { false }
}

/// Moves the real pointer to the centre of `widget` (or far outside the window).
@MainActor
func movePointer(to widget: UnsafeMutablePointer<GtkWidget>?, in window: UnsafeMutablePointer<GtkWidget>) {
    let pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default()))
    var originX: Int32 = 0, originY: Int32 = 0
    gdk_window_get_origin(gtk_widget_get_window(window), &originX, &originY)
    if let widget {
        // In the window's coordinates: a widget's allocation is relative to its parent's
        // GdkWindow, which is not the window's under a title bar or inside a stack.
        let frame = allocation(widget)
        var x: Int32 = 0, y: Int32 = 0
        gtk_widget_translate_coordinates(widget, window, frame.width / 2, frame.height / 2, &x, &y)
        gdk_device_warp(pointer, gdk_screen_get_default(), originX + x, originY + y)
    } else {
        gdk_device_warp(pointer, gdk_screen_get_default(), originX + 1000, originY + 900)
    }
    settle()
}

