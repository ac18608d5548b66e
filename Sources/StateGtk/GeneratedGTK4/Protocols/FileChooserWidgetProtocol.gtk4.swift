#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkFileChooserWidget](https://docs.gtk.org/gtk4/class.FileChooserWidget.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol FileChooserWidgetProtocol: Widget {}

@MainActor
extension FileChooserWidgetProtocol {
    /// [GtkFileChooserWidget:search-mode](https://docs.gtk.org/gtk4/property.FileChooserWidget.search-mode.html)
    public var isSearchMode: Bool {
        get { gtkProperty("search-mode") }
        set { setGtkProperty("search-mode", newValue) }
    }

    /// [GtkFileChooserWidget:subtitle](https://docs.gtk.org/gtk4/property.FileChooserWidget.subtitle.html)
    public var subtitle: String? {
        gtkProperty("subtitle")
    }

    /// [GtkFileChooserWidget::desktop-folder](https://docs.gtk.org/gtk4/signal.FileChooserWidget.desktop-folder.html)
    public var onDesktopFolder: (@MainActor () -> Void)? {
        get { signalClosure("desktop-folder") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("desktop-folder", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFileChooserWidget::down-folder](https://docs.gtk.org/gtk4/signal.FileChooserWidget.down-folder.html)
    public var onDownFolder: (@MainActor () -> Void)? {
        get { signalClosure("down-folder") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("down-folder", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFileChooserWidget::home-folder](https://docs.gtk.org/gtk4/signal.FileChooserWidget.home-folder.html)
    public var onHomeFolder: (@MainActor () -> Void)? {
        get { signalClosure("home-folder") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("home-folder", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFileChooserWidget::location-popup](https://docs.gtk.org/gtk4/signal.FileChooserWidget.location-popup.html)
    public var onLocationPopup: (@MainActor (String) -> Void)? {
        get { signalClosure("location-popup") }
        set {
            let raw: @MainActor (UnsafePointer<CChar>?) -> Void = { a0 in newValue?(a0.map { String(cString: $0) } ?? "") }
            setSignal("location-popup", GeneratedSignalShapes.voidCStringCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFileChooserWidget::location-popup-on-paste](https://docs.gtk.org/gtk4/signal.FileChooserWidget.location-popup-on-paste.html)
    public var onLocationPopupOnPaste: (@MainActor () -> Void)? {
        get { signalClosure("location-popup-on-paste") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("location-popup-on-paste", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFileChooserWidget::location-toggle-popup](https://docs.gtk.org/gtk4/signal.FileChooserWidget.location-toggle-popup.html)
    public var onLocationTogglePopup: (@MainActor () -> Void)? {
        get { signalClosure("location-toggle-popup") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("location-toggle-popup", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFileChooserWidget::places-shortcut](https://docs.gtk.org/gtk4/signal.FileChooserWidget.places-shortcut.html)
    public var onPlacesShortcut: (@MainActor () -> Void)? {
        get { signalClosure("places-shortcut") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("places-shortcut", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFileChooserWidget::quick-bookmark](https://docs.gtk.org/gtk4/signal.FileChooserWidget.quick-bookmark.html)
    public var onQuickBookmark: (@MainActor (Int) -> Void)? {
        get { signalClosure("quick-bookmark") }
        set {
            let raw: @MainActor (Int32) -> Void = { a0 in newValue?(Int(a0)) }
            setSignal("quick-bookmark", GeneratedSignalShapes.voidInt32Callback, raw: raw, user: newValue)
        }
    }

    /// [GtkFileChooserWidget::recent-shortcut](https://docs.gtk.org/gtk4/signal.FileChooserWidget.recent-shortcut.html)
    public var onRecentShortcut: (@MainActor () -> Void)? {
        get { signalClosure("recent-shortcut") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("recent-shortcut", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFileChooserWidget::search-shortcut](https://docs.gtk.org/gtk4/signal.FileChooserWidget.search-shortcut.html)
    public var onSearchShortcut: (@MainActor () -> Void)? {
        get { signalClosure("search-shortcut") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("search-shortcut", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFileChooserWidget::show-hidden](https://docs.gtk.org/gtk4/signal.FileChooserWidget.show-hidden.html)
    public var onShowHidden: (@MainActor () -> Void)? {
        get { signalClosure("show-hidden") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("show-hidden", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkFileChooserWidget::up-folder](https://docs.gtk.org/gtk4/signal.FileChooserWidget.up-folder.html)
    public var onUpFolder: (@MainActor () -> Void)? {
        get { signalClosure("up-folder") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("up-folder", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
