#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkFontChooserLevel](https://docs.gtk.org/gtk4/flags.FontChooserLevel.html)
public struct FontChooserLevel: OptionSet, Sendable, GtkFlags {
    /// The bits, as GTK has them.
    public let rawValue: UInt32

    /// The flags of `rawValue`'s bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// [GtkFontChooserLevel](https://docs.gtk.org/gtk4/flags.FontChooserLevel.html)
    public static let style = FontChooserLevel(rawValue: 1)

    /// [GtkFontChooserLevel](https://docs.gtk.org/gtk4/flags.FontChooserLevel.html)
    public static let size = FontChooserLevel(rawValue: 2)

    /// [GtkFontChooserLevel](https://docs.gtk.org/gtk4/flags.FontChooserLevel.html)
    public static let variations = FontChooserLevel(rawValue: 4)

    /// [GtkFontChooserLevel](https://docs.gtk.org/gtk4/flags.FontChooserLevel.html)
    public static let features = FontChooserLevel(rawValue: 8)
}
#endif
