// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// Anything with a GtkWidget behind it: every StateView and every widget wrapper.
@MainActor
public protocol GtkWidgetBacked: AnyObject {
    /// The GtkWidget, for GTK calls StateGtk does not wrap. It lives as long as this object.
    var gtkWidget: UnsafeMutablePointer<GtkWidget> { get }
}

extension Widget: GtkWidgetBacked {}

extension StateView: GtkWidgetBacked {
    /// The view's GtkWidget (an `SGContainer`); the same as `widget`.
    public var gtkWidget: UnsafeMutablePointer<GtkWidget> { widget }
}
