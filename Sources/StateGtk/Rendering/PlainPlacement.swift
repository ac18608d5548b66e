import StateGtkCore

/// A placement that asks nothing of its child once the child exists: no props, no constraint
/// closure, no state links, no `.alwaysUpdate()`. Only its identity, layout modifiers and place in
/// the source (which layout diagnostics name) matter.
///
/// A render that places exactly the plain placements of the one before (a row that sets its
/// labels' text and places them again, say) has nothing to hand its children: they keep their
/// elements, and the old elements and child records, cold in the cache on a long list, are not
/// read. In the keyed-list benchmark's update (100 rows re-rendered) the rows' reconciliation
/// after `render()` went from 1.9 to 1.2 µs a row.
struct PlainPlacement {
    let identity: ElementIdentity
    let layout: PlacementLayout
    let location: SourceLocation

    init?(_ element: ShadowViewElement) {
        guard element.constraints == nil, element.isReusable, element.props.isEmpty else { return nil }
        identity = element.identity
        layout = element.layout
        location = element.location
    }

    /// The plain placements of `elements`, or nil when any of them is not plain.
    static func of(_ elements: [ShadowViewElement]) -> [PlainPlacement]? {
        var plain: [PlainPlacement] = []
        for element in elements {
            guard let placement = PlainPlacement(element) else { return nil }
            // Reserved only now: a list of a thousand rows with props fails at its first one.
            if plain.isEmpty { plain.reserveCapacity(elements.count) }
            plain.append(placement)
        }
        return plain
    }

    /// Whether `elements` are, one by one, the plain placements `plain`.
    ///
    /// Compared field by field in the buffer, borrowed in place: building a `PlainPlacement` of
    /// each element, or copying one out of the array, copied (and retained) its key and file
    /// name (a third of the matching's perf samples in the benchmark's update).
    static func matches(_ elements: [ShadowViewElement], _ plain: [PlainPlacement]) -> Bool {
        guard elements.count == plain.count else { return false }
        return plain.withUnsafeBufferPointer { plain in
            for index in plain.indices {
                let element = elements[index]
                guard element.identity == plain[index].identity, element.constraints == nil, element.isReusable,
                      element.props.isEmpty, element.location == plain[index].location,
                      element.layout == plain[index].layout else { return false }
            }
            return true
        }
    }
}
