#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkInputHints](https://docs.gtk.org/gtk4/flags.InputHints.html)
public struct InputHints: OptionSet, Sendable, GtkFlags {
    /// The bits, as GTK has them.
    public let rawValue: UInt32

    /// The flags of `rawValue`'s bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// [GtkInputHints](https://docs.gtk.org/gtk4/flags.InputHints.html)
    public static let spellcheck = InputHints(rawValue: 1)

    /// [GtkInputHints](https://docs.gtk.org/gtk4/flags.InputHints.html)
    public static let noSpellcheck = InputHints(rawValue: 2)

    /// [GtkInputHints](https://docs.gtk.org/gtk4/flags.InputHints.html)
    public static let wordCompletion = InputHints(rawValue: 4)

    /// [GtkInputHints](https://docs.gtk.org/gtk4/flags.InputHints.html)
    public static let lowercase = InputHints(rawValue: 8)

    /// [GtkInputHints](https://docs.gtk.org/gtk4/flags.InputHints.html)
    public static let uppercaseChars = InputHints(rawValue: 16)

    /// [GtkInputHints](https://docs.gtk.org/gtk4/flags.InputHints.html)
    public static let uppercaseWords = InputHints(rawValue: 32)

    /// [GtkInputHints](https://docs.gtk.org/gtk4/flags.InputHints.html)
    public static let uppercaseSentences = InputHints(rawValue: 64)

    /// [GtkInputHints](https://docs.gtk.org/gtk4/flags.InputHints.html)
    public static let inhibitOsk = InputHints(rawValue: 128)

    /// [GtkInputHints](https://docs.gtk.org/gtk4/flags.InputHints.html)
    public static let verticalWriting = InputHints(rawValue: 256)

    /// [GtkInputHints](https://docs.gtk.org/gtk4/flags.InputHints.html)
    public static let emoji = InputHints(rawValue: 512)

    /// [GtkInputHints](https://docs.gtk.org/gtk4/flags.InputHints.html)
    public static let noEmoji = InputHints(rawValue: 1024)

    /// [GtkInputHints](https://docs.gtk.org/gtk4/flags.InputHints.html)
    public static let `private` = InputHints(rawValue: 2048)
}
#endif
