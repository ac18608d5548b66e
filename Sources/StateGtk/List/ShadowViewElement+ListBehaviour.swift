import StateGtkCore

/// How a placed `ListView` answers the user: single-click activation, type-ahead find, and
/// where new items start.
extension ShadowViewElement {
    /// A single click on a row (without Ctrl or Shift) activates it, as GtkTreeView's
    /// `activate-on-single-click` does (for lists of links or places); the default is a double
    /// click.
    ///
    /// ```swift
    /// .onActivate(open)
    /// .activatesOnSingleClick()
    /// ```
    @MainActor @discardableResult
    public func activatesOnSingleClick(_ activates: Bool = true) -> Self {
        prop(ListViewProps.activatesOnSingleClick, is: activates)
    }

    /// Type-ahead find, as in GtkTreeView: characters typed while the list has the focus move
    /// the cursor (and the selection, as a cursor move does) to the next row whose `text`
    /// starts with them, ignoring case. A pause starts a new prefix; typing the same letter
    /// again goes to the next row starting with it; Escape forgets the prefix. Only items are
    /// read (never rows made), so it finds a row among 100,000 items at once. `text` takes the
    /// items' element type.
    ///
    /// ```swift
    /// .items(repositories) { repository, row in … }
    /// .typeAhead { (repository: Repository) in repository.name }
    /// ```
    @MainActor @discardableResult
    public func typeAhead<Element>(_ text: @escaping @MainActor (Element) -> String) -> Self {
        prop(ListViewProps.typeAhead, is: ListTypeAhead(text))
    }

    /// Starts the items at the top, with no cursor, whenever `value` changes (a new search, a
    /// new filter). Without it the list follows its rule for new items: the first row on screen
    /// that is still among them keeps its place on screen, so that items arriving or leaving
    /// above do not move what the user reads.
    ///
    /// ```swift
    /// .items(results) { result, row in … }
    /// .resetsScroll(when: query)
    /// ```
    @MainActor @discardableResult
    public func resetsScroll<Value: Hashable>(when value: Value) -> Self {
        prop(ListViewProps.scrollReset, is: AnyHashable(value))
    }
}
