// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
/// An app's GSettings schema, written from its ``Setting``s: the XML `scripts/install` installs
/// (and compiles with glib-compile-schemas), and, where it is not installed, the same schema
/// compiled into the app's cache folder so that the keyfile backend can use it.
///
/// ```swift
/// let xml = SettingsSchema(id: "org.example.Notes", settings: [Setting<Int>.sidebarWidth]).xml
/// ```
public struct SettingsSchema: Sendable {
    /// The schema id (the application id).
    public let id: String
    /// Its settings, in schema order.
    public let settings: [any AnySetting]

    /// The schema `id` holding `settings`.
    public init(id: String, settings: [any AnySetting]) {
        self.id = id
        self.settings = settings
    }

    /// Where its keys live in the settings tree: "/org/example/Notes/".
    public var path: String { "/" + id.split(separator: ".").joined(separator: "/") + "/" }

    /// The `.gschema.xml` text.
    public var xml: String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, "<schemalist>",
                     #"  <schema id="\#(escaped(id))" path="\#(escaped(path))">"#]
        for setting in settings {
            lines.append(#"    <key name="\#(escaped(setting.key))" type="\#(escaped(setting.variantType))">"#)
            lines.append("      <default>\(escaped(setting.defaultText))</default>")
            if !setting.summary.isEmpty { lines.append("      <summary>\(escaped(setting.summary))</summary>") }
            lines.append("    </key>")
        }
        lines += ["  </schema>", "</schemalist>", ""]
        return lines.joined(separator: "\n")
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The installed schema (in GLib's default schema folders), if it is there and declares
    /// every setting with its type; nil otherwise. An outdated installed schema is reported.
    func installed() -> OpaquePointer? {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, id, 1) else { return nil }
        let missing = missingKeys(in: schema)
        guard missing.isEmpty else {
            stateGtkLog.warning("the installed settings schema \(id) lacks \(missing.joined(separator: ", ")) (or has another type); settings are kept in a key file instead (run scripts/install again)")
            g_settings_schema_unref(schema)
            return nil
        }
        return schema
    }

    /// The settings that `schema` does not declare with the same type.
    func missingKeys(in schema: OpaquePointer) -> [String] {
        settings.filter { setting in
            guard g_settings_schema_has_key(schema, setting.key) != 0 else { return true }
            let key = g_settings_schema_get_key(schema, setting.key)
            defer { g_settings_schema_key_unref(key) }
            let type = g_variant_type_dup_string(g_settings_schema_key_get_value_type(key))!
            defer { g_free(type) }
            return String(cString: type) != setting.variantType
        }.map(\.key)
    }

    /// The schema compiled into `folder` (once per change of the XML) with glib-compile-schemas;
    /// nil, with a diagnostic, when it cannot be compiled.
    func compiled(in folder: URL) -> OpaquePointer? {
        let source = folder.appendingPathComponent("\(id).gschema.xml")
        let compiled = folder.appendingPathComponent("gschemas.compiled")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let current = try? String(contentsOf: source, encoding: .utf8)
            if current != xml || !FileManager.default.fileExists(atPath: compiled.path) {
                try xml.write(to: source, atomically: true, encoding: .utf8)
                try compile(folder)
            }
        } catch {
            stateGtkLog.error("cannot compile the settings schema \(id) in \(folder.path): \(error); settings are not kept")
            return nil
        }
        var error: UnsafeMutablePointer<GError>?
        guard let schemaSource = g_settings_schema_source_new_from_directory(folder.path, nil, 0, &error) else {
            stateGtkLog.error("cannot load the settings schema from \(folder.path): \(GErrorText.take(&error)); settings are not kept")
            return nil
        }
        defer { g_settings_schema_source_unref(schemaSource) }
        return g_settings_schema_source_lookup(schemaSource, id, 0)
    }

    private func compile(_ folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["glib-compile-schemas", "--strict", folder.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SchemaCompilationError(output: String(decoding: output, as: UTF8.self))
        }
    }
}

/// glib-compile-schemas refused the schema (or is not installed: package libglib2.0-bin).
struct SchemaCompilationError: Error, CustomStringConvertible {
    let output: String
    var description: String { "glib-compile-schemas failed: \(output.trimmingCharacters(in: .whitespacesAndNewlines))" }
}

/// A GError's message, freeing the error.
enum GErrorText {
    static func take(_ error: inout UnsafeMutablePointer<GError>?) -> String {
        defer { g_clear_error(&error) }
        return error.map { String(cString: $0.pointee.message) } ?? "unknown error"
    }
}
