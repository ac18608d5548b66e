#if GTK3
// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk
/// The properties and signals of [GtkPlacesSidebar](https://docs.gtk.org/gtk3/class.PlacesSidebar.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol PlacesSidebarProtocol: Widget {}

@MainActor
extension PlacesSidebarProtocol {
    /// [GtkPlacesSidebar:local-only](https://docs.gtk.org/gtk3/property.PlacesSidebar.local-only.html)
    public var isLocalOnly: Bool {
        get { gtkProperty("local-only") }
        set { setGtkProperty("local-only", newValue) }
    }

    /// [GtkPlacesSidebar:open-flags](https://docs.gtk.org/gtk3/property.PlacesSidebar.open-flags.html)
    public var openFlags: PlacesOpenFlags {
        get { gtkProperty("open-flags") }
        set { setGtkProperty("open-flags", newValue) }
    }

    /// [GtkPlacesSidebar:populate-all](https://docs.gtk.org/gtk3/property.PlacesSidebar.populate-all.html)
    public var isPopulateAll: Bool {
        get { gtkProperty("populate-all") }
        set { setGtkProperty("populate-all", newValue) }
    }

    /// [GtkPlacesSidebar:show-connect-to-server](https://docs.gtk.org/gtk3/property.PlacesSidebar.show-connect-to-server.html)
    public var showsConnectToServer: Bool {
        get { gtkProperty("show-connect-to-server") }
        set { setGtkProperty("show-connect-to-server", newValue) }
    }

    /// [GtkPlacesSidebar:show-desktop](https://docs.gtk.org/gtk3/property.PlacesSidebar.show-desktop.html)
    public var showsDesktop: Bool {
        get { gtkProperty("show-desktop") }
        set { setGtkProperty("show-desktop", newValue) }
    }

    /// [GtkPlacesSidebar:show-enter-location](https://docs.gtk.org/gtk3/property.PlacesSidebar.show-enter-location.html)
    public var showsEnterLocation: Bool {
        get { gtkProperty("show-enter-location") }
        set { setGtkProperty("show-enter-location", newValue) }
    }

    /// [GtkPlacesSidebar:show-other-locations](https://docs.gtk.org/gtk3/property.PlacesSidebar.show-other-locations.html)
    public var showsOtherLocations: Bool {
        get { gtkProperty("show-other-locations") }
        set { setGtkProperty("show-other-locations", newValue) }
    }

    /// [GtkPlacesSidebar:show-recent](https://docs.gtk.org/gtk3/property.PlacesSidebar.show-recent.html)
    public var showsRecent: Bool {
        get { gtkProperty("show-recent") }
        set { setGtkProperty("show-recent", newValue) }
    }

    /// [GtkPlacesSidebar:show-starred-location](https://docs.gtk.org/gtk3/property.PlacesSidebar.show-starred-location.html)
    public var showsStarredLocation: Bool {
        get { gtkProperty("show-starred-location") }
        set { setGtkProperty("show-starred-location", newValue) }
    }

    /// [GtkPlacesSidebar:show-trash](https://docs.gtk.org/gtk3/property.PlacesSidebar.show-trash.html)
    public var showsTrash: Bool {
        get { gtkProperty("show-trash") }
        set { setGtkProperty("show-trash", newValue) }
    }

    /// [GtkPlacesSidebar::open-location](https://docs.gtk.org/gtk3/signal.PlacesSidebar.open-location.html)
    public var onOpenLocation: (@MainActor (String?, PlacesOpenFlags) -> Void)? {
        get { signalClosure("open-location") }
        set {
            let raw: @MainActor (UnsafeMutableRawPointer?, UInt32) -> Void = { a0, a1 in newValue?(fileURI(a0), PlacesOpenFlags(rawValue: a1)) }
            setSignal("open-location", GeneratedSignalShapes.voidPointerUInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkPlacesSidebar::show-enter-location](https://docs.gtk.org/gtk3/signal.PlacesSidebar.show-enter-location.html)
    public var onShowEnterLocation: (@MainActor () -> Void)? {
        get { signalClosure("show-enter-location") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("show-enter-location", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkPlacesSidebar::show-error-message](https://docs.gtk.org/gtk3/signal.PlacesSidebar.show-error-message.html)
    public var onShowErrorMessage: (@MainActor (String, String) -> Void)? {
        get { signalClosure("show-error-message") }
        set {
            let raw: @MainActor (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Void = { a0, a1 in newValue?(a0.map { String(cString: $0) } ?? "", a1.map { String(cString: $0) } ?? "") }
            setSignal("show-error-message", GeneratedSignalShapes.voidCStringCStringCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkPlacesSidebar::show-other-locations-with-flags](https://docs.gtk.org/gtk3/signal.PlacesSidebar.show-other-locations-with-flags.html)
    public var onShowOtherLocationsWithFlags: (@MainActor (PlacesOpenFlags) -> Void)? {
        get { signalClosure("show-other-locations-with-flags") }
        set {
            let raw: @MainActor (UInt32) -> Void = { a0 in newValue?(PlacesOpenFlags(rawValue: a0)) }
            setSignal("show-other-locations-with-flags", GeneratedSignalShapes.voidUInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkPlacesSidebar::show-starred-location](https://docs.gtk.org/gtk3/signal.PlacesSidebar.show-starred-location.html)
    public var onShowStarredLocation: (@MainActor (PlacesOpenFlags) -> Void)? {
        get { signalClosure("show-starred-location") }
        set {
            let raw: @MainActor (UInt32) -> Void = { a0 in newValue?(PlacesOpenFlags(rawValue: a0)) }
            setSignal("show-starred-location", GeneratedSignalShapes.voidUInt32Callback, raw: raw, user: newValue)
        }
    }
}
#endif
