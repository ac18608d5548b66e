// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A GtkComboBoxText: picks one of a list of strings.
///
/// `selectedIndex` is a value the user changes: set from render, it reaches the combo box only
/// when it differs from what the program gave last time, so the user's pick stands (see
/// "Values the user changes"). Changing it or the items does not run `onChanged`, only the
/// user's picks do.
///
/// ```swift
/// sort.items = ["Stars", "Forks", "Updated"]
/// sort.selectedIndex = state["sort"] as? Int ?? 0
/// sort.onChanged = { [weak self] index in self?.state["sort"] = index }
/// ```
@MainActor
public final class ComboBoxText: Widget {
    private let changes: SignalConnection<@MainActor (Int?) -> Void>
    private var combo: GtkComboBoxTextPointer { gcast(gtkWidget) }
    private var comboBox: UnsafeMutablePointer<GtkComboBox> { gcast(gtkWidget) }

    /// A drop-down list of `items`; `onChanged` gets the chosen index (`nil`: none).
    public init(items: [String] = [], selectedIndex: Int? = nil, onChanged: @escaping @MainActor (Int?) -> Void = { _ in }) {
        self.items = items
        let widget = gtk_combo_box_text_new()!
        for item in items { gtk_combo_box_text_append_text(gcast(widget), item) }
        gtk_combo_box_set_active(gcast(widget), Int32(selectedIndex ?? -1))
        changes = SignalConnection(widget.gpointer, "changed", SignalTrampolines.comboActiveCallback, action: onChanged)
        super.init(widget)
        _ = programValues.accept(selectedIndex, for: "active")
    }

    /// The choices, in order. Changing them keeps the selected index when it is still in range.
    public var items: [String] {
        didSet {
            guard recordIfChanged(oldValue, items) else { return }
            let selected = selectedIndex
            changes.blocked {
                gtk_combo_box_text_remove_all(combo)
                for item in items { gtk_combo_box_text_append_text(combo, item) }
                if let selected, selected < items.count { gtk_combo_box_set_active(comboBox, Int32(selected)) }
            }
        }
    }

    /// The index of the selected item, as on screen now, nil for none; set, the program's
    /// choice, written when it is a new one.
    public var selectedIndex: Int? {
        get {
            let index = gtk_combo_box_get_active(comboBox)
            return index < 0 ? nil : Int(index)
        }
        set {
            setProgramValue("active", newValue, shown: { selectedIndex }) {
                changes.blocked { gtk_combo_box_set_active(comboBox, Int32(newValue ?? -1)) }
            }
        }
    }

    /// The selected item's text.
    public var selectedItem: String? { selectedIndex.flatMap { $0 < items.count ? items[$0] : nil } }

    /// What the user's pick does, with the new index.
    public var onChanged: @MainActor (Int?) -> Void {
        get { changes.action ?? { _ in } }
        set { changes.action = newValue }
    }
}
