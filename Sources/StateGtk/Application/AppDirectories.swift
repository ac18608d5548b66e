// toolkit: both
import Foundation
/// The folders an app keeps its files in, by the XDG Base Directory specification, each the
/// app's own folder (named by its application id) under the user's base folder:
///
/// | folder | for | base | when the variable is unset |
/// |---|---|---|---|
/// | `data` | what the user made or would miss: documents, a database | `$XDG_DATA_HOME` | `$HOME/.local/share` |
/// | `config` | settings | `$XDG_CONFIG_HOME` | `$HOME/.config` |
/// | `cache` | what can be fetched or computed again | `$XDG_CACHE_HOME` | `$HOME/.cache` |
///
/// A variable that is empty or not an absolute path counts as unset, as the specification
/// says. The folders are not created here: create one before writing into it.
///
/// ```swift
/// let folders = AppDirectories(applicationID: "org.example.Contacts")   // or Application.shared!.directories
/// try FileManager.default.createDirectory(at: folders.data, withIntermediateDirectories: true)
/// try contacts.write(to: folders.data.appendingPathComponent("contacts.json"))
/// ```
public struct AppDirectories: Equatable, Sendable {
    /// Where the app's data goes: `$XDG_DATA_HOME/<id>`, else `$HOME/.local/share/<id>`.
    public let data: URL
    /// Where its settings go: `$XDG_CONFIG_HOME/<id>`, else `$HOME/.config/<id>`.
    public let config: URL
    /// Where its caches go: `$XDG_CACHE_HOME/<id>`, else `$HOME/.cache/<id>`.
    public let cache: URL

    /// The folders of the app `applicationID`, from `environment` (the process's by default).
    public init(applicationID: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value, isDirectory: true) }
            let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
        }
        data = base("XDG_DATA_HOME", ".local/share").appendingPathComponent(applicationID, isDirectory: true)
        config = base("XDG_CONFIG_HOME", ".config").appendingPathComponent(applicationID, isDirectory: true)
        cache = base("XDG_CACHE_HOME", ".cache").appendingPathComponent(applicationID, isDirectory: true)
    }
}

extension Application {
    /// The app's data, settings and cache folders, named by its id (see `AppDirectories`).
    ///
    /// ```swift
    /// let file = application.directories.cache.appendingPathComponent("avatars")
    /// ```
    public var directories: AppDirectories { AppDirectories(applicationID: id) }
}
