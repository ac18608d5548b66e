// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A page that says why there is nothing to show, or what went wrong: a large icon, a title
/// and a description, centred (libadwaita's AdwStatusPage under the Adwaita trait; the same
/// layout from GTK's own widgets elsewhere). Place it where the content would be.
///
/// ```swift
/// let empty = StatusPage(iconName: "system-search-symbolic", title: "No Results")
/// empty.details = "No repository matches “\(query)”."
/// place(empty, key: "empty") { make in make.edges.equalTo(self) }
/// ```
@MainActor
public final class StatusPage: Widget {
    /// The icon's name in the icon theme; nil for none.
    public var iconName: String? { didSet { if recordIfChanged(oldValue, iconName, .labelSet) { update() } } }
    /// The title, in large bold type.
    public var title: String { didSet { if recordIfChanged(oldValue, title, .labelSet) { update() } } }
    /// The description under the title; nil for none.
    public var details: String? { didSet { if recordIfChanged(oldValue, details, .labelSet) { update() } } }

    #if !(GTK4 && Adwaita && !GTK3)
    private let image: UnsafeMutablePointer<GtkWidget>
    private let titleLabel: UnsafeMutablePointer<GtkWidget>
    private let detailsLabel: UnsafeMutablePointer<GtkWidget>
    #endif

    /// A status page with an icon, a title and a description.
    public init(iconName: String? = nil, title: String = "", details: String? = nil) {
        self.iconName = iconName
        self.title = title
        self.details = details
        #if GTK4 && Adwaita && !GTK3
        super.init(Adwaita.makeStatusPage())
        #else
        let box = gtk_box_new(Axis.vertical.gtk, 12)!
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
        image = gtk_image_new()
        titleLabel = gtk_label_new(nil)
        detailsLabel = gtk_label_new(nil)
        gtk_label_set_justify(gcast(detailsLabel), GTK_JUSTIFY_CENTER)
        addStyleClass("dim-label", to: image)
        #if GTK3
        gtk_image_set_pixel_size(gcast(image), 128)
        gtk_label_set_line_wrap(gcast(titleLabel), 1)
        gtk_label_set_line_wrap(gcast(detailsLabel), 1)
        for child in [image, titleLabel, detailsLabel] { gtk_container_add(box.asContainer, child) }
        gtk_widget_show(titleLabel)  // the others follow their text (update())
        #else
        gtk_image_set_pixel_size(gcast(image), 128)
        gtk_label_set_wrap(gcast(titleLabel), 1)
        gtk_label_set_wrap(gcast(detailsLabel), 1)
        addStyleClass("title-1", to: titleLabel)
        for child in [image, titleLabel, detailsLabel] { gtk_box_append(gcast(box), child) }
        #endif
        super.init(box)
        #endif
        update()
    }

    private func update() {
        #if GTK4 && Adwaita && !GTK3
        Adwaita.update(gtkWidget, iconName: iconName, title: title, description: details)
        #else
        #if GTK3
        gtk_image_set_from_icon_name(gcast(image), iconName, GTK_ICON_SIZE_DIALOG)
        gtk_image_set_pixel_size(gcast(image), 128)
        // GTK 3's theme has no title classes: the type is the markup's.
        let escaped = g_markup_escape_text(title, -1)!
        gtk_label_set_markup(gcast(titleLabel), "<span size=\"xx-large\" weight=\"bold\">\(String(cString: escaped))</span>")
        g_free(escaped)
        #else
        gtk_image_set_from_icon_name(gcast(image), iconName)
        gtk_label_set_text(gcast(titleLabel), title)
        #endif
        gtk_label_set_text(gcast(detailsLabel), details ?? "")
        gtk_widget_set_visible(image, iconName == nil ? 0 : 1)
        gtk_widget_set_visible(detailsLabel, details?.isEmpty ?? true ? 0 : 1)
        #endif
    }
}
