/// Where a list's rows went when its items changed, found by reading a few keys near where they
/// were instead of every key: a list of any length takes new items in time proportional to the
/// rows on screen and the rows measured, not to its items.
///
/// A row is looked for at its old index moved by nothing (the items changed below it), by the
/// change in the number of items (they changed above it) or by as much as the row found before
/// it moved. The rows on screen (the anchors) are also looked for within `anchorRadius` rows of
/// those places. A measured row that is not found loses its measurement until it comes on screen
/// again; when no row on screen is found, the list keeps its scroll offset.
///
/// ```swift
/// // Two items inserted at the top of a list scrolled to row 500 (keys are the items' ids):
/// let found = RowRelocation.anchor(anchors, oldCount: 1_000, newCount: 1_002) { newIDs[$0] }
/// found?.index                                       // 502
/// let heights = RowRelocation.heights(
///     old, oldKey: { oldIDs[$0] }, newCount: 1_002, estimate: 30, shifts: [2]) { newIDs[$0] }
/// ```
package enum RowRelocation {
    /// How many rows from its old place (or from that place moved by the change in count) a row
    /// on screen is looked for.
    package static let anchorRadius = 512

    /// The first of `anchors` (the rows on screen, top first, in a run) that is still among the
    /// items, with its new index; nil when none is within `radius` rows of where it was or of
    /// that place moved by the change in count. Looks nearest first and reads each index once:
    /// at most the anchors' run plus `radius` rows each side, around each of the two places, and
    /// about the anchors' run when the rows on screen moved by nothing or by the change in count.
    package static func anchor<Key: Hashable>(
        _ anchors: [ScrollAnchor<Key>], oldCount: Int, newCount: Int, radius: Int = anchorRadius, key: (Int) -> Key
    ) -> (anchor: ScrollAnchor<Key>, index: Int)? {
        guard newCount > 0, let first = anchors.first else { return nil }
        var lowest = first.index, highest = first.index
        for anchor in anchors {
            lowest = min(lowest, anchor.index)
            highest = max(highest, anchor.index)
        }
        // The first row the search below reads is the top anchor's own place, and the top anchor
        // found there is its answer: that row is read before the anchors are hashed, since most
        // changes (an item changed in place, items added below) leave the rows on screen where
        // they were. Otherwise the search takes the key read.
        var lowestKey: Key?
        if anchors[0].index == lowest, lowest < newCount {
            let key = key(lowest)
            if key == anchors[0].key { return (anchors[0], lowest) }
            lowestKey = key
        }
        var positions: [Key: Int] = [:]
        for (position, anchor) in anchors.enumerated() where positions[anchor.key] == nil { positions[anchor.key] = position }
        let shift = newCount - oldCount
        let centers = shift == 0 ? [0] : [0, shift]
        var found: (position: Int, index: Int)?
        // Once an anchor is found, the ones above it (if still there) are within the run.
        var last = radius
        var distance = 0
        // Until the rings around both places have left the items.
        while distance <= last, centers.contains(where: { lowest + $0 - distance >= 0 || highest + $0 + distance < newCount }) {
            for center in centers {
                // The rows the other center has read by now are not read again.
                let other = center == 0 ? shift : 0
                let otherDistance = center == 0 ? distance - 1 : distance
                let rows = distance == 0 ? Array(lowest + center...highest + center) : [lowest + center - distance, highest + center + distance]
                for index in rows where index >= 0 && index < newCount {
                    if centers.count == 2, otherDistance >= 0, index >= lowest + other - otherDistance, index <= highest + other + otherDistance {
                        continue
                    }
                    let rowKey = distance == 0 && center == 0 && index == lowest ? lowestKey ?? key(index) : key(index)
                    guard let position = positions[rowKey] else { continue }
                    if position == 0 { return (anchors[0], index) }
                    if found == nil || position < found!.position { found = (position, index) }
                    last = min(last, distance + anchors.count)
                }
            }
            distance += 1
        }
        return found.map { (anchors[$0.position], $0.index) }
    }

    /// The heights of the new items: each measured row of `old` found at its old index moved by
    /// the shift of the measured row found before it or by one of `shifts` keeps its height; the
    /// others have the estimate. Reads one old key and at most `shifts.count + 1` new keys per
    /// measured row.
    package static func heights<Key: Hashable>(
        _ old: RowHeightIndex, oldKey: (Int) -> Key, newCount: Int, estimate: Double, shifts: [Int], newKey: (Int) -> Key
    ) -> RowHeightIndex {
        var carried: [(index: Int, height: Double)] = []
        var lastShift = 0
        for (index, height) in old.measurements.sorted(by: { $0.index < $1.index }) {
            let key = oldKey(index)
            func isThere(_ shift: Int) -> Bool {
                let moved = index + shift
                return moved >= 0 && moved < newCount && newKey(moved) == key
            }
            guard let shift = isThere(lastShift) ? lastShift : shifts.first(where: { $0 != lastShift && isThere($0) }) else { continue }
            carried.append((index + shift, height))
            lastShift = shift
        }
        return RowHeightIndex(count: newCount, estimate: estimate, measurements: carried)
    }
}
