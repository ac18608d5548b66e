// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
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
            #if GTK3
            gtk_box_pack_start(gcast(row), child, child == textLabel ? 1 : 0, child == textLabel ? 1 : 0, 0)
            gtk_widget_show(child)
            #else
            if child == textLabel { gtk_widget_set_hexpand(child, 1) }
            gtk_box_append(gcast(row), child)
            #endif
        }
        #if GTK3
        gtk_widget_show(row)
        #endif
    }

    func setLabel(_ text: String) {
        #if GTK3
        gtk_label_set_text(gcast(textLabel), text)
        #else
        gtk_label_set_text(OpaquePointer(textLabel), text)
        #endif
    }

    func setSelected(_ selected: Bool) {
        #if GTK3
        let context = gtk_widget_get_style_context(textLabel)
        if selected { gtk_style_context_add_class(context, "selected") } else { gtk_style_context_remove_class(context, "selected") }
        #else
        if selected { gtk_widget_add_css_class(textLabel, "selected") } else { gtk_widget_remove_css_class(textLabel, "selected") }
        #endif
    }

    // `void (*)(GtkButton *button, gpointer user_data)`.
    private static let clicked: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { GtkRowWidgets.lastClickedID = Int(bitPattern: data) }
    }
    static var lastClickedID = 0
}
