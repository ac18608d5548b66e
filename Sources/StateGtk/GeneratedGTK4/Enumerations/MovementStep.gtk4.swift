#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.

/// [GtkMovementStep](https://docs.gtk.org/gtk4/enum.MovementStep.html)
public enum MovementStep: Int32, Sendable, GtkEnumeration {
    /// [GtkMovementStep](https://docs.gtk.org/gtk4/enum.MovementStep.html)
    case logicalPositions = 0

    /// [GtkMovementStep](https://docs.gtk.org/gtk4/enum.MovementStep.html)
    case visualPositions = 1

    /// [GtkMovementStep](https://docs.gtk.org/gtk4/enum.MovementStep.html)
    case words = 2

    /// [GtkMovementStep](https://docs.gtk.org/gtk4/enum.MovementStep.html)
    case displayLines = 3

    /// [GtkMovementStep](https://docs.gtk.org/gtk4/enum.MovementStep.html)
    case displayLineEnds = 4

    /// [GtkMovementStep](https://docs.gtk.org/gtk4/enum.MovementStep.html)
    case paragraphs = 5

    /// [GtkMovementStep](https://docs.gtk.org/gtk4/enum.MovementStep.html)
    case paragraphEnds = 6

    /// [GtkMovementStep](https://docs.gtk.org/gtk4/enum.MovementStep.html)
    case pages = 7

    /// [GtkMovementStep](https://docs.gtk.org/gtk4/enum.MovementStep.html)
    case bufferEnds = 8

    /// [GtkMovementStep](https://docs.gtk.org/gtk4/enum.MovementStep.html)
    case horizontalPages = 9
}
#endif
