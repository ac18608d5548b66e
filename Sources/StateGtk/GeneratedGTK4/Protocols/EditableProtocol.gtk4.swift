#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkEditable](https://docs.gtk.org/gtk4/iface.Editable.html), for the wrappers of it
/// and of the widgets implementing it.
@MainActor
public protocol EditableProtocol: Widget {}

@MainActor
extension EditableProtocol {
    /// [GtkEditable:cursor-position](https://docs.gtk.org/gtk4/property.Editable.cursor-position.html)
    public var cursorPosition: Int {
        gtkProperty("cursor-position")
    }

    /// [GtkEditable:editable](https://docs.gtk.org/gtk4/property.Editable.editable.html)
    public var isEditable: Bool {
        get { gtkProperty("editable") }
        set { setGtkProperty("editable", newValue) }
    }

    /// [GtkEditable:enable-undo](https://docs.gtk.org/gtk4/property.Editable.enable-undo.html)
    public var enablesUndo: Bool {
        get { gtkProperty("enable-undo") }
        set { setGtkProperty("enable-undo", newValue) }
    }

    /// [GtkEditable:max-width-chars](https://docs.gtk.org/gtk4/property.Editable.max-width-chars.html)
    public var maxWidthChars: Int {
        get { gtkProperty("max-width-chars") }
        set { setGtkProperty("max-width-chars", newValue) }
    }

    /// [GtkEditable:selection-bound](https://docs.gtk.org/gtk4/property.Editable.selection-bound.html)
    public var selectionBound: Int {
        gtkProperty("selection-bound")
    }

    /// [GtkEditable:text](https://docs.gtk.org/gtk4/property.Editable.text.html)
    public var text: String {
        get { gtkProperty("text") }
        set { setGtkProperty("text", newValue) }
    }

    /// [GtkEditable:width-chars](https://docs.gtk.org/gtk4/property.Editable.width-chars.html)
    public var widthChars: Int {
        get { gtkProperty("width-chars") }
        set { setGtkProperty("width-chars", newValue) }
    }

    /// [GtkEditable:xalign](https://docs.gtk.org/gtk4/property.Editable.xalign.html)
    public var xalign: Double {
        get { gtkProperty("xalign") }
        set { setGtkProperty("xalign", newValue) }
    }

    /// [GtkEditable::changed](https://docs.gtk.org/gtk4/signal.Editable.changed.html)
    public var onChanged: (@MainActor () -> Void)? {
        get { signalClosure("changed") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("changed", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkEditable::delete-text](https://docs.gtk.org/gtk4/signal.Editable.delete-text.html)
    public var onDeleteText: (@MainActor (Int, Int) -> Void)? {
        get { signalClosure("delete-text") }
        set {
            let raw: @MainActor (Int32, Int32) -> Void = { a0, a1 in newValue?(Int(a0), Int(a1)) }
            setSignal("delete-text", GeneratedSignalShapes.voidInt32Int32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkEditable::insert-text](https://docs.gtk.org/gtk4/signal.Editable.insert-text.html)
    public var onInsertText: (@MainActor (String, Int, Int) -> Void)? {
        get { signalClosure("insert-text") }
        set {
            let raw: @MainActor (UnsafePointer<CChar>?, Int32, Int32) -> Void = { a0, a1, a2 in newValue?(a0.map { String(cString: $0) } ?? "", Int(a1), Int(a2)) }
            setSignal("insert-text", GeneratedSignalShapes.voidCStringInt32Int32Callback, raw: raw, user: newValue)
        }
    }
}
#endif
