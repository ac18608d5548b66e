// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
// Section headers among a list's rows: they are rows to the window, the heights and the
// reconciler, and never items to the cursor, the selection, activation or type-ahead. A sticky
// header is the pinned section's header row, described last (so that GTK draws it above the
// rows it covers) and allocated at the viewport's top.

extension ListView {
    var sections: ListSections? { model?.sections }

    /// Whether `row` is a section header (never, in a list without sections).
    func isHeader(_ row: Int) -> Bool { sections?.isHeader(row) ?? false }

    /// `row`, or the nearest item row that way when `row` is a header (nil: no item at all).
    func itemRow(near row: Int, forward: Bool) -> Int? {
        guard let sections else { return row }
        return sections.nearestItemRow(to: row, forward: forward)
    }

    /// The header row to pin at the top now, when headers are sticky.
    var pinnedHeaderRow: Int? { pinnedHeader?.row }

    var pinnedHeader: (section: Int, row: Int, top: Double)? {
        guard stickyHeaders, let sections, viewportHeight > 0 else { return nil }
        return StickyHeader.position(sections, heights, offset: offset)
    }

    /// The section heading's role, and the list-item state of the rows (their position counts
    /// items only).
    func markRow(_ widget: UnsafeMutablePointer<GtkWidget>, at index: Int, selected: Bool) {
        guard let sections else {
            mark(widget, as: "list-row", role: .listItem, opaque: selected)
            sg_list_row_set_accessible_state(widget, selected ? 1 : 0, Int32(index + 1), Int32(itemCount))
            return
        }
        if sections.isHeader(index) {
            mark(widget, as: "list-header", role: .heading, opaque: true)
            return
        }
        mark(widget, as: "list-row", role: .listItem, opaque: selected)
        sg_list_row_set_accessible_state(
            widget, selected ? 1 : 0, Int32(sections.itemPosition(of: index) + 1), Int32(sections.itemCount))
    }

    /// A header is styled as a view's, opaque so that a pinned header hides the rows under it.
    /// A row is only while it is selected, for `.view:selected`'s colours: an unselected row
    /// paints nothing of its own over the list's background, because GTK 4 repaints the whole
    /// area of every opaque node that moves, and rows move on every scroll and insertion. A row
    /// view keeps its kind, since rows and headers are different view types and never reuse
    /// each other's views.
    private func mark(_ widget: UnsafeMutablePointer<GtkWidget>, as styleClass: String, role: AccessibleRole, opaque: Bool) {
        #if GTK3
        let context = gtk_widget_get_style_context(widget)
        if (gtk_style_context_has_class(context, "view") != 0) != opaque {
            if opaque { gtk_style_context_add_class(context, "view") } else { gtk_style_context_remove_class(context, "view") }
        }
        guard gtk_style_context_has_class(context, styleClass) == 0 else { return }
        gtk_style_context_add_class(context, styleClass)
        #else
        if (gtk_widget_has_css_class(widget, "view") != 0) != opaque {
            if opaque { gtk_widget_add_css_class(widget, "view") } else { gtk_widget_remove_css_class(widget, "view") }
        }
        guard gtk_widget_has_css_class(widget, styleClass) == 0 else { return }
        gtk_widget_add_css_class(widget, styleClass)
        #endif
        Accessible.setRole(role, of: widget)
    }
}

extension ListView {
    /// The header view of the section with `key`, when it is realised.
    ///
    /// ```swift
    /// let header = list.headerView(forSection: "Swift")
    /// ```
    public func headerView<Key: Hashable>(forSection key: Key) -> StateView? {
        let fastKey = FastKey(SectionHeaderKey(section: key))
        return rows.children.first { $0.identity.fastKey == fastKey }?.view
    }

    /// The key of the section whose header is pinned at the top (`stickyHeaders()`), or nil
    /// when no header is pinned: headers are not sticky, or one shows at its own place.
    @available(*, deprecated, message: "read it as the sections' key type: pinnedSection(as: String.self)")
    public var pinnedSection: AnyHashable? { pinnedSectionKey }

    /// The pinned section's key, of whatever type.
    var pinnedSectionKey: AnyHashable? {
        guard let row = renderedPinnedRow, row < itemCount, let key = model?.key(at: row).base as? any SectionHeaderKeyProtocol
        else { return nil }
        return key.sectionKey
    }
}
