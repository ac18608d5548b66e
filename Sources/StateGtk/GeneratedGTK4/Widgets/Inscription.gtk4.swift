#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkInscription](https://docs.gtk.org/gtk4/class.Inscription.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let inscription = Inscription()
/// inscription.minChars = 1
/// place(inscription, key: "inscription")
/// ```
@MainActor
public final class Inscription: Widget, InscriptionProtocol {
    /// A new GtkInscription with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_inscription_get_type(), 0, nil, nil)))
    }
}
#endif
