#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkStatusbar](https://docs.gtk.org/gtk4/class.Statusbar.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol StatusbarProtocol: Widget {}

@MainActor
extension StatusbarProtocol {
    /// [GtkStatusbar::text-popped](https://docs.gtk.org/gtk4/signal.Statusbar.text-popped.html)
    public var onTextPopped: (@MainActor (Int, String) -> Void)? {
        get { signalClosure("text-popped") }
        set {
            let raw: @MainActor (UInt32, UnsafePointer<CChar>?) -> Void = { a0, a1 in newValue?(Int(a0), a1.map { String(cString: $0) } ?? "") }
            setSignal("text-popped", GeneratedSignalShapes.voidUInt32CStringCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkStatusbar::text-pushed](https://docs.gtk.org/gtk4/signal.Statusbar.text-pushed.html)
    public var onTextPushed: (@MainActor (Int, String) -> Void)? {
        get { signalClosure("text-pushed") }
        set {
            let raw: @MainActor (UInt32, UnsafePointer<CChar>?) -> Void = { a0, a1 in newValue?(Int(a0), a1.map { String(cString: $0) } ?? "") }
            setSignal("text-pushed", GeneratedSignalShapes.voidUInt32CStringCallback, raw: raw, user: newValue)
        }
    }
}
#endif
