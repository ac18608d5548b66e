#if GTK3
import CGtk
import Foundation
/// A reference that destroys its widget (not only unreferences it) when its owner goes: for
/// widgets GTK parents elsewhere, such as popovers, which would otherwise outlive the wrapper.
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
        gtk_widget_destroy(UnsafeMutablePointer<GtkWidget>(bitPattern: address))
        g_object_unref(UnsafeMutableRawPointer(bitPattern: address))
    }
}
#endif
