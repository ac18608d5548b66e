#if GTK4 && !GTK3
// Generated from Gtk-4.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk4

/// One trampoline per C signature of the generated signals, each exactly GTK's: the instance,
/// the arguments, the `SignalSlot` box; a gboolean is an Int32.
enum GeneratedSignalShapes {
    static let boolean: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32 = { _, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor () -> Int32>>.from(data).action.raw()
        }
    }

    static var booleanCallback: GCallback { unsafeBitCast(boolean, to: GCallback.self) }

    static let booleanInt32: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Int32 = { _, a0, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor (Int32) -> Int32>>.from(data).action.raw(a0)
        }
    }

    static var booleanInt32Callback: GCallback { unsafeBitCast(booleanInt32, to: GCallback.self) }

    static let booleanInt32Double: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, UnsafeMutableRawPointer?) -> Int32 = { _, a0, a1, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor (Int32, Double) -> Int32>>.from(data).action.raw(a0, a1)
        }
    }

    static var booleanInt32DoubleCallback: GCallback { unsafeBitCast(booleanInt32Double, to: GCallback.self) }

    static let booleanInt32Int32: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Int32 = { _, a0, a1, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor (Int32, Int32) -> Int32>>.from(data).action.raw(a0, a1)
        }
    }

    static var booleanInt32Int32Callback: GCallback { unsafeBitCast(booleanInt32Int32, to: GCallback.self) }

    static let booleanInt32Int32Int32Int32: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, Int32, Int32, UnsafeMutableRawPointer?) -> Int32 = { _, a0, a1, a2, a3, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor (Int32, Int32, Int32, Int32) -> Int32>>.from(data).action.raw(a0, a1, a2, a3)
        }
    }

    static var booleanInt32Int32Int32Int32Callback: GCallback { unsafeBitCast(booleanInt32Int32Int32Int32, to: GCallback.self) }

    static let void: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor () -> Void>>.from(data).action.raw()
        }
    }

    static var voidCallback: GCallback { unsafeBitCast(void, to: GCallback.self) }

    static let voidCString: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = { _, a0, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        nonisolated(unsafe) let a0 = a0
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor (UnsafePointer<CChar>?) -> Void>>.from(data).action.raw(a0)
        }
    }

    static var voidCStringCallback: GCallback { unsafeBitCast(voidCString, to: GCallback.self) }

    static let voidCStringInt32Int32: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = { _, a0, a1, a2, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        nonisolated(unsafe) let a0 = a0
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor (UnsafePointer<CChar>?, Int32, Int32) -> Void>>.from(data).action.raw(a0, a1, a2)
        }
    }

    static var voidCStringInt32Int32Callback: GCallback { unsafeBitCast(voidCStringInt32Int32, to: GCallback.self) }

    static let voidDouble: @convention(c) (UnsafeMutableRawPointer?, Double, UnsafeMutableRawPointer?) -> Void = { _, a0, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor (Double) -> Void>>.from(data).action.raw(a0)
        }
    }

    static var voidDoubleCallback: GCallback { unsafeBitCast(voidDouble, to: GCallback.self) }

    static let voidInt32: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = { _, a0, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor (Int32) -> Void>>.from(data).action.raw(a0)
        }
    }

    static var voidInt32Callback: GCallback { unsafeBitCast(voidInt32, to: GCallback.self) }

    static let voidInt32Int32: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = { _, a0, a1, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor (Int32, Int32) -> Void>>.from(data).action.raw(a0, a1)
        }
    }

    static var voidInt32Int32Callback: GCallback { unsafeBitCast(voidInt32Int32, to: GCallback.self) }

    static let voidInt32Int32Int32: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, Int32, UnsafeMutableRawPointer?) -> Void = { _, a0, a1, a2, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor (Int32, Int32, Int32) -> Void>>.from(data).action.raw(a0, a1, a2)
        }
    }

    static var voidInt32Int32Int32Callback: GCallback { unsafeBitCast(voidInt32Int32Int32, to: GCallback.self) }

    static let voidPointer: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, a0, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        nonisolated(unsafe) let a0 = a0
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor (UnsafeMutableRawPointer?) -> Void>>.from(data).action.raw(a0)
        }
    }

    static var voidPointerCallback: GCallback { unsafeBitCast(voidPointer, to: GCallback.self) }

    static let voidPointerUInt32: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void = { _, a0, a1, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        nonisolated(unsafe) let a0 = a0
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor (UnsafeMutableRawPointer?, UInt32) -> Void>>.from(data).action.raw(a0, a1)
        }
    }

    static var voidPointerUInt32Callback: GCallback { unsafeBitCast(voidPointerUInt32, to: GCallback.self) }

    static let voidUInt32CString: @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = { _, a0, a1, data in
        // GTK emits on the main thread only; the pointers never cross threads.
        nonisolated(unsafe) let data = data
        nonisolated(unsafe) let a1 = a1
        return MainActor.assumeIsolated {
            SignalHandler<SignalSlot<@MainActor (UInt32, UnsafePointer<CChar>?) -> Void>>.from(data).action.raw(a0, a1)
        }
    }

    static var voidUInt32CStringCallback: GCallback { unsafeBitCast(voidUInt32CString, to: GCallback.self) }
}
#endif
