#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkEditable](https://docs.gtk.org/gtk3/iface.Editable.html), for the wrappers of it
/// and of the widgets implementing it.
@MainActor
public protocol EditableProtocol: Widget {}

@MainActor
extension EditableProtocol {
    /// [GtkEditable::changed](https://docs.gtk.org/gtk3/signal.Editable.changed.html)
    public var onChanged: (@MainActor () -> Void)? {
        get { signalClosure("changed") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("changed", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkEditable::delete-text](https://docs.gtk.org/gtk3/signal.Editable.delete-text.html)
    public var onDeleteText: (@MainActor (Int, Int) -> Void)? {
        get { signalClosure("delete-text") }
        set {
            let raw: @MainActor (Int32, Int32) -> Void = { a0, a1 in newValue?(Int(a0), Int(a1)) }
            setSignal("delete-text", GeneratedSignalShapes.voidInt32Int32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkEditable::insert-text](https://docs.gtk.org/gtk3/signal.Editable.insert-text.html)
    public var onInsertText: (@MainActor (String, Int, Int) -> Void)? {
        get { signalClosure("insert-text") }
        set {
            let raw: @MainActor (UnsafePointer<CChar>?, Int32, Int32) -> Void = { a0, a1, a2 in newValue?(a0.map { String(cString: $0) } ?? "", Int(a1), Int(a2)) }
            setSignal("insert-text", GeneratedSignalShapes.voidCStringInt32Int32Callback, raw: raw, user: newValue)
        }
    }
}
#endif
