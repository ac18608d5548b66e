import CGtk

/// A GtkHeaderBar: a title bar with a title, a subtitle and widgets at both ends. Make it the
/// window's title bar with `controller.titleBar = header` (before the window shows), or place
/// it like any widget.
///
/// ```swift
/// let header = HeaderBar(title: "Repositories")
/// header.startWidgets = [back]
/// header.endWidgets = [menuButton]
/// header.showsCloseButton = true
/// titleBar = header   // in a StateViewController's viewDidLoad
/// ```
@MainActor
public final class HeaderBar: Widget {
    private var header: UnsafeMutablePointer<GtkHeaderBar> { gcast(gtkWidget) }

    /// A header bar with a title and an optional subtitle.
    public init(title: String? = nil, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        super.init(gtk_header_bar_new())
        gtk_header_bar_set_title(header, title)
        gtk_header_bar_set_subtitle(header, subtitle)
    }

    /// The title; nil leaves GTK's (the window title when it is the title bar).
    public var title: String? {
        didSet { if recordIfChanged(oldValue, title, .labelSet) { gtk_header_bar_set_title(header, title) } }
    }

    /// A smaller line under the title.
    public var subtitle: String? {
        didSet { if recordIfChanged(oldValue, subtitle, .labelSet) { gtk_header_bar_set_subtitle(header, subtitle) } }
    }

    /// Whether the window's close (and other) buttons show at the end.
    public var showsCloseButton: Bool = false {
        didSet { if recordIfChanged(oldValue, showsCloseButton) { gtk_header_bar_set_show_close_button(header, showsCloseButton ? 1 : 0) } }
    }

    /// Widgets packed from the start, in order.
    public var startWidgets: [Widget] = [] {
        didSet { repack(oldValue, startWidgets, atStart: true) }
    }

    /// Widgets packed from the end, the first one outermost.
    public var endWidgets: [Widget] = [] {
        didSet { repack(oldValue, endWidgets, atStart: false) }
    }

    private func repack(_ old: [Widget], _ new: [Widget], atStart: Bool) {
        guard old.map(ObjectIdentifier.init) != new.map(ObjectIdentifier.init) else { return }
        // GtkHeaderBar cannot reorder: changed ends are packed again (the wrappers hold the widgets).
        for widget in old {
            GtkMutations.record(.remove)
            gtk_container_remove(gtkWidget.asContainer, widget.gtkWidget)
        }
        for widget in new {
            GtkMutations.record(.add)
            if atStart { gtk_header_bar_pack_start(header, widget.gtkWidget) } else { gtk_header_bar_pack_end(header, widget.gtkWidget) }
        }
    }
}

extension StateViewController {
    /// The window's title bar (client-side decorated); set it before the window shows. The
    /// window keeps the wrapper alive.
    public var titleBar: HeaderBar? {
        get { WidgetExtras.existing(window)?.retained["titleBar"] as? HeaderBar }
        set {
            guard recordIfChanged(titleBar.map(ObjectIdentifier.init), newValue.map(ObjectIdentifier.init)) else { return }
            WidgetExtras.of(window).retained["titleBar"] = newValue
            gtk_window_set_titlebar(gcast(window), newValue?.gtkWidget)
        }
    }
}
