#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkInscription](https://docs.gtk.org/gtk4/class.Inscription.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol InscriptionProtocol: Widget {}

@MainActor
extension InscriptionProtocol {
    /// [GtkInscription:min-chars](https://docs.gtk.org/gtk4/property.Inscription.min-chars.html)
    public var minChars: Int {
        get { gtkProperty("min-chars") }
        set { setGtkProperty("min-chars", newValue) }
    }

    /// [GtkInscription:min-lines](https://docs.gtk.org/gtk4/property.Inscription.min-lines.html)
    public var minLines: Int {
        get { gtkProperty("min-lines") }
        set { setGtkProperty("min-lines", newValue) }
    }

    /// [GtkInscription:nat-chars](https://docs.gtk.org/gtk4/property.Inscription.nat-chars.html)
    public var natChars: Int {
        get { gtkProperty("nat-chars") }
        set { setGtkProperty("nat-chars", newValue) }
    }

    /// [GtkInscription:nat-lines](https://docs.gtk.org/gtk4/property.Inscription.nat-lines.html)
    public var natLines: Int {
        get { gtkProperty("nat-lines") }
        set { setGtkProperty("nat-lines", newValue) }
    }

    /// [GtkInscription:text](https://docs.gtk.org/gtk4/property.Inscription.text.html)
    public var text: String? {
        get { gtkProperty("text") }
        set { setGtkProperty("text", newValue) }
    }

    /// [GtkInscription:text-overflow](https://docs.gtk.org/gtk4/property.Inscription.text-overflow.html)
    public var textOverflow: InscriptionOverflow {
        get { gtkProperty("text-overflow") }
        set { setGtkProperty("text-overflow", newValue) }
    }

    /// [GtkInscription:xalign](https://docs.gtk.org/gtk4/property.Inscription.xalign.html)
    public var xalign: Double {
        get { gtkProperty("xalign") }
        set { setGtkProperty("xalign", newValue) }
    }

    /// [GtkInscription:yalign](https://docs.gtk.org/gtk4/property.Inscription.yalign.html)
    public var yalign: Double {
        get { gtkProperty("yalign") }
        set { setGtkProperty("yalign", newValue) }
    }
}
#endif
