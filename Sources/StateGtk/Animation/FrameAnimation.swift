// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// An animation driven by a widget's frame clock (`gtk_widget_add_tick_callback`), not a timer:
/// it advances once per frame GTK actually draws, by the frame's time.
///
/// It completes with `true` after its last frame, and with `false` when it is cancelled or its
/// widget is destroyed first. A widget that is not on screen gets no frames: the animation then
/// jumps to its end at once.
///
/// ```swift
/// FrameAnimation.run(on: view.widget, duration: 0.3, easing: .easeOut,
///                    update: { gtk_widget_set_opacity(view.widget, $0) }) { finished in … }
/// ```
@MainActor
public final class FrameAnimation {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let duration: Double
    private let easing: Easing
    private let update: @MainActor (Double) -> Void
    private var completion: (@MainActor (Bool) -> Void)?
    private var startTime: Int64?
    private var tickID: UInt32 = 0

    /// Frame times (µs) and eased values of every frame so far, for tests.
    package private(set) var frames: [(time: Int64, value: Double)] = []

    private init(
        widget: UnsafeMutablePointer<GtkWidget>, duration: Double, easing: Easing,
        update: @escaping @MainActor (Double) -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        self.widget = widget
        self.duration = max(duration, 0.001)
        self.easing = easing
        self.update = update
        self.completion = completion
    }

    /// Starts an animation of eased progress 0 → 1 over `duration` seconds.
    @discardableResult
    public static func run(
        on widget: UnsafeMutablePointer<GtkWidget>, duration: Double, easing: Easing = .easeInOut,
        update: @escaping @MainActor (Double) -> Void, completion: @escaping @MainActor (Bool) -> Void = { _ in }
    ) -> FrameAnimation {
        let animation = FrameAnimation(widget: widget, duration: duration, easing: easing, update: update, completion: completion)
        guard gtk_widget_get_mapped(widget) != 0 else {
            update(1)
            animation.finish(true)
            return animation
        }
        update(0)
        // GLib owns one reference for as long as the tick callback exists; the destroy notify
        // drops it, and reports an unfinished animation (cancelled or widget destroyed).
        let data = Unmanaged.passRetained(animation).toOpaque()
        animation.tickID = gtk_widget_add_tick_callback(widget, { _, clock, data in
            nonisolated(unsafe) let clock = clock, data = data
            return MainActor.assumeIsolated {
                Unmanaged<FrameAnimation>.fromOpaque(data!).takeUnretainedValue().tick(Int64(gdk_frame_clock_get_frame_time(clock)))
            }
        }, data, { data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                let animation = Unmanaged<FrameAnimation>.fromOpaque(data!).takeRetainedValue()
                animation.finish(false)
            }
        })
        return animation
    }

    /// Whether the animation has completed (either way).
    public var isFinished: Bool { completion == nil }

    /// Stops the animation where it is; it completes with `false`.
    public func cancel() {
        guard !isFinished, tickID != 0 else { return }
        gtk_widget_remove_tick_callback(widget, tickID)
    }

    /// The eased value at frame time `time` (µs) for an animation that started at `start`.
    package func value(at time: Int64, start: Int64) -> Double {
        easing(Double(time - start) / 1_000_000 / duration)
    }

    private func tick(_ time: Int64) -> gboolean {
        let start = startTime ?? time
        startTime = start
        let linear = Double(time - start) / 1_000_000 / duration
        let value = easing(linear)
        frames.append((time, value))
        update(value)
        guard linear >= 1 else { return 1 }  // G_SOURCE_CONTINUE
        finish(true)
        return 0  // G_SOURCE_REMOVE: GLib then calls the destroy notify, which finds us finished
    }

    private func finish(_ finished: Bool) {
        guard let completion else { return }
        self.completion = nil
        completion(finished)
    }
}
