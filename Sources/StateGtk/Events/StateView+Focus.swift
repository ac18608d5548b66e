// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// The keyboard focus of a view, on either toolkit (GTK 3's `can-focus` is GTK 4's `focusable`).
///
/// ```swift
/// override func viewDidInitialize() { isFocusable = true }  // Tab reaches the view itself
/// ```
extension StateView {
    /// Whether the view itself can take the keyboard focus (Tab reaches it; `grabFocus()` works).
    public var isFocusable: Bool {
        get { Self.takesFocus(widget) }
        set {
            guard recordIfChanged(isFocusable, newValue) else { return }
            #if GTK3
            gtk_widget_set_can_focus(widget, newValue ? 1 : 0)
            #else
            gtk_widget_set_focusable(widget, newValue ? 1 : 0)
            #endif
        }
    }

    /// Whether the view itself has the keyboard focus: whether it is its window's focus widget,
    /// the one keys go to while the window is active (GTK's `has-focus` also wants the window
    /// active, which a window manager decides).
    public var hasFocus: Bool { gtk_widget_is_focus(widget) != 0 }

    /// Moves the keyboard focus to the view, or, when the view itself does not take it, to the
    /// first widget inside it that does, in Tab order (a list view's list, a form's first entry).
    ///
    /// ```swift
    /// Task { @MainActor [weak self] in self?.repositoryList?.grabFocus() }  // once in the window
    /// ```
    public func grabFocus() {
        if Self.takesFocus(widget) {
            gtk_widget_grab_focus(widget)
        } else {
            _ = gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD)
        }
    }

    private static func takesFocus(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        #if GTK3
        gtk_widget_get_can_focus(widget) != 0
        #else
        gtk_widget_get_focusable(widget) != 0
        #endif
    }
}
