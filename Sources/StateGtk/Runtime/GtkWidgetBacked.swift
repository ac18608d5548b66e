import CGtk

/// Anything with a GtkWidget behind it: every StateView and every widget wrapper.
@MainActor
public protocol GtkWidgetBacked: AnyObject {
    var gtkWidget: UnsafeMutablePointer<GtkWidget> { get }
}

extension Widget: GtkWidgetBacked {}

extension StateView: GtkWidgetBacked {
    public var gtkWidget: UnsafeMutablePointer<GtkWidget> { widget }
}
