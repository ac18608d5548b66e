#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkFlowBox](https://docs.gtk.org/gtk4/class.FlowBox.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol FlowBoxProtocol: Widget {}

@MainActor
extension FlowBoxProtocol {
    /// [GtkFlowBox:accept-unpaired-release](https://docs.gtk.org/gtk4/property.FlowBox.accept-unpaired-release.html)
    public var acceptsUnpairedRelease: Bool {
        get { gtkProperty("accept-unpaired-release") }
        set { setGtkProperty("accept-unpaired-release", newValue) }
    }

    /// [GtkFlowBox:activate-on-single-click](https://docs.gtk.org/gtk4/property.FlowBox.activate-on-single-click.html)
    public var activatesOnSingleClick: Bool {
        get { gtkProperty("activate-on-single-click") }
        set { setGtkProperty("activate-on-single-click", newValue) }
    }

    /// [GtkFlowBox:column-spacing](https://docs.gtk.org/gtk4/property.FlowBox.column-spacing.html)
    public var columnSpacing: Int {
        get { gtkProperty("column-spacing") }
        set { setGtkProperty("column-spacing", newValue) }
    }

    /// [GtkFlowBox:homogeneous](https://docs.gtk.org/gtk4/property.FlowBox.homogeneous.html)
    public var isHomogeneous: Bool {
        get { gtkProperty("homogeneous") }
        set { setGtkProperty("homogeneous", newValue) }
    }

    /// [GtkFlowBox:max-children-per-line](https://docs.gtk.org/gtk4/property.FlowBox.max-children-per-line.html)
    public var maxChildrenPerLine: Int {
        get { gtkProperty("max-children-per-line") }
        set { setGtkProperty("max-children-per-line", newValue) }
    }

    /// [GtkFlowBox:min-children-per-line](https://docs.gtk.org/gtk4/property.FlowBox.min-children-per-line.html)
    public var minChildrenPerLine: Int {
        get { gtkProperty("min-children-per-line") }
        set { setGtkProperty("min-children-per-line", newValue) }
    }

    /// [GtkFlowBox:row-spacing](https://docs.gtk.org/gtk4/property.FlowBox.row-spacing.html)
    public var rowSpacing: Int {
        get { gtkProperty("row-spacing") }
        set { setGtkProperty("row-spacing", newValue) }
    }

    /// [GtkFlowBox:selection-mode](https://docs.gtk.org/gtk4/property.FlowBox.selection-mode.html)
    public var selectionMode: SelectionMode {
        get { gtkProperty("selection-mode") }
        set { setGtkProperty("selection-mode", newValue) }
    }

    /// [GtkFlowBox::activate-cursor-child](https://docs.gtk.org/gtk4/signal.FlowBox.activate-cursor-child.html)
    public var onActivateCursorChild: (@MainActor () -> Void)? {
        get { signalClosure("activate-cursor-child") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("activate-cursor-child", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFlowBox::child-activated](https://docs.gtk.org/gtk4/signal.FlowBox.child-activated.html)
    public var onChildActivated: (@MainActor (UnsafeMutablePointer<GtkFlowBoxChild>?) -> Void)? {
        get { signalClosure("child-activated") }
        set {
            let raw: @MainActor (UnsafeMutableRawPointer?) -> Void = { a0 in newValue?(a0?.assumingMemoryBound(to: GtkFlowBoxChild.self)) }
            setSignal("child-activated", GeneratedSignalShapes.voidPointerCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFlowBox::move-cursor](https://docs.gtk.org/gtk4/signal.FlowBox.move-cursor.html)
    public var onMoveCursor: (@MainActor (MovementStep, Int, Bool, Bool) -> Bool)? {
        get { signalClosure("move-cursor") }
        set {
            let raw: @MainActor (Int32, Int32, Int32, Int32) -> Int32 = { a0, a1, a2, a3 in (newValue?(MovementStep(gtk: a0), Int(a1), a2 != 0, a3 != 0) ?? false) ? 1 : 0 }
            setSignal("move-cursor", GeneratedSignalShapes.booleanInt32Int32Int32Int32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkFlowBox::select-all](https://docs.gtk.org/gtk4/signal.FlowBox.select-all.html)
    public var onSelectAll: (@MainActor () -> Void)? {
        get { signalClosure("select-all") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("select-all", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFlowBox::selected-children-changed](https://docs.gtk.org/gtk4/signal.FlowBox.selected-children-changed.html)
    public var onSelectedChildrenChanged: (@MainActor () -> Void)? {
        get { signalClosure("selected-children-changed") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("selected-children-changed", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFlowBox::toggle-cursor-child](https://docs.gtk.org/gtk4/signal.FlowBox.toggle-cursor-child.html)
    public var onToggleCursorChild: (@MainActor () -> Void)? {
        get { signalClosure("toggle-cursor-child") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("toggle-cursor-child", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFlowBox::unselect-all](https://docs.gtk.org/gtk4/signal.FlowBox.unselect-all.html)
    public var onUnselectAll: (@MainActor () -> Void)? {
        get { signalClosure("unselect-all") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("unselect-all", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
