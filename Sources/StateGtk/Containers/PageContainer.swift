// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
/// A container of keyed pages (a notebook's tabs, a stack's pages, a flow box's items, an
/// overlay's layers) as the executor drives it: the pages are its children, and a kept page's
/// title is set on it when it changes.
@MainActor
protocol PageContainer: ChildContainer where Child == UnsafeMutablePointer<GtkWidget> {
    /// Sets the title of `page`, which the container holds.
    func retitle(_ page: UnsafeMutablePointer<GtkWidget>, _ title: String)
}

/// The name (a GtkStack child's name: the key's description) and title each page arrives
/// with, by page widget, for a `PageContainer`'s `insert(_:before:)` to read.
@MainActor
final class PageLabels {
    struct Label: Equatable {
        let name: String
        let title: String
    }

    private var labels: [UInt: Label] = [:]

    subscript(page: UnsafeMutablePointer<GtkWidget>) -> Label {
        labels[page.address] ?? Label(name: "", title: "")
    }

    func set(_ label: Label, for page: UnsafeMutablePointer<GtkWidget>) { labels[page.address] = label }
    func remove(_ page: UnsafeMutablePointer<GtkWidget>) { labels[page.address] = nil }
}
