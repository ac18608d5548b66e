import ArgumentParser
import Foundation

/// Generates StateGtk's widget wrappers from GTK's introspection data: scripts/generate-widgets.
struct GenerateWidgets: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Writes Swift wrappers for GTK's widgets from Gtk-3.0.gir or Gtk-4.0.gir.")

    @Option(help: "The GIR file.")
    var gir = "/usr/share/gir-1.0/Gtk-3.0.gir"

    @Option(help: "The folder of the generated sources (replaced whole).")
    var sources: String

    @Option(help: "The file of the generated test catalogue.")
    var catalog: String

    @Option(help: "Public type names StateGtk already has, one a line (GTK enumerations of those names are left out).")
    var takenNames: String?

    @Flag(help: "Print what was left out, and why.")
    var verbose = false

    func run() throws {
        let namespace = try GirParser.parse(contentsOf: URL(fileURLWithPath: gir))
        let taken = try takenNames.map { try String(contentsOfFile: $0, encoding: .utf8) }
            .map { Set($0.split(separator: "\n").map(String.init)) } ?? []
        let model = WrapperModel(namespace, takenNames: taken)
        let emitter = Emitter(model: model)
        let files = emitter.sources()
        let manager = FileManager.default
        if manager.fileExists(atPath: sources) { try manager.removeItem(atPath: sources) }
        for (name, contents) in files {
            let url = URL(fileURLWithPath: sources).appendingPathComponent(name)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        let catalogURL = URL(fileURLWithPath: catalog)
        try manager.createDirectory(at: catalogURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try emitter.catalog().write(to: catalogURL, atomically: true, encoding: .utf8)
        if verbose { model.skipped.forEach { print("left out: \($0)") } }
        let properties = model.wrapped.values.reduce(0) { $0 + $1.properties.count }
        let signals = model.wrapped.values.reduce(0) { $0 + $1.signals.count }
        print("\(model.generatedClasses.count) widget classes, \(model.wrapped.count) protocols, \(properties) properties, "
              + "\(signals) signals, \(model.enumerations.count) enumerations, \(model.shapes.count) signal shapes")
    }
}

GenerateWidgets.main()
