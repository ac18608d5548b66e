// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtk

@MainActor
extension TestWindow {
    /// Presses a key or a shortcut, written as GTK writes accelerators: `"Return"`, `"Escape"`,
    /// `"<Control>s"`, `"<Control><Shift>z"`. Shortcuts reach the window's accelerators and the
    /// focus widget and its ancestors, as from the keyboard.
    public func press(_ accelerator: String) throws {
        var keyval: guint = 0
        var modifiers = GdkModifierType(0)
        gtk_accelerator_parse(accelerator, &keyval, &modifiers)
        guard keyval != 0 else { throw ActionFailed(description: "\"\(accelerator)\" is not a key GTK knows (write \"<Control>s\", \"Return\")") }
        try press(keyval: keyval, modifiers: modifiers)
    }
}
