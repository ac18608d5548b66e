#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkPaned](https://docs.gtk.org/gtk4/class.Paned.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol PanedProtocol: Widget {}

@MainActor
extension PanedProtocol {
    /// [GtkPaned:max-position](https://docs.gtk.org/gtk4/property.Paned.max-position.html)
    public var maxPosition: Int {
        gtkProperty("max-position")
    }

    /// [GtkPaned:min-position](https://docs.gtk.org/gtk4/property.Paned.min-position.html)
    public var minPosition: Int {
        gtkProperty("min-position")
    }

    /// [GtkPaned:position](https://docs.gtk.org/gtk4/property.Paned.position.html)
    public var position: Int {
        get { gtkProperty("position") }
        set { setGtkProperty("position", newValue) }
    }

    /// [GtkPaned:position](https://docs.gtk.org/gtk4/property.Paned.position.html) as the user (or GTK itself)
    /// changed it; the program's own changes are not reported. Set the value from state and
    /// keep the state here to control it ("Values the user changes").
    ///
    /// ```swift
    /// paned.onPositionChanged = { [weak self] value in self?.state["position"] = value }
    /// ```
    public var onPositionChanged: (@MainActor (Int) -> Void)? {
        get { signalClosure("notify::position") }
        set {
            let widget = gtkWidget
            let raw: @MainActor (UnsafeMutableRawPointer?) -> Void = { _ in newValue?(Widget.gtkProperty("position", of: widget)) }
            setSignal("notify::position", GeneratedSignalShapes.voidPointerCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkPaned:position-set](https://docs.gtk.org/gtk4/property.Paned.position-set.html)
    public var isPositionSet: Bool {
        get { gtkProperty("position-set") }
        set { setGtkProperty("position-set", newValue) }
    }

    /// [GtkPaned:resize-end-child](https://docs.gtk.org/gtk4/property.Paned.resize-end-child.html)
    public var resizesEndChild: Bool {
        get { gtkProperty("resize-end-child") }
        set { setGtkProperty("resize-end-child", newValue) }
    }

    /// [GtkPaned:resize-start-child](https://docs.gtk.org/gtk4/property.Paned.resize-start-child.html)
    public var resizesStartChild: Bool {
        get { gtkProperty("resize-start-child") }
        set { setGtkProperty("resize-start-child", newValue) }
    }

    /// [GtkPaned:shrink-end-child](https://docs.gtk.org/gtk4/property.Paned.shrink-end-child.html)
    public var isShrinkEndChild: Bool {
        get { gtkProperty("shrink-end-child") }
        set { setGtkProperty("shrink-end-child", newValue) }
    }

    /// [GtkPaned:shrink-start-child](https://docs.gtk.org/gtk4/property.Paned.shrink-start-child.html)
    public var isShrinkStartChild: Bool {
        get { gtkProperty("shrink-start-child") }
        set { setGtkProperty("shrink-start-child", newValue) }
    }

    /// [GtkPaned:wide-handle](https://docs.gtk.org/gtk4/property.Paned.wide-handle.html)
    public var hasWideHandle: Bool {
        get { gtkProperty("wide-handle") }
        set { setGtkProperty("wide-handle", newValue) }
    }

    /// [GtkPaned::accept-position](https://docs.gtk.org/gtk4/signal.Paned.accept-position.html)
    public var onAcceptPosition: (@MainActor () -> Bool)? {
        get { signalClosure("accept-position") }
        set {
            let raw: @MainActor () -> Int32 = { (newValue?() ?? false) ? 1 : 0 }
            setSignal("accept-position", GeneratedSignalShapes.booleanCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkPaned::cancel-position](https://docs.gtk.org/gtk4/signal.Paned.cancel-position.html)
    public var onCancelPosition: (@MainActor () -> Bool)? {
        get { signalClosure("cancel-position") }
        set {
            let raw: @MainActor () -> Int32 = { (newValue?() ?? false) ? 1 : 0 }
            setSignal("cancel-position", GeneratedSignalShapes.booleanCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkPaned::cycle-child-focus](https://docs.gtk.org/gtk4/signal.Paned.cycle-child-focus.html)
    public var onCycleChildFocus: (@MainActor (Bool) -> Bool)? {
        get { signalClosure("cycle-child-focus") }
        set {
            let raw: @MainActor (Int32) -> Int32 = { a0 in (newValue?(a0 != 0) ?? false) ? 1 : 0 }
            setSignal("cycle-child-focus", GeneratedSignalShapes.booleanInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkPaned::cycle-handle-focus](https://docs.gtk.org/gtk4/signal.Paned.cycle-handle-focus.html)
    public var onCycleHandleFocus: (@MainActor (Bool) -> Bool)? {
        get { signalClosure("cycle-handle-focus") }
        set {
            let raw: @MainActor (Int32) -> Int32 = { a0 in (newValue?(a0 != 0) ?? false) ? 1 : 0 }
            setSignal("cycle-handle-focus", GeneratedSignalShapes.booleanInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkPaned::move-handle](https://docs.gtk.org/gtk4/signal.Paned.move-handle.html)
    public var onMoveHandle: (@MainActor (ScrollType) -> Bool)? {
        get { signalClosure("move-handle") }
        set {
            let raw: @MainActor (Int32) -> Int32 = { a0 in (newValue?(ScrollType(gtk: a0)) ?? false) ? 1 : 0 }
            setSignal("move-handle", GeneratedSignalShapes.booleanInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkPaned::toggle-handle-focus](https://docs.gtk.org/gtk4/signal.Paned.toggle-handle-focus.html)
    public var onToggleHandleFocus: (@MainActor () -> Bool)? {
        get { signalClosure("toggle-handle-focus") }
        set {
            let raw: @MainActor () -> Int32 = { (newValue?() ?? false) ? 1 : 0 }
            setSignal("toggle-handle-focus", GeneratedSignalShapes.booleanCallback, raw: raw, user: newValue)
        }
    }
}
#endif
