#if GTK3
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
#endif
