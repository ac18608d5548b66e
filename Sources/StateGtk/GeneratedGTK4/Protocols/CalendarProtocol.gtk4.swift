#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// The properties and signals of [GtkCalendar](https://docs.gtk.org/gtk4/class.Calendar.html), for the wrappers of it
/// and of its subclasses.
@MainActor
public protocol CalendarProtocol: Widget {}

@MainActor
extension CalendarProtocol {
    /// [GtkCalendar:day](https://docs.gtk.org/gtk4/property.Calendar.day.html)
    public var day: Int {
        get { gtkProperty("day") }
        set { setGtkProperty("day", newValue) }
    }

    /// [GtkCalendar:day](https://docs.gtk.org/gtk4/property.Calendar.day.html) as the user (or GTK itself)
    /// changed it; the program's own changes are not reported. Set the value from state and
    /// keep the state here to control it ("Values the user changes").
    ///
    /// ```swift
    /// calendarView.onDayChanged = { [weak self] value in self?.state["day"] = value }
    /// ```
    public var onDayChanged: (@MainActor (Int) -> Void)? {
        get { signalClosure("notify::day") }
        set {
            let widget = gtkWidget
            let raw: @MainActor (UnsafeMutableRawPointer?) -> Void = { _ in newValue?(Widget.gtkProperty("day", of: widget)) }
            setSignal("notify::day", GeneratedSignalShapes.voidPointerCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkCalendar:month](https://docs.gtk.org/gtk4/property.Calendar.month.html)
    public var month: Int {
        get { gtkProperty("month") }
        set { setGtkProperty("month", newValue) }
    }

    /// [GtkCalendar:show-day-names](https://docs.gtk.org/gtk4/property.Calendar.show-day-names.html)
    public var showsDayNames: Bool {
        get { gtkProperty("show-day-names") }
        set { setGtkProperty("show-day-names", newValue) }
    }

    /// [GtkCalendar:show-heading](https://docs.gtk.org/gtk4/property.Calendar.show-heading.html)
    public var showsHeading: Bool {
        get { gtkProperty("show-heading") }
        set { setGtkProperty("show-heading", newValue) }
    }

    /// [GtkCalendar:show-week-numbers](https://docs.gtk.org/gtk4/property.Calendar.show-week-numbers.html)
    public var showsWeekNumbers: Bool {
        get { gtkProperty("show-week-numbers") }
        set { setGtkProperty("show-week-numbers", newValue) }
    }

    /// [GtkCalendar:year](https://docs.gtk.org/gtk4/property.Calendar.year.html)
    public var year: Int {
        get { gtkProperty("year") }
        set { setGtkProperty("year", newValue) }
    }

    /// [GtkCalendar:year](https://docs.gtk.org/gtk4/property.Calendar.year.html) as the user (or GTK itself)
    /// changed it; the program's own changes are not reported. Set the value from state and
    /// keep the state here to control it ("Values the user changes").
    ///
    /// ```swift
    /// calendarView.onYearChanged = { [weak self] value in self?.state["year"] = value }
    /// ```
    public var onYearChanged: (@MainActor (Int) -> Void)? {
        get { signalClosure("notify::year") }
        set {
            let widget = gtkWidget
            let raw: @MainActor (UnsafeMutableRawPointer?) -> Void = { _ in newValue?(Widget.gtkProperty("year", of: widget)) }
            setSignal("notify::year", GeneratedSignalShapes.voidPointerCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkCalendar::day-selected](https://docs.gtk.org/gtk4/signal.Calendar.day-selected.html)
    public var onDaySelected: (@MainActor () -> Void)? {
        get { signalClosure("day-selected") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("day-selected", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkCalendar::next-month](https://docs.gtk.org/gtk4/signal.Calendar.next-month.html)
    public var onNextMonth: (@MainActor () -> Void)? {
        get { signalClosure("next-month") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("next-month", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkCalendar::next-year](https://docs.gtk.org/gtk4/signal.Calendar.next-year.html)
    public var onNextYear: (@MainActor () -> Void)? {
        get { signalClosure("next-year") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("next-year", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkCalendar::prev-month](https://docs.gtk.org/gtk4/signal.Calendar.prev-month.html)
    public var onPrevMonth: (@MainActor () -> Void)? {
        get { signalClosure("prev-month") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("prev-month", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }

    /// [GtkCalendar::prev-year](https://docs.gtk.org/gtk4/signal.Calendar.prev-year.html)
    public var onPrevYear: (@MainActor () -> Void)? {
        get { signalClosure("prev-year") }
        set {
            let raw: @MainActor () -> Void = { newValue?() }
            setSignal("prev-year", GeneratedSignalShapes.voidCallback, raw: raw, user: newValue)
        }
    }
}
#endif
