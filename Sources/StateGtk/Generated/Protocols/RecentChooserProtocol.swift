#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkRecentChooser](https://docs.gtk.org/gtk3/iface.RecentChooser.html), for the wrappers of it
/// and of the widgets implementing it.
@MainActor
public protocol RecentChooserProtocol: Widget {}

@MainActor
extension RecentChooserProtocol {
    /// [GtkRecentChooser:limit](https://docs.gtk.org/gtk3/property.RecentChooser.limit.html)
    public var limit: Int {
        get { gtkProperty("limit") }
        set { setGtkProperty("limit", newValue) }
    }

    /// [GtkRecentChooser:local-only](https://docs.gtk.org/gtk3/property.RecentChooser.local-only.html)
    public var isLocalOnly: Bool {
        get { gtkProperty("local-only") }
        set { setGtkProperty("local-only", newValue) }
    }

    /// [GtkRecentChooser:select-multiple](https://docs.gtk.org/gtk3/property.RecentChooser.select-multiple.html)
    public var selectsMultiple: Bool {
        get { gtkProperty("select-multiple") }
        set { setGtkProperty("select-multiple", newValue) }
    }

    /// [GtkRecentChooser:show-icons](https://docs.gtk.org/gtk3/property.RecentChooser.show-icons.html)
    public var showsIcons: Bool {
        get { gtkProperty("show-icons") }
        set { setGtkProperty("show-icons", newValue) }
    }

    /// [GtkRecentChooser:show-not-found](https://docs.gtk.org/gtk3/property.RecentChooser.show-not-found.html)
    public var showsNotFound: Bool {
        get { gtkProperty("show-not-found") }
        set { setGtkProperty("show-not-found", newValue) }
    }

    /// [GtkRecentChooser:show-private](https://docs.gtk.org/gtk3/property.RecentChooser.show-private.html)
    public var showsPrivate: Bool {
        get { gtkProperty("show-private") }
        set { setGtkProperty("show-private", newValue) }
    }

    /// [GtkRecentChooser:show-tips](https://docs.gtk.org/gtk3/property.RecentChooser.show-tips.html)
    public var showsTips: Bool {
        get { gtkProperty("show-tips") }
        set { setGtkProperty("show-tips", newValue) }
    }

    /// [GtkRecentChooser:sort-type](https://docs.gtk.org/gtk3/property.RecentChooser.sort-type.html)
    public var sortType: RecentSortType {
        get { gtkProperty("sort-type") }
        set { setGtkProperty("sort-type", newValue) }
    }

    /// [GtkRecentChooser::item-activated](https://docs.gtk.org/gtk3/signal.RecentChooser.item-activated.html)
    public var onItemActivated: (@MainActor () -> Void)? {
        get { signalClosure("item-activated") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("item-activated", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkRecentChooser::selection-changed](https://docs.gtk.org/gtk3/signal.RecentChooser.selection-changed.html)
    public var onSelectionChanged: (@MainActor () -> Void)? {
        get { signalClosure("selection-changed") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("selection-changed", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
