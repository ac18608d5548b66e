import Foundation

enum Statistics {
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func geometricMean(_ values: [Double]) -> Double? {
        guard !values.isEmpty, values.allSatisfy({ $0 > 0 }) else { return nil }
        return exp(values.map(log).reduce(0, +) / Double(values.count))
    }
}
