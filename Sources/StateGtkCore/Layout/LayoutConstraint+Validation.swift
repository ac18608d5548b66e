import Foundation

extension LayoutConstraint {
    /// The largest constant or multiplier a constraint may hold. GTK's sizes and positions are
    /// 32-bit integers, and a chain of children adds their constants up: a million pixels leaves
    /// room for two thousand of them and is far past any screen, so a larger number is a mistake
    /// (a unit mix-up, an uninitialised value), not a layout.
    package static let largestMagnitude = 1_000_000.0

    /// Why the solver cannot take this constraint: a number that is NaN, infinite or beyond
    /// ``largestMagnitude``, or a NaN priority. Nil when it is sound. Such a constraint is dropped
    /// with a diagnostic, like an unsatisfiable one, since no value of it means anything.
    package var numericProblem: String? {
        if priority.value.isNaN { return "its priority is NaN" }
        let numbers = [("constant", constant), ("multiplier", multiplier)]
            + (rightToLeftConstant.map { [("right-to-left constant", $0)] } ?? [])
        for (name, value) in numbers {
            if !value.isFinite { return "its \(name) is \(value)" }
            if abs(value) > Self.largestMagnitude {
                return "its \(name) \(value) is beyond ±\(Int(Self.largestMagnitude)), past GTK's 32-bit sizes"
            }
        }
        return nil
    }
}
