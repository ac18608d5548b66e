// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
/// The application's CSS: one GtkCssProvider for the whole screen (on GTK 4, the display), at
/// application priority, so it wins over the theme (dark variant included) without a provider
/// per widget.
///
/// It holds the sheets loaded with `load(css:)` / `load(file:)`, then the rules `style(…)`
/// generates. Parse errors go to `stateGtkLog` with their line.
///
/// ```swift
/// Style.load(css: ".card { border-radius: 8px; background: @theme_base_color; }")
/// Style.prefersDarkTheme = true
/// card.styleClasses = ["card"]
/// ```
@MainActor
public enum Style {
    private static var provider: UnsafeMutablePointer<GtkCssProvider>?
    private static var sheets: [(source: String, css: String)] = []
    private static var rules: [String] = []
    private static var ruleClasses: Set<String> = []
    private static var reloadScheduled = false

    /// Adds (or, for the same `source`, replaces) a style sheet. Returns false, after logging
    /// each error, when the CSS does not parse; the valid rules still apply.
    @discardableResult
    public static func load(css: String, source: String = "css") -> Bool {
        let valid = validate(css, source: source)
        if let index = sheets.firstIndex(where: { $0.source == source }) { sheets[index].css = css } else { sheets.append((source, css)) }
        reload()
        return valid
    }

    /// Adds (or replaces) the style sheet in `path`. Returns false when it cannot be read or parsed.
    @discardableResult
    public static func load(file path: String) -> Bool {
        guard let css = try? String(contentsOfFile: path, encoding: .utf8) else {
            stateGtkLog.error("Style.load(file:): cannot read \(path)")
            return false
        }
        return load(css: css, source: path)
    }

    /// Whether the theme's dark variant is used (gtk-application-prefer-dark-theme). Setting it
    /// is the app's own choice: the desktop's preference no longer changes it (`DesktopAppearance`).
    public static var prefersDarkTheme: Bool {
        get {
            guard let settings = settings() else { return false }
            #if GTK4 && Adwaita && !GTK3
            _ = settings
            return Adwaita.isDark
            #else
            return GObjectProperty.bool(settings, "gtk-application-prefer-dark-theme")
            #endif
        }
        set {
            DesktopAppearance.appChose = true
            guard let settings = settings(), recordIfChanged(prefersDarkTheme, newValue) else { return }
            #if GTK4 && Adwaita && !GTK3
            // libadwaita refuses GTK's setting: its style manager has the app's choice.
            _ = settings
            Adwaita.setColorScheme(dark: newValue)
            #else
            GObjectProperty.set(settings, "gtk-application-prefer-dark-theme", newValue)
            #endif
        }
    }

    /// GtkSettings, initialising GTK first: styles may be set up before `Application.run`.
    private static func settings() -> UnsafeMutableRawPointer? {
        guard Gtk.initialize() else {
            stateGtkLog.error("Style: GTK cannot open a display; the theme setting is ignored")
            return nil
        }
        return gtk_settings_get_default().map { UnsafeMutableRawPointer($0) }
    }

    /// Registers `.className { declarations }` once; the reload waits for the end of the turn so
    /// that a render registering several styles restyles the screen once.
    static func register(className: String, declarations: String) {
        guard ruleClasses.insert(className).inserted else { return }
        rules.append(".\(className) { \(declarations) }")
        guard !reloadScheduled else { return }
        reloadScheduled = true
        // Before GTK's layout (GTK 3: G_PRIORITY_HIGH_IDLE + 10) and paint (+ 20) of the next frame.
        g_idle_add_full(G_PRIORITY_HIGH_IDLE, { _ in
            MainActor.assumeIsolated { Style.applyPendingRules() }
            return 0
        }, nil, nil)
    }

    /// Applies rules registered since the last reload now, instead of before the next frame.
    public static func applyPendingRules() {
        guard reloadScheduled else { return }
        reload()
    }

    private static func reload() {
        reloadScheduled = false
        guard Gtk.initialize() else {
            stateGtkLog.error("Style: GTK cannot open a display; the style sheets wait for it")
            return
        }
        let css = (sheets.map(\.css) + rules).joined(separator: "\n")
        // Errors were reported per sheet by `validate`; this load's line numbers would mislead.
        #if GTK3
        gtk_css_provider_load_from_data(sharedProvider(), css, -1, nil)
        #else
        gtk_css_provider_load_from_data(sharedProvider(), css, -1)
        #endif
    }

    private static func sharedProvider() -> UnsafeMutablePointer<GtkCssProvider> {
        if let provider { return provider }
        let made = gtk_css_provider_new()!
        #if GTK3
        gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), OpaquePointer(made), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        #else
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(made), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        #endif
        // `validate` reported the errors already; without a handler GTK would warn on each reload.
        SignalHandler.connect(UnsafeMutableRawPointer(made), signal: "parsing-error", trampoline: SignalTrampolines.twoPointersCallback,
                              handler: SignalHandler<TwoPointerAction>({ _, _ in }))
        provider = made
        return made
    }

    /// Parses `css` alone in a scratch provider, logging every error with its line.
    private static func validate(_ css: String, source: String) -> Bool {
        let scratch = gtk_css_provider_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(scratch)) }
        var errors = 0
        let onError: TwoPointerAction = { section, error in
            errors += 1
            #if GTK3
            let line = section.map { gtk_css_section_get_start_line(OpaquePointer($0)) + 1 } ?? 0
            #else
            let line = section.map { gtk_css_section_get_start_location(OpaquePointer($0)).pointee.lines + 1 } ?? 0
            #endif
            let message = error.map { String(cString: $0.assumingMemoryBound(to: GError.self).pointee.message) } ?? "unknown error"
            stateGtkLog.error("CSS error in \(source), line \(line): \(message)")
        }
        SignalHandler.connect(UnsafeMutableRawPointer(scratch), signal: "parsing-error", trampoline: SignalTrampolines.twoPointersCallback,
                              handler: SignalHandler<TwoPointerAction>(onError))
        #if GTK3
        gtk_css_provider_load_from_data(scratch, css, -1, nil)
        #else
        gtk_css_provider_load_from_data(scratch, css, -1)
        #endif
        return errors == 0
    }
}
