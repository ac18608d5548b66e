// toolkit: both
import BenchmarkSupport
/// What the soak's views show: a tree of keyed children, changed at random one step at a time.
struct SoakNode: Equatable, Sendable {
    enum Kind: String, Hashable, Sendable {
        /// A SoakRow view.
        case row
        /// A SoakOtherRow view: the same key switches between these two view types.
        case otherRow
        /// A plain Label widget: the same key switches between a view and a widget.
        case label
        /// A nested SoakGroup view with children of its own.
        case group
        /// A SoakListGroup: its children (rows of either type) shown by a recycling ListView.
        case list
    }

    enum Layout: Equatable, Sendable, CaseIterable {
        case constraints, vertical, horizontal, grid
    }

    var key: Int
    var kind: Kind
    var children: [SoakNode] = []
    var layout: Layout = .constraints
    /// Moves every constrained child: a constraint change with the same children.
    var shift = 0
    /// A key placed a second time at the end of the render (reported; the first wins).
    var duplicate: Int?

    /// The children as they must appear on screen: a duplicate placement adds nothing.
    var nodeCount: Int { children.reduce(0) { $0 + 1 + $1.nodeCount } }
}

/// The random steps: inserts, removes, moves, kind switches, duplicate keys, layout and
/// constraint changes, anywhere in the tree (groups nest up to three deep).
struct SoakMutator {
    static let maximumChildren = 12
    static let maximumNodes = 80
    static let maximumDepth = 3

    var random: SplitMix64
    private var nextKey = 0
    /// Steps in a thousand that place a key twice (each is reported on the log).
    let duplicatesPerThousand: Int
    /// Kinds never made (`--without`, to tell which kind a heap change comes with): labels, groups or lists.
    let excluded: Set<SoakNode.Kind>

    init(seed: UInt64, duplicatesPerThousand: Int = 60, excluding excluded: Set<SoakNode.Kind> = []) {
        precondition(excluded.isSubset(of: [.label, .group, .list]), "the soak always makes both kinds of row")
        random = SplitMix64(seed: seed)
        self.duplicatesPerThousand = duplicatesPerThousand
        self.excluded = excluded
    }

    /// Changes `root` by one random step.
    mutating func step(_ root: inout SoakNode) {
        clearDuplicates(&root)
        var paths: [[Int]] = []
        collectGroups(root, path: [], into: &paths)
        let path = paths[random.below(paths.count)]
        let total = root.nodeCount
        mutate(&root, at: path[...], depth: path.count, total: total)
    }

    private mutating func mutate(_ group: inout SoakNode, at path: ArraySlice<Int>, depth: Int, total: Int) {
        if let first = path.first {
            mutate(&group.children[first], at: path.dropFirst(), depth: depth, total: total)
            return
        }
        // A list's children are rows: nothing nests, and its layout is the list's.
        let depth = group.kind == .list ? Self.maximumDepth + 1 : depth
        let count = group.children.count
        if count > 0, random.below(1000) < duplicatesPerThousand {
            group.duplicate = group.children[random.below(count)].key
            return
        }
        switch random.below(100) {
        case 0..<36 where count < Self.maximumChildren && total < Self.maximumNodes:
            nextKey += 1
            group.children.insert(SoakNode(key: nextKey, kind: newKind(depth: depth)), at: random.below(count + 1))
        case 0..<50 where count > 0:
            group.children.remove(at: random.below(count))
        case 50..<62 where count > 1:
            let moved = group.children.remove(at: random.below(count))
            group.children.insert(moved, at: random.below(count))
        case 62..<78 where count > 0:
            let index = random.below(count)
            let kind = group.children[index].kind
            var switched = newKind(depth: depth)
            while switched == kind { switched = newKind(depth: depth) }
            group.children[index].kind = switched
            if switched != .group && switched != .list { group.children[index].children = [] }
        case 78..<88:
            group.layout = SoakNode.Layout.allCases[random.below(SoakNode.Layout.allCases.count)]
        default:
            group.shift = random.below(40)
        }
    }

    private mutating func newKind(depth: Int) -> SoakNode.Kind {
        let kinds: [SoakNode.Kind] = switch depth {
        case ..<Self.maximumDepth: [.row, .otherRow, .label, .group, .list]
        case Self.maximumDepth: [.row, .otherRow, .label]
        default: [.row, .otherRow]  // in a list
        }
        let made = excluded.isEmpty ? kinds : kinds.filter { !excluded.contains($0) }
        return made[random.below(made.count)]
    }

    private func collectGroups(_ node: SoakNode, path: [Int], into paths: inout [[Int]]) {
        paths.append(path)
        for (index, child) in node.children.enumerated() where child.kind == .group || child.kind == .list {
            collectGroups(child, path: path + [index], into: &paths)
        }
    }

    /// A duplicate lasts one render.
    private func clearDuplicates(_ node: inout SoakNode) {
        node.duplicate = nil
        for index in node.children.indices where node.children[index].kind == .group || node.children[index].kind == .list {
            clearDuplicates(&node.children[index])
        }
    }
}

extension SplitMix64 {
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
