import CGtk

/// A GTK widget owned from Swift, for `place(widget, key:)` in `render()`.
///
/// Wrappers keep one strong GObject reference (sunk from the floating one GTK returns) and
/// drop it when they deinitialise. Their setters make a GTK call only when the value changes,
/// so configuring a widget in every render costs nothing when nothing changed.
///
/// ```swift
/// let title = Label()
/// override func render() {
///     title.text = props[RowProps.title] ?? ""
///     place(title, key: "title") { make in make.edges.equalTo(self) }
/// }
/// ```
@MainActor
open class Widget: ConstraintItem {
    /// The GtkWidget, for anything the wrapper does not cover.
    public let gtkWidget: UnsafeMutablePointer<GtkWidget>
    private let reference: GObjectReference

    /// Takes ownership of `widget` (sinking a floating reference) and shows it.
    public init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtkWidget = widget
        g_object_ref_sink(widget.gpointer)
        reference = GObjectReference(adopting: widget.gpointer)
        gtk_widget_show(widget)
    }

    /// Whether the widget is shown; a hidden widget takes no space.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(gtkWidget) != 0 }
        set {
            guard newValue != isVisible else { return }
            GtkMutations.record(.propertySet)
            gtk_widget_set_visible(gtkWidget, newValue ? 1 : 0)
        }
    }

    /// Whether the widget reacts to input.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(gtkWidget) != 0 }
        set {
            guard newValue != isSensitive else { return }
            GtkMutations.record(.propertySet)
            gtk_widget_set_sensitive(gtkWidget, newValue ? 1 : 0)
        }
    }

    /// The widget's CSS style classes; only added and removed classes cost a GTK call.
    public var styleClasses: Set<String> = [] {
        didSet {
            guard styleClasses != oldValue else { return }
            let context = gtk_widget_get_style_context(gtkWidget)
            for name in oldValue.subtracting(styleClasses) {
                GtkMutations.record(.styleClassChange)
                gtk_style_context_remove_class(context, name)
            }
            for name in styleClasses.subtracting(oldValue) {
                GtkMutations.record(.styleClassChange)
                gtk_style_context_add_class(context, name)
            }
        }
    }
}
