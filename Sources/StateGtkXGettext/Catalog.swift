/// The messages of all the sources, in order of first appearance, one entry per context and id.
struct Catalog {
    private(set) var entries: [CatalogEntry] = []
    private var indexByKey: [CatalogEntry.Key: Int] = [:]

    mutating func add(_ entry: CatalogEntry) {
        if let index = indexByKey[entry.key] {
            entries[index].merge(entry)
        } else {
            indexByKey[entry.key] = entries.count
            entries.append(entry)
        }
    }
}
