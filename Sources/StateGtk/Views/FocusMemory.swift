// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
/// A widget that had the keyboard focus, remembered without keeping it alive: GObject clears
/// the slot when the widget is finalised. A pushed view's page takes the focus; popping it
/// gives the focus back to where it was in the view below.
@MainActor
final class FocusMemory {
    /// The address of a one-pointer slot GObject clears (a Sendable value, for `deinit`).
    private let slot: UInt

    init(_ widget: UnsafeMutablePointer<GtkWidget>?) {
        let slot = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 1)
        slot.initialize(to: widget.map { UnsafeMutableRawPointer($0) })
        if let object = slot.pointee { g_object_add_weak_pointer(object.assumingMemoryBound(to: GObject.self), slot) }
        self.slot = UInt(bitPattern: slot)
    }

    private nonisolated static func slot(_ address: UInt) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        UnsafeMutablePointer(bitPattern: address)!
    }

    /// The widget, while it exists.
    var widget: UnsafeMutablePointer<GtkWidget>? { Self.slot(slot).pointee?.assumingMemoryBound(to: GtkWidget.self) }

    deinit {
        let address = slot
        let forget: @Sendable () -> Void = {
            let slot = FocusMemory.slot(address)
            if let object = slot.pointee { g_object_remove_weak_pointer(object.assumingMemoryBound(to: GObject.self), slot) }
            slot.deallocate()
        }
        // GObject's weak pointers are main-thread state, like everything GTK.
        if GtkThread.isMain { forget() } else { DispatchQueue.main.async(execute: forget) }
    }
}
