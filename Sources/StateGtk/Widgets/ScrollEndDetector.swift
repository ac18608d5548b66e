// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// The state of `ScrolledWindow.onEdgeReached(within:_:)`, kept in the GLib-owned box of the adjustment's handlers.
struct EndDetector {
    var action: @MainActor () -> Void = {}
    var threshold: Double = 100
    var armed = true
    var upper: Double = -1

    /// Whether the action should run now, updating the arming.
    mutating func check(value: Double, upper newUpper: Double, pageSize: Double) -> Bool {
        if newUpper != upper {
            upper = newUpper
            armed = true  // new content: the end may be reached again
        }
        guard pageSize > 0 else { return false }  // not laid out yet
        let atEnd = value + pageSize >= newUpper - threshold
        guard atEnd else {
            armed = true
            return false
        }
        guard armed else { return false }
        armed = false
        return true
    }
}

extension SignalTrampolines {
    /// `void (*)(GtkAdjustment *self, gpointer data)`: value-changed and changed, for `EndDetector`.
    static let scrollEnd: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { instance, data in
        nonisolated(unsafe) let instance = instance, data = data
        MainActor.assumeIsolated {
            let adjustment = instance!.assumingMemoryBound(to: GtkAdjustment.self)
            let box = SignalHandler<EndDetector>.from(data)
            let fire = box.action.check(value: gtk_adjustment_get_value(adjustment), upper: gtk_adjustment_get_upper(adjustment),
                                        pageSize: gtk_adjustment_get_page_size(adjustment))
            if fire { box.action.action() }
        }
    }

    static var scrollEndCallback: GCallback { unsafeBitCast(scrollEnd, to: GCallback.self) }
}
