// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// What the trampolines below call. Each shape has one action type, because the trampoline
/// must know the box's exact generic type to unwrap it.
typealias PointerAction = @MainActor (UnsafeMutableRawPointer?) -> Void
typealias TwoPointerAction = @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
typealias IntAction = @MainActor (Int32) -> Void
typealias EventAction = @MainActor (UnsafeMutableRawPointer) -> Bool
typealias BoolAction = @MainActor () -> Bool

/// Trampolines for the C signal signatures beyond `void (*)(instance, data)`.
///
/// Each matches GTK's C signature exactly (`gint` is Int32, `gboolean` is Int32, event signals
/// take the `GdkEvent *` and return `gboolean`): a trampoline whose signature is off "works" on
/// one ABI and corrupts the stack on another.
extension SignalTrampolines {
    /// `void (*)(GObject *self, gpointer arg, gpointer data)`: row-activated, notify::…,
    /// size-allocate (the `GdkRectangle *`), selected-rows-changed's relatives.
    static let pointer: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
        // GTK emits on the main thread only; these pointers never cross threads.
        nonisolated(unsafe) let argument = argument, data = data
        MainActor.assumeIsolated { SignalHandler<PointerAction>.from(data).action(argument) }
    }

    /// `void (*)(GObject *self, gpointer a, gpointer b, gpointer data)`: GtkCssProvider's
    /// parsing-error (section, error).
    static let twoPointers: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, first, second, data in
        nonisolated(unsafe) let first = first, second = second, data = data
        MainActor.assumeIsolated { SignalHandler<TwoPointerAction>.from(data).action(first, second) }
    }

    /// `void (*)(GObject *self, gint value, gpointer data)`: response of dialogs and info bars.
    static let int: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = { _, value, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { SignalHandler<IntAction>.from(data).action(value) }
    }

    /// `gboolean (*)(GtkWidget *self, GdkEvent *event, gpointer data)`: every `…-event` signal.
    /// Returning 1 stops the event from reaching the widget's parents.
    static let event: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32 = { _, event, data in
        guard let event else { return 0 }
        nonisolated(unsafe) let data = data, pointer = event
        return MainActor.assumeIsolated { SignalHandler<EventAction>.from(data).action(pointer) ? 1 : 0 }
    }

    /// `gboolean (*)(GObject *self, gpointer data)`: activate-link.
    static let bool: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32 = { _, data in
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated { SignalHandler<BoolAction>.from(data).action() ? 1 : 0 }
    }

    static var pointerCallback: GCallback { unsafeBitCast(pointer, to: GCallback.self) }
    static var twoPointersCallback: GCallback { unsafeBitCast(twoPointers, to: GCallback.self) }
    static var intCallback: GCallback { unsafeBitCast(int, to: GCallback.self) }
    static var eventCallback: GCallback { unsafeBitCast(event, to: GCallback.self) }
    static var boolCallback: GCallback { unsafeBitCast(bool, to: GCallback.self) }
}
