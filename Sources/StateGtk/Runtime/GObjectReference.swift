// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
/// One strong GObject reference held by a Swift object, dropped on the main thread when that
/// object goes.
///
/// Views and widgets are main-actor objects, but Swift may release the last reference anywhere
/// (a finished background task that captured a view, say), and GTK must only be touched from the
/// main thread. `release` drops a reference there, directly or by a hop to it. Widgets and views
/// keep only the address and call it from their own `deinit`, which is nonisolated, so their
/// subclasses may still write a plain `deinit`; rarer owners (a controller's window, a scrolled
/// window's viewport) hold an instance of this class instead.
final class GObjectReference: @unchecked Sendable {
    // @unchecked: the address is immutable and only dereferenced on the main thread.
    private let address: UInt
    private let detachesLayout: Bool

    /// Takes over a reference the caller already owns (sunk or ref'd).
    init(adopting object: UnsafeMutableRawPointer, detachesLayout: Bool = false) {
        address = UInt(bitPattern: object)
        self.detachesLayout = detachesLayout
    }

    deinit { Self.release(address, detachingLayout: detachesLayout) }

    /// Drops one strong reference to the object at `address`, on the main thread. Widgets and
    /// views call it from their own `deinit` with the address they keep, instead of holding an
    /// instance of this class: a list row has five of them, and each was a heap object to make
    /// and free.
    nonisolated static func release(_ address: UInt, detachingLayout: Bool = false) {
        if detachingLayout {
            // The container's delegate points at the dying view, unretained.
            sg_container_detach_layout(OpaquePointer(bitPattern: address))
        }
        if GtkThread.isMain {
            g_object_unref(UnsafeMutableRawPointer(bitPattern: address))
        } else {
            DispatchQueue.main.async { g_object_unref(UnsafeMutableRawPointer(bitPattern: address)) }
        }
    }
}
