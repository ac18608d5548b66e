// toolkit: both
import Foundation
/// The statistics of the benchmarks: medians and distribution-free intervals for them.
public enum Statistics {
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    public static func geometricMean(_ values: [Double]) -> Double? {
        guard !values.isEmpty, values.allSatisfy({ $0 > 0 }) else { return nil }
        return exp(values.map(log).reduce(0, +) / Double(values.count))
    }

    /// A confidence interval for the median of `values` that assumes nothing about the shape of
    /// their distribution: two order statistics, chosen with the binomial distribution.
    ///
    /// Timings on a shared machine have a long right tail (another process takes the CPU for a
    /// while), so an interval from a mean and a standard deviation would be wrong. The number B of
    /// values below the true median is Binomial(n, ½), and the r-th smallest value lies above the
    /// median only when B ≤ r − 1; by symmetry the same goes for the r-th largest, so
    /// [x₍ᵣ₎, x₍ₙ₊₁₋ᵣ₎] misses the median with probability 2·P(B ≤ r − 1). The largest r whose miss
    /// probability is at most 1 − `confidence` is taken, so the coverage is at least `confidence`
    /// (97.9% for 10 values).
    ///
    /// ```swift
    /// Statistics.medianInterval([1.0, 1.1, 0.9, 1.2, 1.0, 1.05, 0.95, 1.3, 1.0, 1.1])  // 0.95...1.2
    /// ```
    ///
    /// Nil when there are too few values for that confidence (fewer than 6 for 95%).
    public static func medianInterval(_ values: [Double], confidence: Double = 0.95) -> ClosedRange<Double>? {
        let count = values.count
        let tail = (1 - confidence) / 2
        var rank = 0, below = 0.0  // below = P(B ≤ rank − 1)
        while rank < count / 2 {
            let next = below + binomialHalf(count, rank)
            if next > tail { break }
            below = next
            rank += 1
        }
        guard rank >= 1 else { return nil }
        let sorted = values.sorted()
        return sorted[rank - 1]...sorted[count - rank]
    }

    /// P(B = k) for B ~ Binomial(n, ½), through logarithms so that large n does not overflow.
    private static func binomialHalf(_ n: Int, _ k: Int) -> Double {
        exp(lgamma(Double(n + 1)) - lgamma(Double(k + 1)) - lgamma(Double(n - k + 1)) - Double(n) * log(2))
    }
}

/// How one implementation's times compare with another's, run by run: each repetition runs every
/// implementation once, back to back, so the ratio within a repetition cancels the slow drift of
/// a shared machine, and the spread of those ratios says how far a single figure can be trusted.
public struct PairedComparison: Sendable {
    /// The median of the per-repetition ratios.
    public let ratio: Double
    /// A confidence interval for that median (see `Statistics.medianInterval`); nil with too few runs.
    public let interval: ClosedRange<Double>?

    /// Run i of `numerator` against run i of `denominator`; nil unless both ran the same number of times.
    public init?(_ numerator: [Double], _ denominator: [Double], confidence: Double = 0.95) {
        guard !numerator.isEmpty, numerator.count == denominator.count,
              denominator.allSatisfy({ $0 > 0 }) else { return nil }
        let ratios = zip(numerator, denominator).map { $0 / $1 }
        ratio = Statistics.median(ratios)
        interval = Statistics.medianInterval(ratios, confidence: confidence)
    }

    /// Whether the numerator is slower than `factor` times the denominator beyond the noise: the
    /// whole interval lies above `factor`. Without an interval, the median alone decides.
    public func exceeds(_ factor: Double) -> Bool { (interval?.lowerBound ?? ratio) > factor }
}
