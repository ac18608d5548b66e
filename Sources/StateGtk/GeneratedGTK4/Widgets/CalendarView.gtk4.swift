#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// A [GtkCalendar](https://docs.gtk.org/gtk4/class.Calendar.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let calendarView = CalendarView()
/// calendarView.day = 1
/// place(calendarView, key: "calendarView")
/// ```
@MainActor
public final class CalendarView: Widget, CalendarProtocol {
    /// A new GtkCalendar with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_calendar_get_type(), 0, nil, nil)))
    }
}
#endif
