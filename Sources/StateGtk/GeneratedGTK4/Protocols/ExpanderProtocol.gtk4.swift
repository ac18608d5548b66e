#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkExpander](https://docs.gtk.org/gtk4/class.Expander.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ExpanderProtocol: Widget {}

@MainActor
extension ExpanderProtocol {
    /// [GtkExpander:expanded](https://docs.gtk.org/gtk4/property.Expander.expanded.html)
    public var isExpanded: Bool {
        get { gtkProperty("expanded") }
        set { setGtkProperty("expanded", newValue) }
    }

    /// [GtkExpander:expanded](https://docs.gtk.org/gtk4/property.Expander.expanded.html) as the user (or GTK itself)
    /// changed it; the program's own changes are not reported. Set the value from state and
    /// keep the state here to control it ("Values the user changes").
    ///
    /// ```swift
    /// expander.onExpandedChanged = { [weak self] value in self?.state["isExpanded"] = value }
    /// ```
    public var onExpandedChanged: (@MainActor (Bool) -> Void)? {
        get { signalClosure("notify::expanded") }
        set {
            let widget = gtkWidget
            let raw: @MainActor (UnsafeMutableRawPointer?) -> Void = { _ in newValue?(Widget.gtkProperty("expanded", of: widget)) }
            setSignal("notify::expanded", GeneratedSignalShapes.voidPointerCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkExpander:label](https://docs.gtk.org/gtk4/property.Expander.label.html)
    public var label: String? {
        get { gtkProperty("label") }
        set { setGtkProperty("label", newValue) }
    }

    /// [GtkExpander:resize-toplevel](https://docs.gtk.org/gtk4/property.Expander.resize-toplevel.html)
    public var resizesToplevel: Bool {
        get { gtkProperty("resize-toplevel") }
        set { setGtkProperty("resize-toplevel", newValue) }
    }

    /// [GtkExpander:use-markup](https://docs.gtk.org/gtk4/property.Expander.use-markup.html)
    public var usesMarkup: Bool {
        get { gtkProperty("use-markup") }
        set { setGtkProperty("use-markup", newValue) }
    }

    /// [GtkExpander:use-underline](https://docs.gtk.org/gtk4/property.Expander.use-underline.html)
    public var usesUnderline: Bool {
        get { gtkProperty("use-underline") }
        set { setGtkProperty("use-underline", newValue) }
    }

    /// [GtkExpander::activate](https://docs.gtk.org/gtk4/signal.Expander.activate.html)
    public var onActivate: (@MainActor () -> Void)? {
        get { signalClosure("activate") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("activate", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
