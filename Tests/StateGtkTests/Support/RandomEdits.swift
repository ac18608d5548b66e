// toolkit: both
/// A reproducible random sequence (SplitMix64) for the randomised tests.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededRandom {
    /// One random edit of `list`: about a fifth removed, up to two moved, and up to three new
    /// elements from `make` inserted anywhere while the list is shorter than `limit`.
    mutating func edit<Element>(_ list: [Element], limit: Int, make: () -> Element) -> [Element] {
        var new = list.filter { _ in next() % 5 != 0 }
        for _ in 0..<Int(next() % 3) where new.count > 1 {
            let moved = new.remove(at: Int(next() % UInt64(new.count)))
            new.insert(moved, at: Int(next() % UInt64(new.count + 1)))
        }
        for _ in 0..<Int(next() % 4) where new.count < limit {
            new.insert(make(), at: Int(next() % UInt64(new.count + 1)))
        }
        return new
    }
}
