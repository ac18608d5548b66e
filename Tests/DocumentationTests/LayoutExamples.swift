#if GTK3
import StateGtk
// snippet: layout-toolbar
/// A toolbar row: Back, a title, a search field and Share. When the window is wide the search
/// field takes the spare width; when it is narrow the title gives way first.
final class ToolbarRow: StateView {
    let back = Button(label: "Back")
    let title = Label("Quarterly report, final version (2)")
    let search = SearchEntry(placeholder: "Search")
    let share = Button(label: "Share")

    override func render() {
        title.ellipsize = .end  // a label that may shrink must say how it cuts its text

        place(back, key: "back") { make in
            make.left.top.bottom.equalTo(self).inset(6)
        }
        place(title, key: "title") { make in
            make.left.equalTo(self.back.snp.right).offset(12)
            make.centerY.equalTo(self)
        }
        .compressionResistance(.low, for: .horizontal)
        place(search, key: "search") { make in
            make.left.equalTo(self.title.snp.right).offset(12)
            make.centerY.equalTo(self)
        }
        .contentHugging(.low, for: .horizontal)
        place(share, key: "share") { make in
            make.left.equalTo(self.search.snp.right).offset(6)
            make.right.top.bottom.equalTo(self).inset(6)
        }
    }
}
// end snippet

// snippet: layout-stack-row
/// The same row as a horizontal stack: no constraints, children in placement order.
final class StackedToolbarRow: StateView {
    let back = Button(label: "Back")
    let title = Label("Quarterly report")
    let search = SearchEntry(placeholder: "Search")
    let share = Button(label: "Share")

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 6)
    }

    override func render() {
        place(back, key: "back")
        place(title, key: "title")
        place(search, key: "search").expanding()  // takes the spare width
        place(share, key: "share")
    }
}
// end snippet

/// What `layoutDescription` reads, for the article.
@MainActor func describeToolbar(_ row: ToolbarRow) -> String {
    // snippet: layout-description
    print(row.layoutDescription)  // where each child went, and which constraints put it there
    // end snippet
    return row.layoutDescription
}
#endif
