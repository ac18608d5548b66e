#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkScrolledWindow](https://docs.gtk.org/gtk4/class.ScrolledWindow.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol ScrolledWindowProtocol: Widget {}

@MainActor
extension ScrolledWindowProtocol {
    /// [GtkScrolledWindow:hadjustment](https://docs.gtk.org/gtk4/property.ScrolledWindow.hadjustment.html)
    public var hadjustment: Adjustment {
        get { gtkAdjustment("hadjustment") }
        set { setGtkAdjustment("hadjustment", newValue) }
    }

    /// [GtkScrolledWindow:has-frame](https://docs.gtk.org/gtk4/property.ScrolledWindow.has-frame.html)
    public var hasFrame: Bool {
        get { gtkProperty("has-frame") }
        set { setGtkProperty("has-frame", newValue) }
    }

    /// [GtkScrolledWindow:hscrollbar-policy](https://docs.gtk.org/gtk4/property.ScrolledWindow.hscrollbar-policy.html)
    public var hscrollbarPolicy: PolicyType {
        get { gtkProperty("hscrollbar-policy") }
        set { setGtkProperty("hscrollbar-policy", newValue) }
    }

    /// [GtkScrolledWindow:kinetic-scrolling](https://docs.gtk.org/gtk4/property.ScrolledWindow.kinetic-scrolling.html)
    public var isKineticScrolling: Bool {
        get { gtkProperty("kinetic-scrolling") }
        set { setGtkProperty("kinetic-scrolling", newValue) }
    }

    /// [GtkScrolledWindow:max-content-height](https://docs.gtk.org/gtk4/property.ScrolledWindow.max-content-height.html)
    public var maxContentHeight: Int {
        get { gtkProperty("max-content-height") }
        set { setGtkProperty("max-content-height", newValue) }
    }

    /// [GtkScrolledWindow:max-content-width](https://docs.gtk.org/gtk4/property.ScrolledWindow.max-content-width.html)
    public var maxContentWidth: Int {
        get { gtkProperty("max-content-width") }
        set { setGtkProperty("max-content-width", newValue) }
    }

    /// [GtkScrolledWindow:min-content-height](https://docs.gtk.org/gtk4/property.ScrolledWindow.min-content-height.html)
    public var minContentHeight: Int {
        get { gtkProperty("min-content-height") }
        set { setGtkProperty("min-content-height", newValue) }
    }

    /// [GtkScrolledWindow:min-content-width](https://docs.gtk.org/gtk4/property.ScrolledWindow.min-content-width.html)
    public var minContentWidth: Int {
        get { gtkProperty("min-content-width") }
        set { setGtkProperty("min-content-width", newValue) }
    }

    /// [GtkScrolledWindow:overlay-scrolling](https://docs.gtk.org/gtk4/property.ScrolledWindow.overlay-scrolling.html)
    public var isOverlayScrolling: Bool {
        get { gtkProperty("overlay-scrolling") }
        set { setGtkProperty("overlay-scrolling", newValue) }
    }

    /// [GtkScrolledWindow:propagate-natural-height](https://docs.gtk.org/gtk4/property.ScrolledWindow.propagate-natural-height.html)
    public var propagatesNaturalHeight: Bool {
        get { gtkProperty("propagate-natural-height") }
        set { setGtkProperty("propagate-natural-height", newValue) }
    }

    /// [GtkScrolledWindow:propagate-natural-width](https://docs.gtk.org/gtk4/property.ScrolledWindow.propagate-natural-width.html)
    public var propagatesNaturalWidth: Bool {
        get { gtkProperty("propagate-natural-width") }
        set { setGtkProperty("propagate-natural-width", newValue) }
    }

    /// [GtkScrolledWindow:vadjustment](https://docs.gtk.org/gtk4/property.ScrolledWindow.vadjustment.html)
    public var vadjustment: Adjustment {
        get { gtkAdjustment("vadjustment") }
        set { setGtkAdjustment("vadjustment", newValue) }
    }

    /// [GtkScrolledWindow:vscrollbar-policy](https://docs.gtk.org/gtk4/property.ScrolledWindow.vscrollbar-policy.html)
    public var vscrollbarPolicy: PolicyType {
        get { gtkProperty("vscrollbar-policy") }
        set { setGtkProperty("vscrollbar-policy", newValue) }
    }

    /// [GtkScrolledWindow:window-placement](https://docs.gtk.org/gtk4/property.ScrolledWindow.window-placement.html)
    public var windowPlacement: CornerType {
        get { gtkProperty("window-placement") }
        set { setGtkProperty("window-placement", newValue) }
    }

    /// [GtkScrolledWindow::edge-overshot](https://docs.gtk.org/gtk4/signal.ScrolledWindow.edge-overshot.html)
    public var onEdgeOvershot: (@MainActor (PositionType) -> Void)? {
        get { signalClosure("edge-overshot") }
        set {
            let raw: @MainActor (Int32) -> Void = { a0 in newValue?(PositionType(gtk: a0)) }
            setSignal("edge-overshot", GeneratedSignalShapes.voidInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkScrolledWindow::edge-reached](https://docs.gtk.org/gtk4/signal.ScrolledWindow.edge-reached.html)
    public var onEdgeReached: (@MainActor (PositionType) -> Void)? {
        get { signalClosure("edge-reached") }
        set {
            let raw: @MainActor (Int32) -> Void = { a0 in newValue?(PositionType(gtk: a0)) }
            setSignal("edge-reached", GeneratedSignalShapes.voidInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkScrolledWindow::move-focus-out](https://docs.gtk.org/gtk4/signal.ScrolledWindow.move-focus-out.html)
    public var onMoveFocusOut: (@MainActor (DirectionType) -> Void)? {
        get { signalClosure("move-focus-out") }
        set {
            let raw: @MainActor (Int32) -> Void = { a0 in newValue?(DirectionType(gtk: a0)) }
            setSignal("move-focus-out", GeneratedSignalShapes.voidInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkScrolledWindow::scroll-child](https://docs.gtk.org/gtk4/signal.ScrolledWindow.scroll-child.html)
    public var onScrollChild: (@MainActor (ScrollType, Bool) -> Bool)? {
        get { signalClosure("scroll-child") }
        set {
            let raw: @MainActor (Int32, Int32) -> Int32 = { a0, a1 in (newValue?(ScrollType(gtk: a0), a1 != 0) ?? false) ? 1 : 0 }
            setSignal("scroll-child", GeneratedSignalShapes.booleanInt32Int32Callback, raw: raw, user: newValue)
        }
    }
}
#endif
