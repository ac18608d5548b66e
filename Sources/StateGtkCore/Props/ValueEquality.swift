/// Compares two values of unknown static type by value when their dynamic type is Equatable.
///
/// Returns `nil` when the values cannot be compared (not Equatable, or of different types), which
/// callers treat as "changed": an update too many is safe, a missed one is a bug.
package func valuesAreEqual(_ lhs: Any?, _ rhs: Any?) -> Bool? {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case let (lhs?, rhs?):
        // Optionals nested in Any (a state value `Any?` holding `String?`) unwrap here.
        if let lhs = lhs as? any Equatable { return lhs.isEqual(toAny: rhs) }
        return nil
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool? {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
