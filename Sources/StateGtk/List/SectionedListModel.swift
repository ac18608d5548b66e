// toolkit: both
import StateGtkCore
/// A sectioned collection as a list's rows: each section's header row, then its items' rows
/// (`ListSections` maps the rows). Only the section collections are kept, one per section;
/// nothing is copied per item.
@MainActor
final class SectionedListModel<Sections: RandomAccessCollection, Items: RandomAccessCollection, SectionKey: Hashable, Key: Hashable>: ListModel {
    let sectionValues: Sections
    private let itemCollections: [Items]
    private let sectionKeyOf: (Sections.Element) -> SectionKey
    private let itemKeyOf: (Items.Element) -> Key
    private let describeHeader: @MainActor (Sections.Element, ListRow) -> ShadowViewElement
    private let describeItem: @MainActor (Items.Element, ListRow) -> ShadowViewElement
    private let sameSections: ((Sections, Sections) -> Bool)?
    let sections: ListSections?
    let count: Int

    init(
        sections: Sections, sectionKey: @escaping (Sections.Element) -> SectionKey, items: (Sections.Element) -> Items,
        itemKey: @escaping (Items.Element) -> Key,
        header: @escaping @MainActor (Sections.Element, ListRow) -> ShadowViewElement,
        row: @escaping @MainActor (Items.Element, ListRow) -> ShadowViewElement,
        sameSections: ((Sections, Sections) -> Bool)?
    ) {
        sectionValues = sections
        itemCollections = sections.map(items)
        sectionKeyOf = sectionKey
        itemKeyOf = itemKey
        describeHeader = header
        describeItem = row
        self.sameSections = sameSections
        let layout = ListSections(itemCounts: itemCollections.lazy.map(\.count))
        self.sections = layout
        count = layout.rowCount
    }

    private func section(_ index: Int) -> Sections.Element {
        sectionValues[sectionValues.index(sectionValues.startIndex, offsetBy: index)]
    }

    /// The row's section, and its item when it is not the header.
    private func content(at row: Int) -> (section: Int, item: Items.Element?) {
        guard let position = sections!.item(at: row) else { return (sections!.section(containing: row), nil) }
        let items = itemCollections[position.section]
        return (position.section, items[items.index(items.startIndex, offsetBy: position.item)])
    }

    func key(at index: Int) -> AnyHashable {
        let content = content(at: index)
        guard let item = content.item else { return AnyHashable(SectionHeaderKey(section: sectionKeyOf(section(content.section)))) }
        return AnyHashable(itemKeyOf(item))
    }

    func fastKey(at index: Int) -> FastKey {
        let content = content(at: index)
        guard let item = content.item else { return FastKey(SectionHeaderKey(section: sectionKeyOf(section(content.section)))) }
        return FastKey(itemKeyOf(item))
    }

    func item(at index: Int) -> Any {
        let content = content(at: index)
        return content.item.map { $0 as Any } ?? section(content.section)
    }

    func describeRow(at index: Int, _ row: ListRow) -> ShadowViewElement {
        let content = content(at: index)
        guard let item = content.item else { return describeHeader(section(content.section), row) }
        return describeItem(item, row)
    }

    func hasSameItems(as other: any ListModel) -> Bool {
        guard let sameSections, let other = other as? Self else { return false }
        return sameSections(sectionValues, other.sectionValues)
    }
}

/// A section header's key among the list's row keys: never equal to an item's key, even when
/// sections and items are keyed by the same type.
struct SectionHeaderKey<SectionKey: Hashable>: Hashable, SectionHeaderKeyProtocol {
    let section: SectionKey
    var sectionKey: AnyHashable { AnyHashable(section) }
}

/// A header key with its section key type erased.
protocol SectionHeaderKeyProtocol {
    var sectionKey: AnyHashable { get }
}
