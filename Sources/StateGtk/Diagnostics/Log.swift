// toolkit: both
import Logging
/// Where StateGtk reports misuse (duplicate keys, layout conflicts, runaway updates).
///
/// It is a swift-log `Logger`, so an app routes it with `LoggingSystem.bootstrap` like any other;
/// made on each use (diagnostics are rare), so a bootstrap after the first message still applies.
package var stateGtkLog: Logger { Logger(label: "StateGtk") }
