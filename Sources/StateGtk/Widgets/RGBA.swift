// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A colour and its opacity, each from 0 to 1: GTK's
/// GdkRGBA ([GTK 3](https://docs.gtk.org/gdk3/struct.RGBA.html), [GTK 4](https://docs.gtk.org/gdk4/struct.RGBA.html)), as a colour button's `rgba` holds it.
///
/// ```swift
/// accent.rgba = RGBA("#3584e4") ?? RGBA(red: 0.2, green: 0.5, blue: 0.9)
/// accent.onColorSet = { [weak self] in self?.state["accent"] = self?.accent.rgba.description }
/// ```
public struct RGBA: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0 to 1.
    public var red: Double
    /// The green component, 0 to 1.
    public var green: Double
    /// The blue component, 0 to 1.
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// A colour from its components, each from 0 to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour as CSS writes it (`"#3584e4"`, `"rgba(53,132,228,0.5)"`, `"orange"`), parsed
    /// by GDK; nil when GDK does not read it as a colour.
    public init?(_ css: String) {
        var parsed = GdkRGBA()
        guard gdk_rgba_parse(&parsed, css) != 0 else { return nil }
        self.init(gdk: parsed)
    }

    // GTK 3's GdkRGBA holds doubles, GTK 4's floats.
    init(gdk: GdkRGBA) { self.init(red: Double(gdk.red), green: Double(gdk.green), blue: Double(gdk.blue), alpha: Double(gdk.alpha)) }

    /// A signal's GdkRGBA argument; black for a NULL one (GTK passes none).
    init(gdk pointer: UnsafeMutableRawPointer?) {
        self = pointer.map { RGBA(gdk: $0.assumingMemoryBound(to: GdkRGBA.self).pointee) } ?? RGBA(red: 0, green: 0, blue: 0)
    }

    var gdk: GdkRGBA { GdkRGBA(red: .init(red), green: .init(green), blue: .init(blue), alpha: .init(alpha)) }

    /// The colour as CSS writes it, `rgb(…)` or `rgba(…)`.
    public var description: String {
        var color = gdk
        guard let text = gdk_rgba_to_string(&color) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}

extension RGBA: GValueConvertible {
    static var fallback: Self { RGBA(red: 0, green: 0, blue: 0) }
    init(gValue: UnsafePointer<GValue>) { self.init(gdk: g_value_get_boxed(gValue)) }
    func store(in gValue: UnsafeMutablePointer<GValue>) {
        var color = gdk
        g_value_set_boxed(gValue, &color)  // copied
    }
}
