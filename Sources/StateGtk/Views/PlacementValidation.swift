// toolkit: both
#if GTK3
import CGtk
import CStateGtk
#else
import CGtk4
import CStateGtk4
#endif
import StateGtkCore
/// Where a placed widget may go. GTK gives a widget one parent: placing one that already has
/// another (placed by another view, or put in a container by hand), or this view's own widget or
/// an ancestor's (a loop in the tree), is refused at `place` with a diagnostic naming both
/// places, and the widget stays where it was; the tree is never half-changed.
extension StateView {
    /// Whether `widget` can be placed here. The common cases (a new widget, one already in this
    /// view) cost one GTK call.
    /// `key` is made only for a diagnostic: every placement of every render passes through here.
    func canPlace(_ widget: UnsafeMutablePointer<GtkWidget>, key: @autoclosure () -> AnyHashable, at location: SourceLocation) -> Bool {
        let parent = gtk_widget_get_parent(widget)
        if parent == self.widget { return true }
        let problem: String
        if widget == self.widget {
            problem = "it is this view's own widget"
        } else if gtk_widget_is_ancestor(self.widget, widget) != 0 {
            problem = "it is the widget of an ancestor of this view (\(Self.describeView(owning: widget)))"
        } else if let parent {
            problem = "it is already in \(Self.describePlace(of: widget, in: parent))"
        } else {
            return true
        }
        let message = "\(Self.self).place(key: \(key())) (\(location)) refused: \(problem); a widget has one parent, and it stays where it was"
        if let layoutEngine { layoutEngine.report(message) } else { stateGtkLog.error("\(message)") }
        return false
    }

    /// Views nested deeper than this are refused. Rendering and GTK's measuring recurse once per
    /// level, and a few thousand levels overflowed the main thread's stack with no message; 200
    /// levels are far more than a window needs and far less than the stack holds.
    ///
    /// ```swift
    /// // A render placing a child view at this depth gets a diagnostic, and the child is not made.
    /// precondition(depthOfMyDeepestView < StateView.maximumNesting)
    /// ```
    public static let maximumNesting = 200

    /// Whether a child view placed here stays within ``maximumNesting``; if not, says so once.
    func canNest(key: @autoclosure () -> AnyHashable, at location: SourceLocation) -> Bool {
        guard depth + 1 > Self.maximumNesting else { return true }
        let message = "\(Self.self).place(key: \(key())) (\(location)) refused: views nest at most \(Self.maximumNesting) deep, and this one would be \(depth + 1) (a view placing its own type without end?)"
        if let layoutEngine { layoutEngine.report(message) } else { stateGtkLog.error("\(message)") }
        return false
    }

    /// The view and key that placed `widget` in `parent`, or the GTK container it is in.
    private static func describePlace(of widget: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>) -> String {
        guard let view = view(owning: parent) else { return "a \(typeName(parent)) (put there by hand)" }
        guard let child = view.children.first(where: { $0.widget == widget }) else { return "\(type(of: view))" }
        return "\(type(of: view)), placed under key \(child.identity.key) (\(child.element.location))"
    }

    private static func describeView(owning widget: UnsafeMutablePointer<GtkWidget>) -> String {
        view(owning: widget).map { "\(type(of: $0))" } ?? typeName(widget)
    }

    /// The StateView whose container `widget` is: its layout delegate's data.
    private static func view(owning widget: UnsafeMutablePointer<GtkWidget>) -> StateView? {
        sg_container_get_layout_data(OpaquePointer(widget), measureDelegate)
            .map { Unmanaged<StateView>.fromOpaque($0).takeUnretainedValue() }
    }

    private static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: g_type_name(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type))
    }
}
