#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkFontChooser](https://docs.gtk.org/gtk4/iface.FontChooser.html), for the wrappers of it
/// and of the widgets implementing it.
@MainActor
public protocol FontChooserProtocol: Widget {}

@MainActor
extension FontChooserProtocol {
    /// [GtkFontChooser:font](https://docs.gtk.org/gtk4/property.FontChooser.font.html)
    public var font: String {
        get { gtkProperty("font") }
        set { setGtkProperty("font", newValue) }
    }

    /// [GtkFontChooser:font](https://docs.gtk.org/gtk4/property.FontChooser.font.html) as the user (or GTK itself)
    /// changed it; the program's own changes are not reported. Set the value from state and
    /// keep the state here to control it ("Values the user changes").
    ///
    /// ```swift
    /// fontChooser.onFontChanged = { [weak self] value in self?.state["font"] = value }
    /// ```
    public var onFontChanged: (@MainActor (String) -> Void)? {
        get { signalClosure("notify::font") }
        set {
            let widget = gtkWidget
            let raw: @MainActor (UnsafeMutableRawPointer?) -> Void = { _ in newValue?(Widget.gtkProperty("font", of: widget)) }
            setSignal("notify::font", GeneratedSignalShapes.voidPointerCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFontChooser:font-features](https://docs.gtk.org/gtk4/property.FontChooser.font-features.html)
    public var fontFeatures: String? {
        gtkProperty("font-features")
    }

    /// [GtkFontChooser:language](https://docs.gtk.org/gtk4/property.FontChooser.language.html)
    public var language: String {
        get { gtkProperty("language") }
        set { setGtkProperty("language", newValue) }
    }

    /// [GtkFontChooser:level](https://docs.gtk.org/gtk4/property.FontChooser.level.html)
    public var level: FontChooserLevel {
        get { gtkProperty("level") }
        set { setGtkProperty("level", newValue) }
    }

    /// [GtkFontChooser:preview-text](https://docs.gtk.org/gtk4/property.FontChooser.preview-text.html)
    public var previewText: String {
        get { gtkProperty("preview-text") }
        set { setGtkProperty("preview-text", newValue) }
    }

    /// [GtkFontChooser:show-preview-entry](https://docs.gtk.org/gtk4/property.FontChooser.show-preview-entry.html)
    public var showsPreviewEntry: Bool {
        get { gtkProperty("show-preview-entry") }
        set { setGtkProperty("show-preview-entry", newValue) }
    }

    /// [GtkFontChooser::font-activated](https://docs.gtk.org/gtk4/signal.FontChooser.font-activated.html)
    public var onFontActivated: (@MainActor (String) -> Void)? {
        get { signalClosure("font-activated") }
        set {
            let raw: @MainActor (UnsafePointer<CChar>?) -> Void = { a0 in newValue?(a0.map { String(cString: $0) } ?? "") }
            setSignal("font-activated", GeneratedSignalShapes.voidCStringCallback, raw: raw, user: newValue)
        }
    }
}
#endif
