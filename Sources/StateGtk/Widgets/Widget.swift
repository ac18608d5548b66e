// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
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
    /// `gtkWidget`'s address, for `deinit`: it drops the wrapper's reference there, on the main
    /// thread (see `GObjectReference`), and may only read Sendable values.
    private let referenceAddress: UInt
    /// The signals the generated `onX` properties connected; made on the first.
    var signalSlots: SignalSlots?
    /// What the program last gave the widget's user-changeable values (see `ProgramValues`).
    var programValues = ProgramValues()

    /// Takes ownership of `widget` (sinking a floating reference) and shows it (GTK 4: it is
    /// shown already, unless it is a popover or a window, which showing would open).
    public init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtkWidget = widget
        g_object_ref_sink(widget.gpointer)
        referenceAddress = UInt(bitPattern: widget)
        #if GTK3
        gtk_widget_show(widget)
        #endif
    }

    deinit { GObjectReference.release(referenceAddress) }

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

    /// Whether the widget asks for all the horizontal space it can get in a box or stack.
    public var expandsHorizontally: Bool = false {
        didSet { if recordIfChanged(oldValue, expandsHorizontally) { gtk_widget_set_hexpand(gtkWidget, expandsHorizontally ? 1 : 0) } }
    }

    /// Whether the widget asks for all the vertical space it can get in a box or stack.
    public var expandsVertically: Bool = false {
        didSet { if recordIfChanged(oldValue, expandsVertically) { gtk_widget_set_vexpand(gtkWidget, expandsVertically ? 1 : 0) } }
    }

    /// Where the widget sits across the space it is given: a stack gives every child its full
    /// width, and `.start` keeps a button at its natural width instead of stretching it.
    public var horizontalAlignment: WidgetAlignment = .fill {
        didSet { if recordIfChanged(oldValue, horizontalAlignment) { gtk_widget_set_halign(gtkWidget, horizontalAlignment.gtk) } }
    }

    /// Where the widget sits vertically in the space it is given.
    public var verticalAlignment: WidgetAlignment = .fill {
        didSet { if recordIfChanged(oldValue, verticalAlignment) { gtk_widget_set_valign(gtkWidget, verticalAlignment.gtk) } }
    }

    /// Empty space around the widget, inside the frame its parent gives it (GTK's margins, which
    /// every layout honours, unlike CSS padding on a StateView).
    public var margins: EdgeInsets {
        get { Margins.of(gtkWidget) }
        set { Margins.set(newValue, on: gtkWidget) }
    }

    /// The tooltip, plain text; nil for none.
    public var tooltip: String? {
        didSet { if recordIfChanged(oldValue, tooltip) { gtk_widget_set_tooltip_text(gtkWidget, tooltip) } }
    }

    /// Moves the keyboard focus to the widget (an entry to type into, say).
    public func grabFocus() { gtk_widget_grab_focus(gtkWidget) }

    /// Whether the widget has the keyboard focus: whether it is its window's focus widget, the
    /// one keys go to while the window is active (GTK's `has-focus` also wants the window
    /// active, which a window manager decides).
    public var hasFocus: Bool {
        #if GTK3
        gtk_widget_is_focus(gtkWidget) != 0
        #else
        // An entry's focus is its inner GtkText's: its editable delegate.
        guard let root = gtk_widget_get_root(gtkWidget), let focus = gtk_root_get_focus(root) else { return false }
        if focus == gtkWidget { return true }
        guard g_type_check_instance_is_a(gtkWidget.gpointer.assumingMemoryBound(to: GTypeInstance.self), gtk_editable_get_type()) != 0,
              let delegate = gtk_editable_get_delegate(OpaquePointer(gtkWidget)) else { return false }
        return UnsafeMutableRawPointer(delegate) == UnsafeMutableRawPointer(focus)
        #endif
    }

    /// How opaque the widget is drawn, from 0 (invisible, though it keeps its place and takes
    /// input) to 1, the default; GTK clamps other values. For fading a widget in and out.
    ///
    /// ```swift
    /// progress.opacity = isExporting ? 1 : 0   // keeps its space, so nothing moves when it shows
    /// ```
    public var opacity: Double = 1 {
        didSet { if recordIfChanged(oldValue, opacity) { gtk_widget_set_opacity(gtkWidget, opacity) } }
    }

    /// The smallest size the widget may get, in pixels; nil keeps its natural minimum.
    public var minimumSize: Size? {
        didSet {
            guard recordIfChanged(oldValue, minimumSize) else { return }
            gtk_widget_set_size_request(gtkWidget, Int32(minimumSize?.width ?? -1), Int32(minimumSize?.height ?? -1))
        }
    }
}

/// How a widget is placed inside the space it is allocated (GtkAlign).
///
/// ```swift
/// save.horizontalAlignment = .end   // natural width, at the right of its stack row
/// ```
public enum WidgetAlignment: Sendable {
    /// Stretched over the whole space (the default).
    case fill
    /// At its natural size, at the start (left in left-to-right text, or the top).
    case start
    /// At its natural size, at the end.
    case end
    /// At its natural size, centred.
    case center
    /// Aligned on the text baseline of its row (vertical only).
    case baseline

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .baseline: GTK_ALIGN_BASELINE
        }
    }
}

/// The change test every wrapper setter makes: true, and one recorded GTK call, only when the
/// value differs from the previous one.
@MainActor
func recordIfChanged<T: Equatable>(_ old: T, _ new: T, _ kind: GtkMutations.Kind = .propertySet) -> Bool {
    guard old != new else { return false }
    GtkMutations.record(kind)
    return true
}
