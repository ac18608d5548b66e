// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
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
    private var header: GtkHeaderBarPointer { gcast(gtkWidget) }
    #if !GTK3
    /// GTK 4's header bar has no title or subtitle of its own: they are two labels of this
    /// title widget, made when a title or a subtitle is first set.
    private var titleWidget: HeaderBarTitle?
    #endif

    /// A header bar with a title and an optional subtitle.
    public init(title: String? = nil, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        #if GTK4 && Adwaita && !GTK3
        super.init(Adwaita.makeHeaderBar())
        #else
        super.init(gtk_header_bar_new())
        #endif
        #if GTK3
        gtk_header_bar_set_title(header, title)
        gtk_header_bar_set_subtitle(header, subtitle)
        #else
        setShowsWindowButtons(false)  // GTK 4 shows them by default
        showTitles()
        #endif
    }

    /// The title; nil leaves GTK's (the window title when it is the title bar).
    public var title: String? {
        didSet {
            guard recordIfChanged(oldValue, title, .labelSet) else { return }
            #if GTK3
            gtk_header_bar_set_title(header, title)
            #else
            showTitles()
            #endif
        }
    }

    /// A smaller line under the title.
    public var subtitle: String? {
        didSet {
            guard recordIfChanged(oldValue, subtitle, .labelSet) else { return }
            #if GTK3
            gtk_header_bar_set_subtitle(header, subtitle)
            #else
            showTitles()
            #endif
        }
    }

    #if !GTK3
    /// Shows `title` and `subtitle` in the title widget, or GTK's own title (the window's) when
    /// neither is set.
    private func showTitles() {
        guard title != nil || subtitle != nil else {
            if titleWidget != nil { setTitleWidget(nil) }
            titleWidget = nil
            return
        }
        if titleWidget == nil {
            let made = HeaderBarTitle()
            titleWidget = made
            setTitleWidget(made.box)
        }
        titleWidget?.show(title: title ?? "", subtitle: subtitle)
    }

    private func setTitleWidget(_ widget: UnsafeMutablePointer<GtkWidget>?) {
        #if Adwaita
        Adwaita.setTitleWidget(widget, of: gtkWidget)
        #else
        gtk_header_bar_set_title_widget(header, widget)
        #endif
    }

    private func setShowsWindowButtons(_ shows: Bool) {
        #if Adwaita
        Adwaita.setShowsWindowButtons(shows, of: gtkWidget)
        #else
        gtk_header_bar_set_show_title_buttons(header, shows ? 1 : 0)
        #endif
    }
    #endif

    /// Whether the window's close (and other) buttons show at the end.
    public var showsCloseButton: Bool = false {
        didSet {
            guard recordIfChanged(oldValue, showsCloseButton) else { return }
            #if GTK3
            gtk_header_bar_set_show_close_button(header, showsCloseButton ? 1 : 0)
            #else
            setShowsWindowButtons(showsCloseButton)
            #endif
        }
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
                pack(button.gtkWidget, atStart: false)
                makeOutermost(button.gtkWidget)
            } else if let primaryMenuButton {
                GtkMutations.record(.remove)
                remove(primaryMenuButton.gtkWidget)
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
            remove(widget.gtkWidget)
        }
        for widget in new {
            GtkMutations.record(.add)
            pack(widget.gtkWidget, atStart: atStart)
        }
    }

    /// Packs a widget at the start (after those packed there before) or at the end (inside them).
    func pack(_ widget: UnsafeMutablePointer<GtkWidget>, atStart: Bool) {
        #if GTK4 && Adwaita && !GTK3
        Adwaita.pack(widget, atStart: atStart, in: gtkWidget)
        #else
        if atStart { gtk_header_bar_pack_start(header, widget) } else { gtk_header_bar_pack_end(header, widget) }
        #endif
    }

    /// Takes a packed widget out.
    func remove(_ widget: UnsafeMutablePointer<GtkWidget>) {
        #if GTK3
        gtk_container_remove(gtkWidget.asContainer, widget)
        #elseif Adwaita
        Adwaita.remove(widget, from: gtkWidget)
        #else
        gtk_header_bar_remove(header, widget)
        #endif
    }

    /// Moves a widget packed at the end to the far end, whatever was packed there before it.
    private func makeOutermost(_ widget: UnsafeMutablePointer<GtkWidget>) {
        #if GTK3
        // The first child packed at the end is the outermost.
        GObjectProperty.setChild(widget, in: gtkWidget, "position", 0)
        #else
        // GTK 4 packs the end's widgets into a box, innermost first, then the window's buttons
        // (GtkWindowControls; libadwaita's AdwWindowControls).
        guard let box = gtk_widget_get_parent(widget) else { return }
        var last = gtk_widget_get_last_child(box)
        if let controls = last, String(cString: g_type_name_from_instance(controls.gpointer.assumingMemoryBound(to: GTypeInstance.self))).hasSuffix("WindowControls") {
            last = gtk_widget_get_prev_sibling(controls)
        }
        if let last, last != widget { gtk_box_reorder_child_after(gcast(box), widget, last) }
        #endif
    }
}

#if GTK4 && Adwaita && !GTK3
/// The title and subtitle of an Adwaita header bar: an AdwWindowTitle, as GNOME apps show them.
@MainActor
private final class HeaderBarTitle {
    let box = Adwaita.makeWindowTitle()

    func show(title text: String, subtitle subtext: String?) {
        Adwaita.setTitle(text, subtitle: subtext ?? "", of: box)
    }
}
#elseif !GTK3
/// A GTK 4 header bar's title and subtitle, as GTK 3's header bar showed them: two centred,
/// ellipsized labels styled `title` and `subtitle` by the theme.
@MainActor
private final class HeaderBarTitle {
    let box: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private let subtitle: UnsafeMutablePointer<GtkWidget>

    init() {
        box = gtk_box_new(Axis.vertical.gtk, 0)
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        title = gtk_label_new(nil)
        subtitle = gtk_label_new(nil)
        for (label, style) in [(title, "title"), (subtitle, "subtitle")] {
            gtk_label_set_single_line_mode(gcast(label), 1)
            gtk_label_set_ellipsize(gcast(label), PANGO_ELLIPSIZE_END)
            gtk_widget_add_css_class(label, style)
            gtk_box_append(gcast(box), label)
        }
    }

    func show(title text: String, subtitle subtext: String?) {
        gtk_label_set_text(gcast(title), text)
        gtk_label_set_text(gcast(subtitle), subtext ?? "")
        gtk_widget_set_visible(subtitle, subtext == nil || subtext!.isEmpty ? 0 : 1)
    }
}
#endif

extension StateViewController {
    /// The window's title bar (client-side decorated); set it before the window shows. The
    /// window keeps the wrapper alive.
    public var titleBar: HeaderBar? {
        get { WidgetExtras.existing(window)?.retained["titleBar"] as? HeaderBar }
        set {
            guard recordIfChanged(titleBar.map(ObjectIdentifier.init), newValue.map(ObjectIdentifier.init)) else { return }
            titleBar?.primaryMenuDidChange = nil
            #if GTK4 && Adwaita && !GTK3
            // An Adwaita window's title bar is the first child of its content.
            if let old = titleBar { gtk_box_remove(gcast(content), old.gtkWidget) }
            if let newValue { gtk_box_prepend(gcast(content), newValue.gtkWidget) }
            #else
            gtk_window_set_titlebar(gcast(window), newValue?.gtkWidget)
            #endif
            WidgetExtras.of(window).retained["titleBar"] = newValue
            newValue?.primaryMenuDidChange = { [weak self] in self?.declareStandardActions() }
            declareStandardActions()  // win.show-primary-menu follows the primary menu
        }
    }
}
