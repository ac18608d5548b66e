// toolkit: both
import StateGtk
/// The props a row receives from the list.
enum RowProps {
    static let id = PropKey<Int>("id")
    static let label = PropKey<String>("label")
    static let selected = PropKey<Bool>("selected")
    static let onRemove = PropKey<(Int) -> Void>("onRemove")
}

/// One row: id label, expanding text label, remove button, empty label, in a horizontal stack.
/// Six GTK widgets: the row's own container, two labels, the button and its inner label, and
/// the empty label.
///
/// The selection is shown as the "selected" style class on the text label, through
/// `Widget.styleClasses`: StateGtk has no style-class API for a StateView's own container, and
/// going through the container's GtkStyleContext by hand would hide the change from
/// `GtkMutations`. The GTK baselines put the class on the same label.
final class StateGtkRowView: StateView {
    // Created lazily, in the first render, from the first props (which a child has before its
    // first render): a label created with its text needs no gtk_label_set_text afterwards. The
    // plainer `let idLabel = Label()` costs two extra label sets per new row.
    private lazy var idLabel = Label(String(props[RowProps.id] ?? 0))
    private lazy var textLabel = Label(props[RowProps.label] ?? "")
    private let removeButton = Button(label: "×")
    private let emptyLabel = Label()

    static let selectedClasses: Set<String> = ["selected"]

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        arrangement = .stack(.horizontal, spacing: 6)
        // Connected once; it reads the props at click time, so renders need not replace it.
        removeButton.onClicked = { [weak self] in
            guard let self, let id = self.props[RowProps.id] else { return }
            self.props[RowProps.onRemove]?(id)
        }
    }

    override func render() {
        idLabel.text = String(props[RowProps.id] ?? 0)
        textLabel.text = props[RowProps.label] ?? ""
        textLabel.styleClasses = props[RowProps.selected] == true ? Self.selectedClasses : []
        place(idLabel, key: "id")
        place(textLabel, key: "text").expanding()
        place(removeButton, key: "remove")
        place(emptyLabel, key: "empty")
    }
}
