// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
import StateGtk
/// A view with one of everything StateGtkTesting acts on: a button that counts, an entry that
/// names the tally, a scrolled list to select from, a menu with a window action, a shortcut,
/// and a nested view with a status label (for key paths).
final class TallyView: StateView {
    static let count = StateField<Int>("count")
    static let name = StateField<String>("name")
    static let selectedRow = StateField<Int>("selectedRow")

    let title = Label()
    let add = Button(label: "Add one")
    let nameField = Entry(placeholder: "Name")
    let list = ListBox<Int>()
    let scroller = ScrolledWindow()
    let rows = (0..<40).map { Label("Row \($0)") }
    let menuBar = TallyMenu.make()
    var shortcuts: [Key] = []

    required init(parentViewController: StateViewController? = nil) {
        super.init(parentViewController: parentViewController)
        onKeyPress { [weak self] key in
            self?.shortcuts.append(key)
            return key == Key("r", modifiers: [.control])
        }
    }

    override func getInitialState() -> [String: Any?] { ["count": 0, "name": "Tally"] }

    override func render() {
        let count = state[Self.count] ?? 0, name = state[Self.name] ?? ""
        title.text = "\(name): \(count)"
        add.onClicked = { [weak self] in self?.state[Self.count] = count + 1 }
        nameField.onChanged = { [weak self] text in self?.state[Self.name] = text }
        place(menuBar, key: "menu") { make in make.top.left.right.equalTo(self) }
        place(title, key: "title") { make in
            make.top.equalTo(self.menuBar.snp.bottom).offset(8)
            make.left.equalTo(self).offset(8)
        }
        place(add, key: "add") { make in
            make.centerY.equalTo(self.title)
            make.right.equalTo(self).offset(-8)
        }
        place(nameField, key: "name") { make in
            make.top.equalTo(self.add.snp.bottom).offset(8)
            make.left.right.equalTo(self).inset(8)
        }
        let selected = Set(state[Self.selectedRow].map { [$0] } ?? [])
        place(scroller, key: "rows") { make in
            make.top.equalTo(self.nameField.snp.bottom).offset(8)
            make.left.right.equalTo(self)
            make.height.equalTo(120)
        }
        .content { [weak self, list, rows] slot in
            slot.place(list, key: "list")
                .items(rows.indices, key: { $0 }) { index, row in row.place(rows[index]) }
                .selection(selected) { keys in self?.state[Self.selectedRow] = keys.first }
        }
        place(StatusFooter.self, key: "footer") { make in
            make.left.right.bottom.equalTo(self)
        }.prop(StatusFooter.text, is: state[Self.selectedRow].map { "Selected row \($0)" } ?? "Nothing selected")
    }
}

/// A nested view, so that key paths go through two views.
final class StatusFooter: StateView {
    static let text = PropKey<String>("text")
    let status = Label()

    override func render() {
        status.text = props[Self.text] ?? ""
        place(status, key: "status") { make in make.edges.equalTo(self).inset(4) }
    }
}

/// A menu bar whose File menu has a Reset item bound to the window action `win.reset`: GTK 3's
/// of GtkMenuItems, GTK 4's of a menu model (GTK 4 has no GtkMenuItem).
@MainActor
enum TallyMenu {
    static func make() -> Widget {
        #if GTK3
        let bar = gtk_menu_bar_new()!
        let file = gtk_menu_item_new_with_label("File")!
        let menu = gtk_menu_new()!
        let reset = gtk_menu_item_new_with_label("Reset")!
        gtk_actionable_set_action_name(OpaquePointer(reset), "win.reset")
        gtk_menu_shell_append(UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GtkMenuShell.self), reset)
        gtk_menu_item_set_submenu(UnsafeMutableRawPointer(file).assumingMemoryBound(to: GtkMenuItem.self), menu)
        gtk_menu_shell_append(UnsafeMutableRawPointer(bar).assumingMemoryBound(to: GtkMenuShell.self), file)
        gtk_widget_show_all(bar)
        return Widget(bar)
        #else
        let model = Menu([.submenu("File", [.item("Reset", action: "win.reset")])]).makeModel()
        defer { g_object_unref(UnsafeMutableRawPointer(model)) }
        return Widget(gtk_popover_menu_bar_new_from_model(UnsafeMutablePointer<GMenuModel>(model))!)
        #endif
    }
}

/// Gives `window` the action `win.reset`, which sets the tally's count to 0.
@MainActor
func installResetAction(in window: UnsafeMutablePointer<GtkWidget>, resetting view: TallyView) {
    final class Target { weak var view: TallyView? }
    let target = Target()
    target.view = view
    let group = g_simple_action_group_new()!
    let action = g_simple_action_new("reset", nil)!
    let activated: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { Unmanaged<Target>.fromOpaque(data!).takeUnretainedValue().view?.state[TallyView.count] = 0 }
    }
    g_signal_connect_data(
        UnsafeMutableRawPointer(action), "activate", unsafeBitCast(activated, to: GCallback.self),
        Unmanaged.passRetained(target).toOpaque(), { data, _ in Unmanaged<AnyObject>.fromOpaque(data!).release() }, GConnectFlags(0))
    g_action_map_add_action(OpaquePointer(group), action)
    g_object_unref(UnsafeMutableRawPointer(action))
    gtk_widget_insert_action_group(window, "win", OpaquePointer(group))
    g_object_unref(UnsafeMutableRawPointer(group))
}
