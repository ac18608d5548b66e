/// The GTK a GIR file describes, and what the generated Swift says of it: its C module, its
/// documentation, the name of its GIR file.
struct Toolkit {
    /// GTK's major version: 3 or 4.
    let major: Int

    init(namespaceVersion: String) {
        major = Int(namespaceVersion.prefix { $0.isNumber }) ?? 3
    }

    /// The Swift module of GTK's C API.
    var module: String { major == 3 ? "CGtk" : "CGtk\(major)" }
    var girFileName: String { "Gtk-\(major).0.gir" }
    /// docs.gtk.org's pages of this GTK.
    var docs: String { "https://docs.gtk.org/gtk\(major)" }
    var header: String { "// Generated from \(girFileName) by GirWrapperGenerator (scripts/generate-widgets): do not edit.\n" }
}
