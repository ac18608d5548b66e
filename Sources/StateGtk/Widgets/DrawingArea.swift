// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// A [GtkDrawingArea](https://docs.gtk.org/gtk3/class.DrawingArea.html) drawn by a Swift
/// closure with a `DrawingContext`, redrawn when the value it draws changes, with the
/// pointer's presses and moves.
///
/// ```swift
/// chart.draw(stars) { context, size in
///     for (index, count) in stars.enumerated() {
///         let bar = Rect(x: Double(index) * 12, y: size.height - Double(count), width: 10, height: Double(count))
///         context.fill(Path(bar), with: context.foregroundColor)
///     }
/// }
/// chart.onButtonPressEvent = { x, y in print("pressed at", x, y) }
/// place(chart, key: "chart") { make in make.height.equalTo(120) }
/// ```
@MainActor
public final class DrawingArea: Widget {
    #if GTK3
    private let drawing: SignalConnection<@MainActor (OpaquePointer?) -> Void>
    #else
    /// GTK 4 draws through a draw function, whose data this is; it is emptied on `destroy`, as
    /// GTK 3's handlers go then, so that a body capturing the area does not keep it.
    private let drawing = SignalHandler<@MainActor (OpaquePointer?) -> Void>({ _ in })
    private let destroyed: SignalConnection<@MainActor () -> Void>
    #endif
    private let presses: SignalConnection<@MainActor (Double, Double) -> Void>
    private let motions: SignalConnection<@MainActor (Double, Double) -> Void>
    private var drawnValue: (any Equatable)?

    /// An empty area: nothing is drawn until `draw(_:_:)`.
    public init() {
        let widget = gtk_drawing_area_new()!
        #if GTK3
        drawing = SignalConnection(widget.gpointer, "draw", DrawingTrampolines.drawCallback, action: { _ in })
        presses = SignalConnection(widget.gpointer, "button-press-event", DrawingTrampolines.buttonCallback, action: { _, _ in })
        motions = SignalConnection(widget.gpointer, "motion-notify-event", DrawingTrampolines.motionCallback, action: { _, _ in })
        super.init(widget)
        // GDK_POINTER_MOTION_MASK | GDK_BUTTON_PRESS_MASK, by value: release builds do not see
        // the constants (see Axis.gtk).
        gtk_widget_add_events(widget, (1 << 2) | (1 << 8))
        #else
        gtk_drawing_area_set_draw_func(gcast(widget), DrawingTrampolines.drawFunction, Unmanaged.passRetained(drawing).toOpaque()) {
            Unmanaged<AnyObject>.fromOpaque($0!).release()
        }
        destroyed = SignalConnection(widget.gpointer, "destroy", SignalTrampolines.voidCallback, action: { [drawing] in drawing.action = { _ in } })
        // Presses of any button, and moves, through GTK 4's event controllers.
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, 0)
        gtk_widget_add_controller(widget, click)
        presses = SignalConnection(UnsafeMutableRawPointer(click), "pressed", DrawingTrampolines.pressCallback, action: { _, _ in })
        let motion = gtk_event_controller_motion_new()!
        gtk_widget_add_controller(widget, motion)
        motions = SignalConnection(UnsafeMutableRawPointer(motion), "motion", DrawingTrampolines.motionCallback, action: { _, _ in })
        super.init(widget)
        #endif
    }

    /// Draws `value` with `body`, given a drawing context and the area's size, whenever GTK
    /// draws the area; a `value` that differs from the last one queues a redraw (one GTK call),
    /// an equal one none, so calling this in every `render()` costs nothing when nothing changed.
    public func draw<Value: Equatable>(_ value: Value, _ body: @escaping @MainActor (DrawingContext, Size) -> Void) {
        let area = gtkWidget
        drawing.action = { cairo in
            guard let cairo else { return }
            let size = Size(width: Double(gtk_widget_get_allocated_width(area)), height: Double(gtk_widget_get_allocated_height(area)))
            body(DrawingContext(cairo: cairo, area: area), size)
        }
        guard (drawnValue as? Value) != value else { return }
        drawnValue = value
        GtkMutations.record(.propertySet)
        gtk_widget_queue_draw(gtkWidget)
    }

    /// The area's size as GTK allocated it (zero before it is shown): what `draw`'s body is
    /// given, for mapping a press to what was drawn there.
    ///
    /// ```swift
    /// chart.onButtonPressEvent = { x, _ in select(bar: Int(x / (chart.size.width / 6))) }
    /// ```
    public var size: Size {
        Size(width: Double(gtk_widget_get_allocated_width(gtkWidget)), height: Double(gtk_widget_get_allocated_height(gtkWidget)))
    }

    /// What a press of a pointer button does, with where it was, in the area's coordinates
    /// (GTK's `button-press-event`).
    public var onButtonPressEvent: (@MainActor (Double, Double) -> Void)? {
        get { presses.action }
        set { presses.action = newValue ?? { _, _ in } }
    }

    /// What a move of the pointer over the area does, with where it is now
    /// (GTK's `motion-notify-event`).
    public var onMotionNotifyEvent: (@MainActor (Double, Double) -> Void)? {
        get { motions.action }
        set { motions.action = newValue ?? { _, _ in } }
    }
}

#if GTK3
/// The drawing area's signals, each exactly GTK's C signature.
private enum DrawingTrampolines {
    /// `gboolean (*)(GtkWidget *self, cairo_t *cr, gpointer data)`.
    static let draw: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Int32 = { _, cairo, data in
        nonisolated(unsafe) let cairo = cairo, data = data
        MainActor.assumeIsolated { SignalHandler<@MainActor (OpaquePointer?) -> Void>.from(data).action(cairo) }
        return 0
    }

    /// `gboolean (*)(GtkWidget *self, GdkEventButton *event, gpointer data)`.
    static let button: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkEventButton>?, UnsafeMutableRawPointer?) -> Int32 = { _, event, data in
        guard let event else { return 0 }
        let (x, y) = (event.pointee.x, event.pointee.y)
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { SignalHandler<@MainActor (Double, Double) -> Void>.from(data).action(x, y) }
        return 0
    }

    /// `gboolean (*)(GtkWidget *self, GdkEventMotion *event, gpointer data)`.
    static let motion: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkEventMotion>?, UnsafeMutableRawPointer?) -> Int32 = { _, event, data in
        guard let event else { return 0 }
        let (x, y) = (event.pointee.x, event.pointee.y)
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { SignalHandler<@MainActor (Double, Double) -> Void>.from(data).action(x, y) }
        return 0
    }

    static var drawCallback: GCallback { unsafeBitCast(draw, to: GCallback.self) }
    static var buttonCallback: GCallback { unsafeBitCast(button, to: GCallback.self) }
    static var motionCallback: GCallback { unsafeBitCast(motion, to: GCallback.self) }
}
#else
/// The drawing area's draw function and controller signals, each exactly GTK's C signature.
private enum DrawingTrampolines {
    /// `void (*)(GtkDrawingArea *, cairo_t *, int width, int height, gpointer data)`.
    static let drawFunction: @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
        _, cairo, _, _, data in
        nonisolated(unsafe) let cairo = cairo, data = data
        MainActor.assumeIsolated { SignalHandler<@MainActor (OpaquePointer?) -> Void>.from(data).action(cairo) }
    }

    /// `void (*)(GtkGestureClick *, int n_press, double x, double y, gpointer data)`.
    static let press: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, _, x, y, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { SignalHandler<@MainActor (Double, Double) -> Void>.from(data).action(x, y) }
    }

    /// `void (*)(GtkEventControllerMotion *, double x, double y, gpointer data)`.
    static let motion: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, x, y, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { SignalHandler<@MainActor (Double, Double) -> Void>.from(data).action(x, y) }
    }

    static var pressCallback: GCallback { unsafeBitCast(press, to: GCallback.self) }
    static var motionCallback: GCallback { unsafeBitCast(motion, to: GCallback.self) }
}
#endif
