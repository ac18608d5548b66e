#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkStack](https://docs.gtk.org/gtk4/class.Stack.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol StackProtocol: Widget {}

@MainActor
extension StackProtocol {
    /// [GtkStack:hhomogeneous](https://docs.gtk.org/gtk4/property.Stack.hhomogeneous.html)
    public var isHhomogeneous: Bool {
        get { gtkProperty("hhomogeneous") }
        set { setGtkProperty("hhomogeneous", newValue) }
    }

    /// [GtkStack:interpolate-size](https://docs.gtk.org/gtk4/property.Stack.interpolate-size.html)
    public var interpolatesSize: Bool {
        get { gtkProperty("interpolate-size") }
        set { setGtkProperty("interpolate-size", newValue) }
    }

    /// [GtkStack:transition-duration](https://docs.gtk.org/gtk4/property.Stack.transition-duration.html)
    public var transitionDuration: Int {
        get { gtkProperty("transition-duration") }
        set { setGtkProperty("transition-duration", newValue) }
    }

    /// [GtkStack:transition-running](https://docs.gtk.org/gtk4/property.Stack.transition-running.html)
    public var isTransitionRunning: Bool {
        gtkProperty("transition-running")
    }

    /// [GtkStack:transition-type](https://docs.gtk.org/gtk4/property.Stack.transition-type.html)
    public var transitionType: StackTransitionType {
        get { gtkProperty("transition-type") }
        set { setGtkProperty("transition-type", newValue) }
    }

    /// [GtkStack:vhomogeneous](https://docs.gtk.org/gtk4/property.Stack.vhomogeneous.html)
    public var isVhomogeneous: Bool {
        get { gtkProperty("vhomogeneous") }
        set { setGtkProperty("vhomogeneous", newValue) }
    }

    /// [GtkStack:visible-child-name](https://docs.gtk.org/gtk4/property.Stack.visible-child-name.html)
    public var visibleChildName: String {
        get { gtkProperty("visible-child-name") }
        set { setGtkProperty("visible-child-name", newValue) }
    }

    /// [GtkStack:visible-child-name](https://docs.gtk.org/gtk4/property.Stack.visible-child-name.html) as the user (or GTK itself)
    /// changed it; the program's own changes are not reported. Set the value from state and
    /// keep the state here to control it ("Values the user changes").
    ///
    /// ```swift
    /// stack.onVisibleChildNameChanged = { [weak self] value in self?.state["visibleChildName"] = value }
    /// ```
    public var onVisibleChildNameChanged: (@MainActor (String) -> Void)? {
        get { signalClosure("notify::visible-child-name") }
        set {
            let widget = gtkWidget
            let raw: @MainActor (UnsafeMutableRawPointer?) -> Void = { _ in newValue?(Widget.gtkProperty("visible-child-name", of: widget)) }
            setSignal("notify::visible-child-name", GeneratedSignalShapes.voidPointerCallback, raw: raw, user: newValue)
        }
    }
}
#endif
