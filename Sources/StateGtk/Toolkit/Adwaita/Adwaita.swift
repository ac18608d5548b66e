#if GTK4 && Adwaita && !GTK3
import CAdwaita
import CGtk4

/// libadwaita under StateGtk's `Adwaita` trait: what the toolkit-neutral API (the controller's
/// window and title bar, `HeaderBar`, toasts, `StatusPage`, `Style.prefersDarkTheme`) does when
/// an app asks for the Adwaita look. Apps never call it; their source is the same on GTK 3, GTK 4
/// and GTK 4 with libadwaita (Docs/adwaita.md).
///
/// ```swift
/// // Package.swift of an app: .package(path: "…/StateGtk", traits: ["Adwaita"])
/// ```
@MainActor
enum Adwaita {
    /// Starts libadwaita once GTK is: its styles, its icons, its style manager.
    static func initialize() { adw_init() }

    /// A window for a controller: an AdwApplicationWindow, given to an application when one
    /// presents it (its content is `setContent`'s, not a GtkWindow child).
    static func makeWindow() -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(g_object_new_with_properties(adw_application_window_get_type(), 0, nil, nil)!)
            .assumingMemoryBound(to: GtkWidget.self)
    }

    static func setContent(_ content: UnsafeMutablePointer<GtkWidget>, of window: UnsafeMutablePointer<GtkWidget>) {
        adw_application_window_set_content(UnsafeMutableRawPointer(window).assumingMemoryBound(to: AdwApplicationWindow.self), content)
    }

    // MARK: Header bars

    static func makeHeaderBar() -> UnsafeMutablePointer<GtkWidget> { adw_header_bar_new() }

    /// An AdwWindowTitle: the title and subtitle as GNOME apps show them.
    static func makeWindowTitle() -> UnsafeMutablePointer<GtkWidget> { adw_window_title_new("", "") }

    static func setTitle(_ title: String, subtitle: String, of windowTitle: UnsafeMutablePointer<GtkWidget>) {
        adw_window_title_set_title(OpaquePointer(windowTitle), title)
        adw_window_title_set_subtitle(OpaquePointer(windowTitle), subtitle)
    }

    static func setTitleWidget(_ widget: UnsafeMutablePointer<GtkWidget>?, of header: UnsafeMutablePointer<GtkWidget>) {
        adw_header_bar_set_title_widget(OpaquePointer(header), widget)
    }

    static func setShowsWindowButtons(_ shows: Bool, of header: UnsafeMutablePointer<GtkWidget>) {
        adw_header_bar_set_show_end_title_buttons(OpaquePointer(header), shows ? 1 : 0)
        adw_header_bar_set_show_start_title_buttons(OpaquePointer(header), shows ? 1 : 0)
    }

    static func pack(_ widget: UnsafeMutablePointer<GtkWidget>, atStart: Bool, in header: UnsafeMutablePointer<GtkWidget>) {
        if atStart { adw_header_bar_pack_start(OpaquePointer(header), widget) } else { adw_header_bar_pack_end(OpaquePointer(header), widget) }
    }

    static func remove(_ widget: UnsafeMutablePointer<GtkWidget>, from header: UnsafeMutablePointer<GtkWidget>) {
        adw_header_bar_remove(OpaquePointer(header), widget)
    }

    // MARK: Toasts

    /// An AdwToastOverlay around `child`.
    static func makeToastOverlay(around child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let overlay = adw_toast_overlay_new()!
        adw_toast_overlay_set_child(OpaquePointer(overlay), child)
        return overlay
    }

    /// Shows `toast` over the overlay's child; a toast of the same title replaces the one shown.
    static func show(_ toast: Toast, in overlay: UnsafeMutablePointer<GtkWidget>) {
        let adwToast = adw_toast_new(toast.title)!
        adw_toast_set_timeout(adwToast, guint(max(0, toast.timeout.rounded())))
        if let button = toast.button {
            adw_toast_set_button_label(adwToast, button.title)
            adw_toast_set_action_name(adwToast, button.action)
        }
        adw_toast_set_priority(adwToast, toast.isUrgent ? ADW_TOAST_PRIORITY_HIGH : ADW_TOAST_PRIORITY_NORMAL)
        adw_toast_overlay_add_toast(OpaquePointer(overlay), adwToast)  // takes the reference
    }

    // MARK: Status pages

    static func makeStatusPage() -> UnsafeMutablePointer<GtkWidget> { adw_status_page_new() }

    static func update(_ page: UnsafeMutablePointer<GtkWidget>, iconName: String?, title: String, description: String?) {
        adw_status_page_set_icon_name(OpaquePointer(page), iconName)
        adw_status_page_set_title(OpaquePointer(page), title)
        adw_status_page_set_description(OpaquePointer(page), description)
    }

    // MARK: Colour scheme

    /// Dark or light for the whole app through AdwStyleManager (libadwaita refuses GTK's
    /// `gtk-application-prefer-dark-theme`); nil follows the desktop, which libadwaita does by
    /// itself.
    static func setColorScheme(dark: Bool?) {
        let scheme: AdwColorScheme = switch dark {
        case true?: ADW_COLOR_SCHEME_FORCE_DARK
        case false?: ADW_COLOR_SCHEME_FORCE_LIGHT
        case nil: ADW_COLOR_SCHEME_DEFAULT
        }
        adw_style_manager_set_color_scheme(adw_style_manager_get_default(), scheme)
    }

    static var isDark: Bool { adw_style_manager_get_dark(adw_style_manager_get_default()) != 0 }
}
#endif
