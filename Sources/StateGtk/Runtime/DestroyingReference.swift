// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
import Foundation
/// A reference that destroys its widget (not only unreferences it) when its owner goes: for
/// widgets GTK parents elsewhere, such as popovers, which would otherwise outlive the wrapper.
/// On GTK 4 it takes the widget from its parent.
final class DestroyingReference: @unchecked Sendable {
    // @unchecked: the address is immutable and only dereferenced on the main thread.
    private let address: UInt

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        address = widget.address
        g_object_ref(widget.gpointer)
    }

    deinit {
        let address = address
        if GtkThread.isMain {
            Self.destroy(address)
        } else {
            DispatchQueue.main.async { Self.destroy(address) }
        }
    }

    private static func destroy(_ address: UInt) {
        guard let widget = UnsafeMutablePointer<GtkWidget>(bitPattern: address) else { return }
        #if GTK3
        gtk_widget_destroy(widget)
        #else
        // GTK 4.8 keeps two references on a popover taken from its parent while open or just
        // closed (an autohide popover's focus), which only its dispose drops (reproduced in
        // plain C): disposed here, once, it is freed with this last reference, and its
        // children with their handlers.
        if gtk_widget_get_parent(widget) != nil { gtk_widget_unparent(widget) }
        g_object_run_dispose(widget.gpointer.assumingMemoryBound(to: GObject.self))
        #endif
        g_object_unref(widget.gpointer)
    }
}
