import StateGtk
/// What SwiftHub keeps between launches. `scripts/install` installs their schema
/// (`Desktop/org.stategtk.SwiftHub.gschema.xml`, checked against ``schema`` by a test); a run
/// from the build folder keeps them in a key file instead.
enum SwiftHubSettings {
    static let applicationID = "org.stategtk.SwiftHub"
    /// The divider positions accepted: a list column that shows a row's name, in a window
    /// no screen is wider than. Anything else stored (edited by hand, another version) reads
    /// as the default.
    static let dividerPositions = 160...8_000
    /// Where the divider between the repository list and the details sits, in pixels from the
    /// list's side; the default leaves the details a third of the default window.
    static let dividerPosition = Setting<Int>(
        "divider-position", default: 720, summary: "Width of the repository list, in pixels"
    ) { dividerPositions.contains($0) }
    static let all: [any AnySetting] = [dividerPosition]
    static var schema: SettingsSchema { SettingsSchema(id: applicationID, settings: all) }

    /// The settings of the running app, where its folders are (see `AppDirectories`).
    @MainActor static func load() -> Settings { Settings(applicationID: applicationID, settings: all) }
}
