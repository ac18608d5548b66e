import CGtk

/// A GtkLabel showing plain text: nothing in `text` is ever read as markup.
///
/// ```swift
/// let name = Label()
/// name.text = repository.name        // "<b>" shows as "<b>"
/// name.expandsHorizontally = true
/// ```
@MainActor
public final class Label: Widget {
    public init(_ text: String = "") {
        self.text = text  // observers do not run in init: the label is created with the text
        super.init(gtk_label_new(text))
    }

    private var label: UnsafeMutablePointer<GtkLabel> { gcast(gtkWidget) }

    /// The label's text. Setting the same text again makes no GTK call.
    public var text: String = "" {
        didSet {
            guard text != oldValue else { return }
            GtkMutations.record(.labelSet)
            gtk_label_set_text(label, text)
        }
    }

    /// Horizontal alignment of the text inside the label, 0 (start) to 1 (end).
    public var xAlign: Float = 0.5 {
        didSet {
            guard xAlign != oldValue else { return }
            GtkMutations.record(.propertySet)
            gtk_label_set_xalign(label, xAlign)
        }
    }

    /// Whether the label asks for all the horizontal space it can get in a box or stack.
    public var expandsHorizontally: Bool = false {
        didSet {
            guard expandsHorizontally != oldValue else { return }
            GtkMutations.record(.propertySet)
            gtk_widget_set_hexpand(gtkWidget, expandsHorizontally ? 1 : 0)
        }
    }
}
