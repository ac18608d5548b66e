import StateGtkCore

extension StateView {
    /// The placements without repeated keys or repeated widget instances (the first placement
    /// wins), and the plan for them.
    ///
    /// A widget is one GtkWidget with one parent: placed under two keys, it would be inserted
    /// twice (GTK: a CRITICAL from the container), and removing either key would take it off
    /// screen while the other still listed it.
    ///
    /// A plan without insertions maps every placement to a different previous child, and those
    /// had unique keys and instances: re-renders that add nothing (most of them) skip the hashing.
    /// `previous`: the previous render's elements, when they match the children. An element
    /// placed again is its child's own, so the plan need not read either to match them.
    func uniquePlacements(_ placed: [ShadowViewElement], _ previous: [ObjectIdentifier]?) -> ([ShadowViewElement], ReconcilePlan) {
        let old = children.lazy.map(MountedChild.identity(of:))
        let plan = Reconciler.plan(
            old: old, new: placed.lazy.map(ShadowViewElement.identity(of:)), knownSame: Self.sameElements(previous, placed))
        guard plan.insertions > 0 else { return (placed, plan) }
        var keys = Set<FastKey>()
        keys.reserveCapacity(placed.count)
        var instances = Set<UInt>()  // addresses only: no element retained per placement
        var unique: [ShadowViewElement] = []
        unique.reserveCapacity(placed.count)
        for element in placed {
            guard keys.insert(element.identity.fastKey).inserted else {
                stateGtkLog.error(
                    "\(Self.self) placed the key \(describe(element.key)) more than once in one render; the first placement wins, this one is ignored (\(element.location))")
                continue
            }
            if case .widget(let address) = element.identity.kind, !instances.insert(address).inserted {
                let first = unique.first { $0.identity.kind == element.identity.kind }!.key
                stateGtkLog.error(
                    "\(Self.self) placed one \(Self.instanceName(element)) under the keys \(describe(first)) and \(describe(element.key)) in one render; it stays under \(describe(first)), the placement under \(describe(element.key)) is ignored (\(element.location))")
                continue
            }
            unique.append(element)
        }
        guard unique.count < placed.count else { return (placed, plan) }
        return (unique, Reconciler.plan(
            old: old, new: unique.lazy.map(ShadowViewElement.identity(of:)), knownSame: Self.sameElements(previous, unique)))
    }

    /// The wrapper's type (`Label`), or `GtkWidget` for a raw one.
    private static func instanceName(_ element: ShadowViewElement) -> String {
        (element.payload as? Widget).map { "\(type(of: $0))" } ?? "GtkWidget"
    }
}
