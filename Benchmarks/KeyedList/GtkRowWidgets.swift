#if GTK3
import CGtk
/// One hand-written GTK row, the same six widgets as StateGtk's row: a horizontal GtkBox
/// (spacing 6) with the id label, the text label (expanding), a button with its inner label, and
/// an empty label. Shared by both GTK baselines.
@MainActor
struct GtkRowWidgets {
    let row: WidgetPointer
    let textLabel: WidgetPointer
    var data: RowData

    /// Builds the row, every widget shown, not yet in any list.
    init(_ data: RowData) {
        self.data = data
        row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        let idLabel = gtk_label_new(String(data.id))!
        textLabel = gtk_label_new(data.label)
        let button = gtk_button_new_with_label("×")!
        // A clicked handler per row, as the app needs and as StateGtk's Button connects. The
        // benchmark never clicks.
        g_signal_connect_data(UnsafeMutableRawPointer(button), "clicked", unsafeBitCast(Self.clicked, to: GCallback.self),
                              UnsafeMutableRawPointer(bitPattern: data.id), nil, GConnectFlags(0))
        let emptyLabel = gtk_label_new("")!
        for child in [idLabel, textLabel, button, emptyLabel] {
            gtk_box_pack_start(gcast(row), child, child == textLabel ? 1 : 0, child == textLabel ? 1 : 0, 0)
            gtk_widget_show(child)
        }
        gtk_widget_show(row)
    }

    func setLabel(_ text: String) { gtk_label_set_text(gcast(textLabel), text) }

    func setSelected(_ selected: Bool) {
        let context = gtk_widget_get_style_context(textLabel)
        if selected { gtk_style_context_add_class(context, "selected") } else { gtk_style_context_remove_class(context, "selected") }
    }

    // `void (*)(GtkButton *button, gpointer user_data)`.
    private static let clicked: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { GtkRowWidgets.lastClickedID = Int(bitPattern: data) }
    }
    static var lastClickedID = 0
}
#endif
