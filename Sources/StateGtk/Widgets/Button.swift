import CGtk

/// A GtkButton with a label and an action.
///
/// The action is a Swift closure connected once; assigning a new closure in a later render
/// swaps it without touching the signal. Capture views weakly in it: the button lives as long
/// as its widget.
///
/// ```swift
/// remove.label = "Remove"
/// remove.onClick = { [weak self] in self?.props[RowProps.onRemove]?(id) }
/// ```
@MainActor
public final class Button: Widget {
    // Weak: GLib owns the handler for as long as the signal is connected. A strong reference
    // here would close a cycle (view -> button -> handler -> closure -> view) that outlives
    // the widget's destruction.
    private weak var clicked: SignalHandler<@MainActor () -> Void>?

    public init(label: String = "", onClick: @escaping @MainActor () -> Void = {}) {
        self.label = label  // observers do not run in init: the button is created with the label
        super.init(label.isEmpty ? gtk_button_new() : gtk_button_new_with_label(label))
        let handler = SignalHandler<@MainActor () -> Void>(onClick)
        SignalHandler.connect(gtkWidget.gpointer, signal: "clicked", trampoline: SignalTrampolines.voidCallback, handler: handler)
        clicked = handler
    }

    private var button: UnsafeMutablePointer<GtkButton> { gcast(gtkWidget) }

    /// The button's text. Setting the same text again makes no GTK call.
    public var label: String = "" {
        didSet {
            guard label != oldValue else { return }
            GtkMutations.record(.labelSet)
            gtk_button_set_label(button, label)
        }
    }

    /// What a click does.
    public var onClick: @MainActor () -> Void {
        get {
            if let action = clicked?.action { return action }
            return {}
        }
        set { clicked?.action = newValue }
    }

    /// Emits a click, as a user would.
    public func click() { gtk_button_clicked(button) }
}
