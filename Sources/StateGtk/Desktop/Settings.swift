// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
/// Typed settings kept between launches through GSettings.
///
/// Where the app's schema is installed (`scripts/install` compiles it into
/// `share/glib-2.0/schemas`), values go where the desktop keeps settings (dconf). Where it is not
/// (`swift run`, tests), the same schema is compiled into the app's cache folder and values go
/// to a key file, `settings.ini` in the app's config folder, through GSettings' keyfile backend.
/// Without glib-compile-schemas (package libglib2.0-bin) they live in memory, with a diagnostic.
///
/// Stored values are checked on every read: a value of another type
/// or one the setting's `isValid` refuses reads as the default, with one diagnostic per key;
/// a key file that is not UTF-8 or not a key file is kept aside as `settings.ini.unreadable`.
///
/// ```swift
/// extension Setting where Value == Int {
///     static let sidebarWidth = Setting("sidebar-width", default: 280) { (80...2000).contains($0) }
/// }
/// let settings = Settings(applicationID: "org.example.Notes", settings: [Setting<Int>.sidebarWidth])
/// settings[.sidebarWidth] = 320        // written at once
/// let width = settings[.sidebarWidth]  // 320, in this launch and the next
/// ```
@MainActor
public final class Settings {
    /// Where values are kept.
    public enum Storage: Equatable, Sendable {
        /// GSettings with the installed schema (the desktop's backend, dconf).
        case installedSchema
        /// GSettings' keyfile backend, in this file.
        case keyFile(URL)
        /// This process only: no schema could be compiled.
        case memory
    }

    /// The group of `settings.ini` that holds the keys.
    static let keyFileGroup = "settings"

    /// Where values are kept.
    public let storage: Storage
    /// The schema written from the app's settings.
    public let schema: SettingsSchema
    private let gSettings: UnsafeMutablePointer<GSettings>?
    private let reference: GObjectReference?
    /// The schema's keys with their GVariant types: GSettings aborts on a key it does not
    /// declare and warns on a value of another type, so it is asked only about these.
    private let declaredTypes: [String: String]
    private var memory: [String: any SettingValue] = [:]
    private var reportedKeys: Set<String> = []

    /// The settings of application `applicationID`, in its folders (see ``AppDirectories``).
    public convenience init(applicationID: String, settings: [any AnySetting]) {
        self.init(schema: SettingsSchema(id: applicationID, settings: settings),
                  directories: AppDirectories(applicationID: applicationID))
    }

    /// The settings of `schema`: the installed schema's if `prefersInstalledSchema` and it is
    /// installed, else a key file in `directories.config`.
    public init(schema: SettingsSchema, directories: AppDirectories, prefersInstalledSchema: Bool = true) {
        self.schema = schema
        let keyFile = directories.config.appendingPathComponent("settings.ini")
        var storage = Storage.memory
        var gSettings: UnsafeMutablePointer<GSettings>?
        if prefersInstalledSchema, let installed = schema.installed() {
            gSettings = g_settings_new_full(installed, nil, nil)
            g_settings_schema_unref(installed)
            storage = .installedSchema
        } else if let compiled = schema.compiled(in: directories.cache.appendingPathComponent("settings-schema")) {
            try? FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
            Self.setAsideIfUnreadable(keyFile)
            let backend = sg_keyfile_settings_backend_new(keyFile.path, schema.path, Self.keyFileGroup)
            gSettings = g_settings_new_full(compiled, backend, nil)
            g_object_unref(UnsafeMutableRawPointer(backend))
            g_settings_schema_unref(compiled)
            storage = .keyFile(keyFile)
        }
        self.storage = storage
        self.gSettings = gSettings
        reference = gSettings.map { GObjectReference(adopting: UnsafeMutableRawPointer($0)) }
        declaredTypes = Dictionary(schema.settings.map { ($0.key, $0.variantType) }) { first, _ in first }
        if case .keyFile(let url) = storage { reportUnreadableValues(in: url) }
    }

    /// The stored value of `setting`, or its default; setting it stores it at once.
    public subscript<Value>(setting: Setting<Value>) -> Value {
        get { value(of: setting) }
        set { store(newValue, for: setting) }
    }

    /// The stored value of `setting`, or its default when none is stored or it is not valid.
    public func value<Value>(of setting: Setting<Value>) -> Value {
        guard isDeclared(setting) else {
            report(setting.key, "is not among the settings these Settings were made with (as a \(Value.variantType)); reading its default")
            return setting.defaultValue
        }
        guard let gSettings else { return memory[setting.key] as? Value ?? setting.defaultValue }
        let variant = g_settings_get_value(gSettings, setting.key)!
        defer { g_variant_unref(variant) }
        let value = Value(variant: variant)
        guard setting.isValid(value) else {
            report(setting.key, "holds \(GVariantText.print(borrowing: variant)), which it does not accept; reading its default")
            return setting.defaultValue
        }
        return value
    }

    /// Stores `value` for `setting`; a value `isValid` refuses is not stored (with a diagnostic).
    public func store<Value>(_ value: Value, for setting: Setting<Value>) {
        guard isDeclared(setting) else {
            stateGtkLog.error("setting \(setting.key) is not among the settings of \(schema.id) (as a \(Value.variantType)); not stored")
            return
        }
        guard setting.isValid(value) else {
            stateGtkLog.error("setting \(setting.key) does not accept \(GVariantText.print(value)); not stored")
            return
        }
        guard let gSettings else { memory[setting.key] = value; return }
        if g_settings_set_value(gSettings, setting.key, value.variant) == 0 {
            stateGtkLog.error("setting \(setting.key) of \(schema.id) is not writable; not stored")
        }
    }

    /// Forgets the stored value of `setting`: it reads as its default again.
    public func reset<Value>(_ setting: Setting<Value>) {
        guard isDeclared(setting) else { return }
        guard let gSettings else { memory[setting.key] = nil; return }
        g_settings_reset(gSettings, setting.key)
    }

    private func isDeclared<Value>(_ setting: Setting<Value>) -> Bool {
        declaredTypes[setting.key] == Value.variantType
    }

    /// Reports each key once: a render may read a setting many times.
    private func report(_ key: String, _ problem: String) {
        guard reportedKeys.insert(key).inserted else { return }
        stateGtkLog.warning("setting \(key) of \(schema.id) \(problem)")
    }

    /// GLib's keyfile backend reads a file that is not UTF-8 with a GLib-CRITICAL (GKeyFile
    /// checks only names), and the next change would overwrite it: such a file, or one that is
    /// not a key file at all, is kept beside as `settings.ini.unreadable` and settings start over.
    private static func setAsideIfUnreadable(_ url: URL) {
        guard let data = FileManager.default.contents(atPath: url.path) else { return }
        var problem: String?
        if String(data: data, encoding: .utf8) == nil || data.contains(0) {
            problem = "is not UTF-8 text"
        } else {
            let keyFile = g_key_file_new()
            defer { g_key_file_free(keyFile) }
            var error: UnsafeMutablePointer<GError>?
            if g_key_file_load_from_file(keyFile, url.path, G_KEY_FILE_NONE, &error) == 0 {
                problem = "is not a key file (\(GErrorText.take(&error)))"
            }
        }
        guard let problem else { return }
        let aside = url.appendingPathExtension("unreadable")
        try? FileManager.default.removeItem(at: aside)
        do {
            try FileManager.default.moveItem(at: url, to: aside)
            stateGtkLog.warning("\(url.path) \(problem); it is kept as \(aside.lastPathComponent) and every setting reads its default")
        } catch {
            stateGtkLog.warning("\(url.path) \(problem) and cannot be moved aside (\(error)); every setting reads its default")
        }
    }

    /// GSettings ignores a value it cannot read as its key's type; this says so, once per launch.
    /// (A string may be stored without quotes, as GLib's keyfile backend allows.)
    private func reportUnreadableValues(in url: URL) {
        guard let gSettings else { return }
        let keyFile = g_key_file_new()
        defer { g_key_file_free(keyFile) }
        guard g_key_file_load_from_file(keyFile, url.path, G_KEY_FILE_NONE, nil) != 0 else { return }
        for setting in schema.settings {
            guard let text = g_key_file_get_value(keyFile, Self.keyFileGroup, setting.key, nil) else { continue }
            defer { g_free(text) }
            if let user = g_settings_get_user_value(gSettings, setting.key) {
                g_variant_unref(user)
                continue
            }
            let stored = String(cString: text)
            report(setting.key, "holds \(stored.prefix(80).debugDescription) in \(url.path), not a value of type \(setting.variantType); reading its default")
        }
    }
}
