// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// GVariant's text format: what GSettings' keyfile backend stores and schema defaults are
/// written in.
enum GVariantText {
    /// `value` as GVariant text ("280", "'dark'", "['a', 'b']").
    static func print<Value: SettingValue>(_ value: Value) -> String {
        let variant = g_variant_ref_sink(value.variant)
        defer { g_variant_unref(variant) }
        return print(borrowing: variant!)
    }

    /// A variant the caller keeps, as GVariant text.
    static func print(borrowing variant: OpaquePointer) -> String {
        let text = g_variant_print(variant, 0)!
        defer { g_free(text) }
        return String(cString: text)
    }
}
