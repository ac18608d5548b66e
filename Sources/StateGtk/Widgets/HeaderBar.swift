#if GTK3
import CGtk
/// A GtkHeaderBar: a title bar with a title, a subtitle and widgets at both ends. Make it the
/// window's title bar with `controller.titleBar = header` (before the window shows), or place
/// it like any widget.
///
/// ```swift
/// let header = HeaderBar(title: "Repositories")
/// header.startWidgets = [back]
/// header.endWidgets = [menuButton]
/// header.primaryMenu = Menu([.item("About", action: "app.about"), .item("Quit", action: "app.quit")])
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

    /// The primary menu (GNOME's "open-menu" button), at the far end; nil for none.
    public var primaryMenu: Menu? {
        didSet {
            guard oldValue != primaryMenu else { return }
            if let primaryMenu, let primaryMenuButton {
                primaryMenuButton.menu = primaryMenu
            } else if let primaryMenu {
                let button = MenuButton(menu: primaryMenu)
                primaryMenuButton = button
                GtkMutations.record(.add)
                gtk_header_bar_pack_end(header, button.gtkWidget)
                // Outermost, whatever was packed at the end before it: the first child is.
                GObjectProperty.setChild(button.gtkWidget, in: gtkWidget, "position", 0)
            } else if let primaryMenuButton {
                GtkMutations.record(.remove)
                gtk_container_remove(gtkWidget.asContainer, primaryMenuButton.gtkWidget)
                self.primaryMenuButton = nil
            }
            primaryMenuDidChange?()
        }
    }

    /// Tells the window this is the title bar of that it has, or has no longer, a primary menu.
    var primaryMenuDidChange: (@MainActor () -> Void)?

    /// The button that opens `primaryMenu`.
    public private(set) var primaryMenuButton: MenuButton?

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
            titleBar?.primaryMenuDidChange = nil
            WidgetExtras.of(window).retained["titleBar"] = newValue
            gtk_window_set_titlebar(gcast(window), newValue?.gtkWidget)
            newValue?.primaryMenuDidChange = { [weak self] in self?.declareStandardActions() }
            declareStandardActions()  // win.show-primary-menu follows the primary menu
        }
    }
}
#endif
