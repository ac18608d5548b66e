// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Reinterprets a GObject instance pointer as another type in its class hierarchy, the job of
/// the C cast macros (`GTK_CONTAINER(w)`) that do not import into Swift.
@inline(__always)
func gcast<From, To>(_ pointer: UnsafeMutablePointer<From>, to type: To.Type = To.self) -> UnsafeMutablePointer<To> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    #if GTK3
    var asContainer: UnsafeMutablePointer<GtkContainer> { gcast(self) }
    #endif
    var asObject: UnsafeMutablePointer<GObject> { gcast(self) }
    var gpointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
    /// The address, for identity comparisons of widget instances.
    var address: UInt { UInt(bitPattern: self) }
}
