// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// The pages one render gives a multi-child container (a notebook's tabs, a stack's pages), in
/// order, each a key, a title and the closure placing its views.
///
/// ```swift
/// place(notebook, key: "tabs").pages { pages in
///     pages.page("repositories", title: "Repositories") { $0.place(RepositoryList.self, key: "list") }
///     pages.page("settings", title: "Settings") { $0.place(SettingsPage.self, key: "settings") }
/// }
/// ```
@MainActor
public final class PageList {
    struct Page {
        let key: AnyHashable
        let title: String
        let content: (ContainerSlot) -> Void
    }

    private(set) var pages: [Page] = []

    init() {}

    /// Adds the page `key`; its views are placed by `content`, like a slot's.
    public func page(_ key: some StateKey, title: String = "", _ content: @escaping (ContainerSlot) -> Void) {
        pages.append(Page(key: AnyHashable(key), title: title, content: content))
    }
}
