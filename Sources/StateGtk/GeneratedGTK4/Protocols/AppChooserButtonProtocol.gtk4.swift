#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkAppChooserButton](https://docs.gtk.org/gtk4/class.AppChooserButton.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol AppChooserButtonProtocol: Widget {}

@MainActor
extension AppChooserButtonProtocol {
    /// [GtkAppChooserButton:heading](https://docs.gtk.org/gtk4/property.AppChooserButton.heading.html)
    public var heading: String {
        get { gtkProperty("heading") }
        set { setGtkProperty("heading", newValue) }
    }

    /// [GtkAppChooserButton:modal](https://docs.gtk.org/gtk4/property.AppChooserButton.modal.html)
    public var isModal: Bool {
        get { gtkProperty("modal") }
        set { setGtkProperty("modal", newValue) }
    }

    /// [GtkAppChooserButton:show-default-item](https://docs.gtk.org/gtk4/property.AppChooserButton.show-default-item.html)
    public var showsDefaultItem: Bool {
        get { gtkProperty("show-default-item") }
        set { setGtkProperty("show-default-item", newValue) }
    }

    /// [GtkAppChooserButton:show-dialog-item](https://docs.gtk.org/gtk4/property.AppChooserButton.show-dialog-item.html)
    public var showsDialogItem: Bool {
        get { gtkProperty("show-dialog-item") }
        set { setGtkProperty("show-dialog-item", newValue) }
    }

    /// [GtkAppChooserButton::activate](https://docs.gtk.org/gtk4/signal.AppChooserButton.activate.html)
    public var onActivate: (@MainActor () -> Void)? {
        get { signalClosure("activate") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("activate", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkAppChooserButton::changed](https://docs.gtk.org/gtk4/signal.AppChooserButton.changed.html)
    public var onChanged: (@MainActor () -> Void)? {
        get { signalClosure("changed") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("changed", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkAppChooserButton::custom-item-activated](https://docs.gtk.org/gtk4/signal.AppChooserButton.custom-item-activated.html)
    public var onCustomItemActivated: (@MainActor (String) -> Void)? {
        get { signalClosure("custom-item-activated") }
        set {
            let raw: @MainActor (UnsafePointer<CChar>?) -> Void = { a0 in newValue?(a0.map { String(cString: $0) } ?? "") }
            setSignal("custom-item-activated", GeneratedSignalShapes.voidCStringCallback, raw: raw, user: newValue)
        }
    }
}
#endif
