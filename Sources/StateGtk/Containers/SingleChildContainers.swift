// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
/// A [GtkFrame](https://docs.gtk.org/gtk3/class.Frame.html): a border and a label around views
/// placed in its `content`.
///
/// ```swift
/// frame.label = "Owner"
/// place(frame, key: "owner").content { $0.place(OwnerCard.self, key: "card") }
/// ```
@MainActor
public final class Frame: Widget, FrameProtocol {
    /// What the frame holds.
    public let content = ContainerSlot()

    /// An empty frame with no label.
    public init() {
        super.init(gtk_frame_new(nil))
        #if GTK3
        gtk_container_add(gtkWidget.asContainer, content.widget)
        #else
        gtk_frame_set_child(gcast(gtkWidget), content.widget)
        #endif
    }
}

/// A [GtkRevealer](https://docs.gtk.org/gtk3/class.Revealer.html): shows and hides the views
/// placed in its `content` with an animation.
///
/// ```swift
/// revealer.revealsChild = state["showsDetails"] as? Bool ?? false
/// place(revealer, key: "details").content { $0.place(Details.self, key: "details") }
/// ```
@MainActor
public final class Revealer: Widget, RevealerProtocol {
    /// What the revealer shows and hides.
    public let content = ContainerSlot()

    /// A revealer with its content hidden.
    public init() {
        super.init(gtk_revealer_new())
        #if GTK3
        gtk_container_add(gtkWidget.asContainer, content.widget)
        #else
        gtk_revealer_set_child(gcast(gtkWidget), content.widget)
        #endif
    }
}

/// A [GtkExpander](https://docs.gtk.org/gtk3/class.Expander.html): a label the user clicks to
/// show or hide the views placed in its `content`.
///
/// ```swift
/// expander.label = "Advanced"
/// place(expander, key: "advanced").content { $0.place(AdvancedOptions.self, key: "options") }
/// ```
@MainActor
public final class Expander: Widget, ExpanderProtocol {
    /// What the expander shows when expanded.
    public let content = ContainerSlot()

    /// A collapsed expander with no label.
    public init() {
        super.init(gtk_expander_new(nil))
        #if GTK3
        gtk_container_add(gtkWidget.asContainer, content.widget)
        #else
        gtk_expander_set_child(gcast(gtkWidget), content.widget)
        #endif
    }
}
