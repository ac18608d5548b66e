// toolkit: both
import StateGtkCore
/// Sections of a placed `ListView`: items grouped under header rows.
extension Placement where Placed == ListView {
    /// The list's items in sections, each shown under a header row, like a `UITableView` with
    /// sections. `items` gives a section's items; `header` places the section's header view and
    /// `row` an item's view, each through its `ListRow` as `items(_:key:row:)` does. Headers are
    /// virtualised like rows (100,000 items in 1,000 sections realise only what is on screen);
    /// they are never selected, activated or found by type-ahead, and the cursor keys step
    /// over them. Assistive technologies see them as headings. What it returns takes the
    /// items' keys, as `items(_:key:row:)`'s does.
    ///
    /// ```swift
    /// struct Language: Equatable { var name: String; var repositories: [Repository] }
    ///
    /// place(ListView.self, key: "repositories") { make in make.edges.equalTo(self) }
    ///     .sections(languages, key: { $0.name }, items: { $0.repositories }, itemKey: { $0.id }) { language, row in
    ///         row.place(LanguageHeader.self).prop(LanguageHeader.name, is: language.name)
    ///     } row: { repository, row in
    ///         row.place(RepositoryRow.self).prop(RepositoryRow.repository, is: repository)
    ///     }
    ///     .stickyHeaders()
    /// ```
    @MainActor @discardableResult
    public func sections<Sections: RandomAccessCollection & Equatable, Items: RandomAccessCollection, SectionKey: Hashable, Key: Hashable>(
        _ sections: Sections, key: @escaping (Sections.Element) -> SectionKey,
        items: (Sections.Element) -> Items, itemKey: @escaping (Items.Element) -> Key,
        header: @escaping @MainActor (Sections.Element, ListRow) -> ShadowViewElement,
        row: @escaping @MainActor (Items.Element, ListRow) -> ShadowViewElement
    ) -> ItemsPlacement<ListView, Items.Element, Key> {
        setModel(SectionedListModel(
            sections: sections, sectionKey: key, items: items, itemKey: itemKey, header: header, row: row,
            sameSections: { $0 == $1 }))
    }
}
