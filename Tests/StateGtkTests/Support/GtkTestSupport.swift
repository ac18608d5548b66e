// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
import StateGtk
import StateGtkTesting
import XCTest
/// StateGtkTesting's `requireGtk`, with the log capture these tests read installed first.
@MainActor
func requireGtk() throws {
    TestLog.install()
    try StateGtkTesting.requireGtk()
}

/// The label text of a GtkLabel.
@MainActor
func labelText(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
    #if GTK3
    String(cString: gtk_label_get_text(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self)))
    #else
    String(cString: gtk_label_get_text(OpaquePointer(widget)))
    #endif
}

/// A widget's minimum and natural width.
@MainActor
func preferredWidth(_ widget: UnsafeMutablePointer<GtkWidget>) -> (minimum: Int32, natural: Int32) {
    var minimum: Int32 = 0, natural: Int32 = 0
    #if GTK3
    gtk_widget_get_preferred_width(widget, &minimum, &natural)
    #else
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    #endif
    return (minimum, natural)
}

/// The height of the screen (GTK 4: of the first monitor), which a list realises rows for
/// before its first allocation.
@MainActor
func screenHeight() -> Double {
    #if GTK3
    Double(gdk_screen_get_height(gdk_screen_get_default()))
    #else
    let monitor = g_list_model_get_item(gdk_display_get_monitors(gdk_display_get_default()), 0)!
    defer { g_object_unref(monitor) }
    var geometry = GdkRectangle()
    gdk_monitor_get_geometry(OpaquePointer(monitor), &geometry)
    return Double(geometry.height)
    #endif
}

/// The vertical adjustment of a GtkScrolledWindow.
@MainActor
func verticalAdjustment(ofScrolledWindow widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkAdjustment> {
    #if GTK3
    gtk_scrolled_window_get_vadjustment(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkScrolledWindow.self))
    #else
    gtk_scrolled_window_get_vadjustment(OpaquePointer(widget))
    #endif
}

/// Whether a widget is a list (and its rows list items) to assistive technologies.
@MainActor
func hasListRole(_ widget: UnsafeMutablePointer<GtkWidget>, item: Bool = false) -> Bool {
    #if GTK3
    atk_object_get_role(gtk_widget_get_accessible(widget)) == (item ? ATK_ROLE_LIST_ITEM : ATK_ROLE_LIST)
    #else
    gtk_accessible_get_accessible_role(OpaquePointer(widget)) == (item ? GTK_ACCESSIBLE_ROLE_LIST_ITEM : GTK_ACCESSIBLE_ROLE_LIST)
    #endif
}

/// A widget's allocation.
@MainActor
func allocation(_ widget: UnsafeMutablePointer<GtkWidget>) -> GtkAllocation {
    var allocation = GtkAllocation()
    gtk_widget_get_allocation(widget, &allocation)
    return allocation
}

/// The texts of the labels in `widget` and below it, depth first.
@MainActor
func labelTexts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    ([widget] + WidgetTree.descendants(of: widget)).filter { WidgetTree.isA($0, gtk_label_get_type()) }.compactMap(WidgetTree.text(of:))
}

/// A widget's minimum and natural height when it is `width` wide.
@MainActor
func preferredHeight(_ widget: UnsafeMutablePointer<GtkWidget>, forWidth width: Int32) -> (minimum: Int32, natural: Int32) {
    var minimum: Int32 = 0, natural: Int32 = 0
    #if GTK3
    gtk_widget_get_preferred_height_for_width(widget, width, &minimum, &natural)
    #else
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
    #endif
    return (minimum, natural)
}

/// Sets the text of a GtkLabel.
@MainActor
func labelSetText(_ widget: UnsafeMutablePointer<GtkWidget>, _ text: String) {
    #if GTK3
    gtk_label_set_text(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkLabel.self), text)
    #else
    gtk_label_set_text(OpaquePointer(widget), text)
    #endif
}

