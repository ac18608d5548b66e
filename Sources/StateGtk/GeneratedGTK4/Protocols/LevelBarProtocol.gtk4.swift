#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkLevelBar](https://docs.gtk.org/gtk4/class.LevelBar.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol LevelBarProtocol: Widget {}

@MainActor
extension LevelBarProtocol {
    /// [GtkLevelBar:inverted](https://docs.gtk.org/gtk4/property.LevelBar.inverted.html)
    public var isInverted: Bool {
        get { gtkProperty("inverted") }
        set { setGtkProperty("inverted", newValue) }
    }

    /// [GtkLevelBar:max-value](https://docs.gtk.org/gtk4/property.LevelBar.max-value.html)
    public var maxValue: Double {
        get { gtkProperty("max-value") }
        set { setGtkProperty("max-value", newValue) }
    }

    /// [GtkLevelBar:min-value](https://docs.gtk.org/gtk4/property.LevelBar.min-value.html)
    public var minValue: Double {
        get { gtkProperty("min-value") }
        set { setGtkProperty("min-value", newValue) }
    }

    /// [GtkLevelBar:mode](https://docs.gtk.org/gtk4/property.LevelBar.mode.html)
    public var mode: LevelBarMode {
        get { gtkProperty("mode") }
        set { setGtkProperty("mode", newValue) }
    }

    /// [GtkLevelBar:value](https://docs.gtk.org/gtk4/property.LevelBar.value.html)
    public var value: Double {
        get { gtkProperty("value") }
        set { setGtkProperty("value", newValue) }
    }

    /// [GtkLevelBar::offset-changed](https://docs.gtk.org/gtk4/signal.LevelBar.offset-changed.html)
    public var onOffsetChanged: (@MainActor (String) -> Void)? {
        get { signalClosure("offset-changed") }
        set {
            let raw: @MainActor (UnsafePointer<CChar>?) -> Void = { a0 in newValue?(a0.map { String(cString: $0) } ?? "") }
            setSignal("offset-changed", GeneratedSignalShapes.voidCStringCallback, raw: raw, user: newValue)
        }
    }
}
#endif
