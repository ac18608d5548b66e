#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
/// [GtkPlacesOpenFlags](https://docs.gtk.org/gtk3/flags.PlacesOpenFlags.html)
public struct PlacesOpenFlags: OptionSet, Sendable, GtkFlags {
    /// The bits, as GTK has them.
    public let rawValue: UInt32

    /// The flags of `rawValue`'s bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// [GtkPlacesOpenFlags](https://docs.gtk.org/gtk3/flags.PlacesOpenFlags.html)
    public static let normal = PlacesOpenFlags(rawValue: 1)

    /// [GtkPlacesOpenFlags](https://docs.gtk.org/gtk3/flags.PlacesOpenFlags.html)
    public static let newTab = PlacesOpenFlags(rawValue: 2)

    /// [GtkPlacesOpenFlags](https://docs.gtk.org/gtk3/flags.PlacesOpenFlags.html)
    public static let newWindow = PlacesOpenFlags(rawValue: 4)
}
#endif
