#if GTK3
import BenchmarkSupport
import XCTest
import BenchmarkSupport
@testable import KeyedListBenchmark
/// The statistics that decide whether the keyed-list benchmark calls a target missed.
final class StatisticsTests: XCTestCase {
    func testMedianIntervalOfTenValuesIsTheSecondAndNinthSmallest() {
        // For 10 values the 95% interval is [x₍₂₎, x₍₉₎]: it misses with 2·P(B ≤ 1) = 22/1024.
        let values = [1.0, 1.1, 0.9, 1.2, 1.0, 1.05, 0.95, 1.3, 1.0, 1.1]
        XCTAssertEqual(Statistics.medianInterval(values), 0.95...1.2)
    }

    func testMedianIntervalNarrowsWithMoreValues() {
        // 20 values: [x₍₆₎, x₍₁₅₎] (2·P(B ≤ 5) = 0.041; with x₍₇₎ it would be 0.115).
        let values = (1...20).map(Double.init).reversed()
        XCTAssertEqual(Statistics.medianInterval(Array(values)), 6...15)
    }

    func testTooFewValuesGiveNoInterval() {
        // Five values: even [min, max] misses the median with probability 2/32 > 5%.
        XCTAssertNil(Statistics.medianInterval([1, 2, 3, 4, 5]))
        XCTAssertEqual(Statistics.medianInterval([1, 2, 3, 4, 5, 6]), 1...6)
    }

    func testIntervalCoversTheMedianAtLeastAsOftenAsPromised() {
        // Simulated: 2,000 samples of 10 draws from a skewed distribution with a known median.
        var random = SplitMix64(seed: 7)
        let trueMedian = log(2.0)  // of the exponential distribution with rate 1
        var covered = 0
        for _ in 0..<2_000 {
            let draws = (0..<10).map { _ in -log(Double(random.next() % 1_000_000 + 1) / 1_000_001) }
            if Statistics.medianInterval(draws)!.contains(trueMedian) { covered += 1 }
        }
        // Promised coverage 97.9%; with 2,000 trials, 95% is far outside the sampling noise.
        XCTAssertGreaterThan(Double(covered) / 2_000, 0.95)
    }

    func testPairedComparisonPairsRunsByRepetition() {
        // StateGtk 10% slower in every repetition while the machine drifts from 1x to 2x: the
        // paired ratio sees 1.1 exactly; the medians alone would see the drift as noise.
        let reference = (0..<10).map { 1.0 + Double($0) / 10 }
        let measured = reference.map { $0 * 1.1 }
        let comparison = PairedComparison(measured, reference)!
        XCTAssertEqual(comparison.ratio, 1.1, accuracy: 1e-12)
        XCTAssertTrue(comparison.exceeds(1.0))
        XCTAssertFalse(comparison.exceeds(1.5))
    }

    func testRatiosOnBothSidesOfTheTargetDoNotExceedIt() {
        let reference = Array(repeating: 1.0, count: 10)
        let measured = [0.9, 1.2, 0.95, 1.1, 1.05, 0.97, 1.08, 1.02, 0.99, 1.15]
        let comparison = PairedComparison(measured, reference)!
        XCTAssertGreaterThan(comparison.ratio, 1)
        XCTAssertFalse(comparison.exceeds(1.0))
        XCTAssertTrue(comparison.interval!.contains(1.0))
    }

    func testUnpairedRunsGiveNoComparison() {
        XCTAssertNil(PairedComparison([1, 2, 3], [1, 2]))
        XCTAssertNil(PairedComparison([], []))
    }
}
#endif
