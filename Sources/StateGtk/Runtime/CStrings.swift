// toolkit: both
/// Calls a C function with `string` lent as a C string.
///
/// A String handed straight to a C function is copied into two heap blocks on every call (Swift's
/// implicit conversion); `withCString` lends the string's own UTF-8 bytes, or a stack copy of a
/// short one. These are nonisolated and take the C function as a value, not wrapped in a closure:
/// a closure written in main-actor code and handed to the standard library checks its executor
/// on every call.
///
/// ```swift
/// passing(text, to: gtk_label_set_text, label)
/// let widget = passing(text, to: gtk_label_new)
/// ```
nonisolated func passing<Target, Result>(
    _ string: String, to function: (Target, UnsafePointer<CChar>?) -> Result, _ target: Target
) -> Result {
    string.withCString { function(target, $0) }
}

/// `passing(_:to:_:)` for a C function whose only argument is the string.
nonisolated func passing<Result>(_ string: String, to function: (UnsafePointer<CChar>?) -> Result) -> Result {
    string.withCString { function($0) }
}
