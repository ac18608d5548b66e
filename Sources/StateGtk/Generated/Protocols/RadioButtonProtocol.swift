#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkRadioButton](https://docs.gtk.org/gtk3/class.RadioButton.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol RadioButtonProtocol: Widget {}

@MainActor
extension RadioButtonProtocol {
    /// [GtkRadioButton::group-changed](https://docs.gtk.org/gtk3/signal.RadioButton.group-changed.html)
    public var onGroupChanged: (@MainActor () -> Void)? {
        get { signalClosure("group-changed") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("group-changed", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
