// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
extension StateViewController {
    /// Text fields keep their keys. GTK 3 runs a window's accelerators before the focused widget
    /// sees a key, so an accelerator with no Control, Alt or Super ("Delete", "Home", a letter)
    /// would take that key away from an entry being typed in. With a text field focused, such a
    /// key goes to the field first; only a key the field leaves alone reaches the accelerators
    /// (F5 still refreshes from a search box).
    func letTextFieldsKeepTheirKeys() {
        #if GTK3
        let press = SignalHandler<EventAction>({ [weak self] event in
            guard let self, self.isOpen else { return false }
            let key = event.assumingMemoryBound(to: GdkEventKey.self).pointee
            let commandModifiers = GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue
                | GDK_META_MASK.rawValue | GDK_HYPER_MASK.rawValue
            guard key.state & commandModifiers == 0,
                  let focus = gtk_window_get_focus(gcast(self.window)), Self.isTextField(focus) else { return false }
            return gtk_window_propagate_key_event(gcast(self.window), event.assumingMemoryBound(to: GdkEventKey.self)) != 0
        })
        SignalHandler.connect(window.gpointer, signal: "key-press-event", trampoline: SignalTrampolines.eventCallback, handler: press)
        #endif
        // GTK 4 gives a key to the focused widget before the application's accelerators (their
        // shortcut controller is the window's, in the bubble phase): nothing to do there.
    }

    private static func isTextField(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        return g_type_check_instance_is_a(instance, gtk_editable_get_type()) != 0
            || g_type_check_instance_is_a(instance, gtk_text_view_get_type()) != 0
    }
}
