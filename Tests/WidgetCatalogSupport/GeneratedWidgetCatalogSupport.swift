// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk

/// One generated widget class, as the generated catalogue lists it.
public struct GeneratedWidgetCase {
    public let gtkType: String
    public let make: @MainActor () -> Widget
    public let properties: [PropertyCase]
    public let signals: [SignalCase]

    public init(_ gtkType: String, make: @escaping @MainActor () -> Widget, properties: [PropertyCase], signals: [SignalCase]) {
        self.gtkType = gtkType
        self.make = make
        self.properties = properties
        self.signals = signals
    }
}

/// One property: `check` sets it through the Swift API and reads it back through
/// `g_object_get_property`, and returns what went wrong, if anything.
public struct PropertyCase {
    public let name: String
    public let isWritable: Bool
    /// Sets and reads back; the value given replaces the one derived from the GParamSpec.
    public let check: @MainActor (Widget, Any?) -> String?

    /// A writable Bool, Int, Double, String, String? or Axis property.
    @MainActor
    public static func writable<W: Widget, T: CatalogValue>(_ name: String, _ keyPath: ReferenceWritableKeyPath<W, T>) -> PropertyCase {
        PropertyCase(name: name, isWritable: true) { widget, given in
            let widget = widget as! W
            guard let candidate = given.flatMap({ $0 as? T }) ?? T.candidate(differentFrom: widget[keyPath: keyPath], spec: spec(widget, name)) else {
                return "no other valid value"
            }
            return assign(widget, keyPath, candidate, name: name) { candidate.matches($0) }
        }
    }

    /// A writable property of a generated enumeration.
    @MainActor
    public static func writable<W: Widget, T: RawRepresentable & CaseIterable & Equatable>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<W, T>
    ) -> PropertyCase where T.RawValue == Int32 {
        PropertyCase(name: name, isWritable: true) { widget, _ in
            let widget = widget as! W
            let current = widget[keyPath: keyPath]
            guard let candidate = T.allCases.first(where: { $0 != current }) else { return "one case only" }
            return assign(widget, keyPath, candidate, name: name) { g_value_get_enum($0) == candidate.rawValue }
        }
    }

    /// A writable property of generated flags: one of GTK's own bits, different from now.
    @MainActor
    public static func writable<W: Widget, T: OptionSet & Equatable>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<W, T>
    ) -> PropertyCase where T.RawValue == UInt32 {
        PropertyCase(name: name, isWritable: true) { widget, _ in
            let widget = widget as! W
            let current = widget[keyPath: keyPath]
            let flagsSpec = UnsafeMutableRawPointer(spec(widget, name)).assumingMemoryBound(to: GParamSpecFlags.self)
            let flagsClass = flagsSpec.pointee.flags_class.pointee
            let bits = (0..<Int(flagsClass.n_values)).map { flagsClass.values[$0].value }.filter { $0 != 0 }
            guard let bit = bits.first(where: { $0 != current.rawValue }) else { return "no other flag" }
            let candidate = T(rawValue: bit)
            return assign(widget, keyPath, candidate, name: name) { g_value_get_flags($0) == bit }
        }
    }

    /// A read-only property: the Swift getter agrees with GTK.
    @MainActor
    public static func readOnly<W: Widget, T: CatalogValue>(_ name: String, _ keyPath: KeyPath<W, T>) -> PropertyCase {
        PropertyCase(name: name, isWritable: false) { widget, _ in
            let value = (widget as! W)[keyPath: keyPath]
            return read(widget, name) { value.matches($0) } ? nil : "reads \(value), GTK has another value"
        }
    }

    @MainActor
    public static func readOnly<W: Widget, T: RawRepresentable>(_ name: String, _ keyPath: KeyPath<W, T>) -> PropertyCase where T.RawValue == Int32 {
        PropertyCase(name: name, isWritable: false) { widget, _ in
            let value = (widget as! W)[keyPath: keyPath]
            return read(widget, name) { g_value_get_enum($0) == value.rawValue } ? nil : "reads \(value), GTK has another value"
        }
    }

    /// Sets `candidate` and checks GTK's value, that the set was one recorded GTK call, and
    /// that setting it again makes none.
    @MainActor
    private static func assign<W: Widget, T>(
        _ widget: W, _ keyPath: ReferenceWritableKeyPath<W, T>, _ candidate: T, name: String,
        matches: (UnsafePointer<GValue>) -> Bool
    ) -> String? {
        let first = GtkMutations.measure { widget[keyPath: keyPath] = candidate }
        guard read(widget, name, matches) else { return "set \(candidate), GTK has another value" }
        guard first.propertySets == 1 else { return "setting a new value recorded \(first.propertySets) property sets" }
        let again = GtkMutations.measure { widget[keyPath: keyPath] = candidate }
        return again.propertySets == 0 ? nil : "setting the same value again made a GTK call"
    }

    @MainActor
    static func read(_ widget: Widget, _ name: String, _ matches: (UnsafePointer<GValue>) -> Bool) -> Bool {
        var value = GValue()
        g_value_init(&value, spec(widget, name).pointee.value_type)
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(widget.gtkWidget).assumingMemoryBound(to: GObject.self), name, &value)
        return matches(&value)
    }

    @MainActor
    static func spec(_ widget: Widget, _ name: String) -> UnsafeMutablePointer<GParamSpec> {
        let instance = UnsafeMutableRawPointer(widget.gtkWidget).assumingMemoryBound(to: GTypeInstance.self)
        let objectClass = UnsafeMutableRawPointer(instance.pointee.g_class).assumingMemoryBound(to: GObjectClass.self)
        return g_object_class_find_property(objectClass, name)
    }
}

/// One signal: `connect` sets the `onX` closure, capturing the token and the widget itself (the
/// cycle that leaks if a wrapper owned its closures).
public struct SignalCase {
    public let name: String
    public let connect: @MainActor (Widget, AnyObject) -> Void

    public init<W: Widget>(_ name: String, _ connect: @escaping @MainActor (W, AnyObject) -> Void) {
        self.name = name
        self.connect = { widget, token in connect(widget as! W, token) }
    }
}

/// A Swift type of generated properties whose test value comes from the property's GParamSpec.
public protocol CatalogValue {
    static func candidate(differentFrom current: Self, spec: UnsafeMutablePointer<GParamSpec>) -> Self?
    func matches(_ value: UnsafePointer<GValue>) -> Bool
}

private let uintType = GType(7 << 2)
private let floatType = GType(14 << 2)

extension Bool: CatalogValue {
    public static func candidate(differentFrom current: Bool, spec: UnsafeMutablePointer<GParamSpec>) -> Bool? { !current }
    public func matches(_ value: UnsafePointer<GValue>) -> Bool { (g_value_get_boolean(value) != 0) == self }
}

extension Int: CatalogValue {
    public static func candidate(differentFrom current: Int, spec: UnsafeMutablePointer<GParamSpec>) -> Int? {
        let raw = UnsafeMutableRawPointer(spec)
        let bounds: (Int, Int)
        switch g_type_fundamental(spec.pointee.value_type) {
        case uintType:
            let uintSpec = raw.assumingMemoryBound(to: GParamSpecUInt.self).pointee
            bounds = (Int(uintSpec.minimum), Int(uintSpec.maximum))
        case GType(6 << 2):
            let intSpec = raw.assumingMemoryBound(to: GParamSpecInt.self).pointee
            bounds = (Int(intSpec.minimum), Int(intSpec.maximum))
        default:
            return nil
        }
        guard bounds.0 <= bounds.1 else { return nil }
        return [current + 1, current - 1, bounds.0].first { (bounds.0...bounds.1).contains($0) && $0 != current }
    }

    public func matches(_ value: UnsafePointer<GValue>) -> Bool {
        g_type_fundamental(value.pointee.g_type) == uintType ? Int(g_value_get_uint(value)) == self : Int(g_value_get_int(value)) == self
    }
}

extension Double: CatalogValue {
    public static func candidate(differentFrom current: Double, spec: UnsafeMutablePointer<GParamSpec>) -> Double? {
        let raw = UnsafeMutableRawPointer(spec)
        let range: ClosedRange<Double> = g_type_fundamental(spec.pointee.value_type) == floatType
            ? Double(raw.assumingMemoryBound(to: GParamSpecFloat.self).pointee.minimum)...Double(raw.assumingMemoryBound(to: GParamSpecFloat.self).pointee.maximum)
            : raw.assumingMemoryBound(to: GParamSpecDouble.self).pointee.minimum...raw.assumingMemoryBound(to: GParamSpecDouble.self).pointee.maximum
        return [current + 0.5, current - 0.5, range.lowerBound, range.upperBound].first { range.contains($0) && $0 != current }
    }

    public func matches(_ value: UnsafePointer<GValue>) -> Bool {
        let gtk = g_type_fundamental(value.pointee.g_type) == floatType ? Double(g_value_get_float(value)) : g_value_get_double(value)
        return abs(gtk - self) < 1e-6
    }
}

extension String: CatalogValue {
    public static func candidate(differentFrom current: String, spec: UnsafeMutablePointer<GParamSpec>) -> String? {
        current == "StateGtk" ? "GTK" : "StateGtk"
    }

    public func matches(_ value: UnsafePointer<GValue>) -> Bool { g_value_get_string(value).map { String(cString: $0) } == self }
}

extension Optional: CatalogValue where Wrapped == String {
    public static func candidate(differentFrom current: String?, spec: UnsafeMutablePointer<GParamSpec>) -> String?? {
        current == "StateGtk" ? "GTK" : "StateGtk"
    }

    public func matches(_ value: UnsafePointer<GValue>) -> Bool { g_value_get_string(value).map { String(cString: $0) } == self }
}

extension Axis: CatalogValue {
    public static func candidate(differentFrom current: Axis, spec: UnsafeMutablePointer<GParamSpec>) -> Axis? {
        current == .horizontal ? .vertical : .horizontal
    }

    public func matches(_ value: UnsafePointer<GValue>) -> Bool { g_value_get_enum(value) == (self == .vertical ? 1 : 0) }
}

extension RGBA: CatalogValue {
    public static func candidate(differentFrom current: RGBA, spec: UnsafeMutablePointer<GParamSpec>) -> RGBA? {
        RGBA(red: current.red > 0.5 ? 0.25 : 0.75, green: 0.5, blue: 0.125, alpha: 1)
    }

    public func matches(_ value: UnsafePointer<GValue>) -> Bool {
        guard let boxed = g_value_get_boxed(value) else { return false }
        // GTK 3's components are doubles, GTK 4's floats: compared as floats hold them.
        let color = boxed.assumingMemoryBound(to: GdkRGBA.self).pointee
        return [Double(color.red) - red, Double(color.green) - green, Double(color.blue) - blue, Double(color.alpha) - alpha]
            .allSatisfy { abs($0) < 1e-6 }
    }
}

extension Adjustment: CatalogValue {
    public static func candidate(differentFrom current: Adjustment, spec: UnsafeMutablePointer<GParamSpec>) -> Adjustment? {
        Adjustment(value: 10, lower: 0, upper: current.upper == 100 ? 200 : 100, stepIncrement: 1, pageIncrement: 10)
    }

    public func matches(_ value: UnsafePointer<GValue>) -> Bool {
        guard let object = g_value_get_object(value) else { return false }
        let adjustment = object.assumingMemoryBound(to: GtkAdjustment.self)
        return gtk_adjustment_get_value(adjustment) == self.value && gtk_adjustment_get_lower(adjustment) == lower
            && gtk_adjustment_get_upper(adjustment) == upper && gtk_adjustment_get_step_increment(adjustment) == stepIncrement
            && gtk_adjustment_get_page_increment(adjustment) == pageIncrement && gtk_adjustment_get_page_size(adjustment) == pageSize
    }
}
