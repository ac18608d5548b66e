#if GTK3
import StateGtk
// snippet: layout-loop
/// Fields one under another, placed in a loop. The closures run after `render()` returns, so
/// each captures its neighbour as a constant: a variable updated by the loop would be the last
/// field in every closure, and all the fields would sit in one place.
final class ContactForm: StateView {
    let fields = ["Name", "Email", "Phone"].map { Entry(placeholder: $0) }

    override func render() {
        var above: Entry?
        for (index, field) in fields.enumerated() {
            let previous = above  // this field's neighbour, fixed now
            place(field, key: index) { make in
                if let previous {
                    make.top.equalTo(previous.snp.bottom).offset(8)
                } else {
                    make.top.equalTo(self).inset(12)
                }
                make.left.right.equalTo(self).inset(12)
            }
            above = field
        }
    }
}
// end snippet

/// The mistake the article warns of: the closures read `above` once the loop has ended.
final class OverlappingContactForm: StateView {
    let fields = ["Name", "Email", "Phone"].map { Entry(placeholder: $0) }

    override func render() {
        var above: Entry?
        for (index, field) in fields.enumerated() {
            place(field, key: index) { make in
                if let above, above !== field {
                    make.top.equalTo(above.snp.bottom).offset(8)
                } else {
                    make.top.equalTo(self).inset(12)
                }
                make.left.right.equalTo(self).inset(12)
            }
            above = field
        }
    }
}
#endif
