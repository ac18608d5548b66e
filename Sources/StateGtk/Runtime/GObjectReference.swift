import CGtk
import CStateGtk
import Foundation

/// One strong GObject reference held by a Swift object, dropped on the main thread when that
/// object goes.
///
/// Views and widgets are main-actor objects, but Swift may release the last reference anywhere
/// (a finished background task that captured a view, say), and GTK must only be touched from the
/// main thread. Holding the reference in this stored property, instead of releasing it in the
/// owner's `deinit`, keeps subclasses free to write a plain `deinit` of their own.
final class GObjectReference: @unchecked Sendable {
    // @unchecked: the address is immutable and only dereferenced on the main thread.
    private let address: UInt
    private let detachesLayout: Bool

    /// Takes over a reference the caller already owns (sunk or ref'd).
    init(adopting object: UnsafeMutableRawPointer, detachesLayout: Bool = false) {
        address = UInt(bitPattern: object)
        self.detachesLayout = detachesLayout
    }

    deinit {
        let address = address
        if detachesLayout {
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
