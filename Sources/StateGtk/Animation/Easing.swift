// toolkit: both
import Foundation
/// How an animation's progress maps to time, from 0 to 1.
///
/// ```swift
/// view.state.apply { $0.editing() }.via(.fade(duration: 0.25, easing: .easeOut))
/// ```
public enum Easing: Sendable {
    /// Constant speed.
    case linear
    /// Starts slowly, ends at full speed.
    case easeIn
    /// Starts at full speed, slows to a stop.
    case easeOut
    /// Starts and ends slowly.
    case easeInOut
    /// Any curve; it should map 0 to 0 and 1 to 1.
    case custom(@Sendable (Double) -> Double)

    /// The eased value of linear progress `t` (clamped to 0...1).
    public func callAsFunction(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: return 1 - pow(1 - t, 3)
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        case .custom(let curve): return curve(t)
        }
    }
}
