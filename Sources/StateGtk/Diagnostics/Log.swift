import Logging

/// Where StateGtk reports misuse (duplicate keys, layout conflicts, runaway updates).
///
/// It is a swift-log `Logger`, so an app routes it with `LoggingSystem.bootstrap` like any other.
public let stateGtkLog = Logger(label: "StateGtk")
