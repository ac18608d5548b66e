/// Lays children out one after another along an axis, in placement order: the arrangement for
/// lists of rows, which never goes through a constraint solver.
public enum StackLayout {
    /// One child's request along the stack's axis.
    public struct Request: Sendable {
        public var minimum: Double
        public var natural: Double
        public var expands: Bool
        public init(minimum: Double, natural: Double, expands: Bool) {
            self.minimum = minimum
            self.natural = natural
            self.expands = expands
        }
    }

    /// The minimum and natural length of the whole stack.
    public static func measure(_ requests: [Request], spacing: Double) -> (minimum: Double, natural: Double) {
        guard !requests.isEmpty else { return (0, 0) }
        var minimum = 0.0, natural = 0.0
        for request in requests {
            minimum += request.minimum
            natural += request.natural
        }
        let gaps = spacing * Double(requests.count - 1)
        return (minimum + gaps, natural + gaps)
    }

    /// Each child's offset and length when the stack is `available` long: naturals when they fit,
    /// the spare space shared by the expanding children, shrinking towards minimums when short.
    public static func distribute(_ requests: [Request], spacing: Double, available: Double) -> [(offset: Double, length: Double)] {
        guard !requests.isEmpty else { return [] }
        let total = measure(requests, spacing: spacing)
        var lengths = requests.map(\.natural)
        if available >= total.natural {
            let expanding = requests.count { $0.expands }
            if expanding > 0 {
                let share = (available - total.natural) / Double(expanding)
                for index in requests.indices where requests[index].expands { lengths[index] += share }
            }
        } else {
            // Shrink every child in proportion to how far it can shrink.
            let shrinkable = total.natural - total.minimum
            let missing = min(total.natural - available, shrinkable)
            if shrinkable > 0 {
                for index in requests.indices {
                    let room = requests[index].natural - requests[index].minimum
                    lengths[index] -= missing * room / shrinkable
                }
            }
        }
        var result: [(offset: Double, length: Double)] = []
        result.reserveCapacity(requests.count)
        var offset = 0.0
        for length in lengths {
            result.append((offset, length))
            offset += length + spacing
        }
        return result
    }
}
