// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// The dark style follows the desktop's preference where the desktop states one: the
/// freedesktop settings portal's `org.freedesktop.appearance color-scheme` first (every desktop
/// with xdg-desktop-portal), else GNOME's `org.gnome.desktop.interface color-scheme` setting.
/// Where neither exists (no session bus, no portal, no schema) nothing changes, and an app that
/// sets `Style.prefersDarkTheme` itself keeps its choice.
/// `Application.run` calls `follow()` at startup; the style then follows the portal's
/// `SettingChanged` signal (or the GNOME setting's changes) while the app runs.
@MainActor
public enum DesktopAppearance {
    /// A desktop's stated colour preference.
    public enum Preference: Equatable, Sendable {
        /// The desktop prefers dark styles.
        case dark
        /// The desktop prefers light styles.
        case light
    }

    /// The preference the portal's value (0 none, 1 dark, 2 light) or, failing that, GNOME's
    /// setting ("default", "prefer-dark", "prefer-light") states; nil when neither states one.
    public static func preference(portal: UInt32?, gnomeColorScheme: String?) -> Preference? {
        switch portal {
        case 1: return .dark
        case 2: return .light
        case 0: return nil  // the portal answered: the user has no preference
        default: break
        }
        switch gnomeColorScheme {
        case "prefer-dark": return .dark
        case "prefer-light": return .light
        default: return nil
        }
    }

    /// Reads the desktop's preference now, applies it (`gtk-application-prefer-dark-theme`)
    /// and follows its changes; returns what it found.
    @discardableResult
    public static func follow() -> Preference? {
        #if GTK4 && Adwaita && !GTK3
        // libadwaita's style manager follows the portal itself (and refuses GTK's setting).
        return nil
        #else
        let portal = portalColorScheme()
        let preference = preference(portal: portal, gnomeColorScheme: portal == nil ? gnomeColorScheme() : nil)
        if let preference { apply(preference) }
        if portal != nil { watchPortal() } else { watchGnomeSetting() }
        return preference
        #endif
    }

    /// Whether the app set `Style.prefersDarkTheme` itself (`Gallery --dark`): its choice wins.
    static var appChose = false

    /// Applies a stated preference as `follow()` does when the desktop's changes: dark, or
    /// (light, none) the theme's own look; nothing when the app chose itself.
    public static func apply(_ preference: Preference?) {
        guard !appChose, let settings = gtk_settings_get_default() else { return }
        #if GTK4 && Adwaita && !GTK3
        _ = settings
        Adwaita.setColorScheme(dark: preference.map { $0 == .dark })
        #else
        GObjectProperty.set(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", preference == .dark)
        #endif
    }

    /// The session bus while the portal is watched, and the GNOME settings object while its
    /// setting is: both must outlive the subscription.
    nonisolated(unsafe) private static var bus: OpaquePointer?
    nonisolated(unsafe) private static var gnomeSettings: OpaquePointer?

    private static func watchPortal() {
        guard bus == nil, let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return }
        bus = connection
        g_dbus_connection_signal_subscribe(connection, "org.freedesktop.portal.Desktop", "org.freedesktop.portal.Settings", "SettingChanged",
                                           "/org/freedesktop/portal/desktop", "org.freedesktop.appearance", G_DBUS_SIGNAL_FLAGS_NONE,
                                           { _, _, _, _, _, parameters, _ in
            // (ssv): namespace, key, value; GDBus calls back on the main context it was made on.
            guard let parameters, g_variant_n_children(parameters) == 3 else { return }
            let key = g_variant_get_child_value(parameters, 1)!
            defer { g_variant_unref(key) }
            guard String(cString: g_variant_get_string(key, nil)) == "color-scheme" else { return }
            let value = DesktopAppearance.unwrappedUInt32(g_variant_get_child_value(parameters, 2)!)
            MainActor.assumeIsolated { DesktopAppearance.apply(DesktopAppearance.preference(portal: value ?? 0, gnomeColorScheme: nil)) }
        }, nil, nil)
    }

    private static func watchGnomeSetting() {
        guard gnomeSettings == nil, gnomeColorScheme() != nil, let settings = g_settings_new("org.gnome.desktop.interface") else { return }
        gnomeSettings = OpaquePointer(settings)
        let changed = SignalHandler<PointerAction>({ _ in apply(preference(portal: nil, gnomeColorScheme: gnomeColorScheme())) })
        SignalHandler.connect(UnsafeMutableRawPointer(settings), signal: "changed::color-scheme", trampoline: SignalTrampolines.pointerCallback, handler: changed)
    }

    /// The number inside however many variants wrap it (the portal wraps its values twice);
    /// takes the reference passed in.
    nonisolated private static func unwrappedUInt32(_ variant: OpaquePointer) -> UInt32? {
        var value = variant
        while String(cString: g_variant_get_type_string(value)) == "v" {
            let inner = g_variant_get_variant(value)!
            g_variant_unref(value)
            value = inner
        }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_type_string(value)) == "u" ? g_variant_get_uint32(value) : nil
    }

    /// Asks the portal over the session bus; nil without a bus or a portal.
    static func portalColorScheme() -> UInt32? {
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        var arguments = [g_variant_new_string("org.freedesktop.appearance"), g_variant_new_string("color-scheme")]
        let parameters = arguments.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        // Short timeout: a portal that is activatable but stuck must not hold up the window.
        guard let reply = g_dbus_connection_call_sync(bus, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                                                      "org.freedesktop.portal.Settings", "Read", parameters, nil,
                                                      G_DBUS_CALL_FLAGS_NONE, 500, nil, nil) else { return nil }
        defer { g_variant_unref(reply) }
        // The reply is (v), and Read wraps the value in one more variant.
        return unwrappedUInt32(g_variant_get_child_value(reply, 0)!)
    }

    /// GNOME's setting, only when its schema and key are installed (GSettings aborts the
    /// process on an unknown schema).
    static func gnomeColorScheme() -> String? {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1) else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "color-scheme") != 0, let settings = g_settings_new("org.gnome.desktop.interface") else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
        guard let text = g_settings_get_string(settings, "color-scheme") else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }
}
