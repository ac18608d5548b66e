/// Lays children out one after another along an axis, in placement order: the arrangement for
/// lists of rows, which never goes through a constraint solver.
package enum StackLayout {
    /// One child's request along the stack's axis.
    package struct Request: Sendable {
        package var minimum: Double
        package var natural: Double
        package var expands: Bool
        package init(minimum: Double, natural: Double, expands: Bool) {
            self.minimum = minimum
            self.natural = natural
            self.expands = expands
        }
    }

    /// The minimum and natural length of the whole stack.
    package static func measure(_ requests: [Request], spacing: Double) -> (minimum: Double, natural: Double) {
        guard !requests.isEmpty else { return (0, 0) }
        var minimum = 0.0, natural = 0.0
        for request in requests {
            minimum += request.minimum
            natural += request.natural
        }
        let gaps = spacing * Double(requests.count - 1)
        return (minimum + gaps, natural + gaps)
    }

    /// One child's place along the stack.
    package typealias Slot = (offset: Double, length: Double)

    /// Each child's offset and length when the stack is `available` long: naturals when they fit,
    /// the spare space shared by the expanding children, shrinking towards minimums when short.
    package static func distribute(_ requests: [Request], spacing: Double, available: Double) -> [Slot] {
        var slots: [Slot] = []
        distribute(requests, spacing: spacing, available: available, into: &slots)
        return slots
    }

    /// `distribute` into a buffer the caller keeps: GTK lays out every row of a list several times
    /// a frame, and two arrays allocated per call showed in its profile.
    package static func distribute(_ requests: [Request], spacing: Double, available: Double, into slots: inout [Slot]) {
        slots.removeAll(keepingCapacity: true)
        guard !requests.isEmpty else { return }
        let total = measure(requests, spacing: spacing)
        var expanding = 0
        for request in requests where request.expands { expanding += 1 }
        let fits = available >= total.natural
        // Fitting: expanding children share the spare space. Short: every child shrinks in
        // proportion to how far it can shrink.
        let share = fits && expanding > 0 ? (available - total.natural) / Double(expanding) : 0
        let shrinkable = total.natural - total.minimum
        let missing = fits ? 0 : min(total.natural - available, shrinkable)
        var offset = 0.0
        for request in requests {
            var length = request.natural
            if request.expands { length += share }
            if missing > 0 { length -= missing * (request.natural - request.minimum) / shrinkable }
            slots.append((offset, length))
            offset += length + spacing
        }
    }
}
