/// The positions (ascending) of one longest strictly increasing subsequence of `values`,
/// skipping entries that are `nil`. O(n log n): patience sorting with back-links.
///
/// The kept children that form this subsequence are already in relative order; every other kept
/// child needs exactly one move, which makes the move count minimal.
@usableFromInline
func longestIncreasingSubsequence(_ values: [Int?]) -> [Int] {
    var tails: [Int] = []                    // positions; values[tails[k]] is the smallest tail of length k+1
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        guard let value else { continue }
        var low = 0, high = tails.count
        while low < high {
            let mid = (low + high) / 2
            if values[tails[mid]]! < value { low = mid + 1 } else { high = mid }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result = [Int](repeating: 0, count: tails.count)
    var position = tails.last ?? -1
    var index = tails.count - 1
    while position >= 0 {
        result[index] = position
        index -= 1
        position = previous[position]
    }
    return result
}
