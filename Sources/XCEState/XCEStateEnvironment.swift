import Logging

/// Process-wide settings of the state machinery (main actor only).
///
/// ```swift
/// XCEStateEnvironment.scheduler = ManualStateScheduler()   // tests
/// XCEStateEnvironment.logger = Logger(label: "app.states")
/// ```
@MainActor
public enum XCEStateEnvironment {
    /// Continues queued requests on "the next main-loop iteration".
    /// Read each time a request is handed on, so replacing it takes effect at once.
    public static var scheduler: any StateScheduler = MainQueueStateScheduler()

    /// Receives the diagnostics: targets gone before their request ran
    /// (`.error`) and misbehaving transitions (`.warning`).
    public static var logger = Logger(label: "XCEState")
}
