// Generated from Gtk-3.0.gir by GirWrapperGenerator (scripts/generate-widgets): do not edit.
import CGtk

/// A [GtkFlowBox](https://docs.gtk.org/gtk3/class.FlowBox.html), with GTK's defaults until `render()` sets its properties.
///
/// ```swift
/// let flowBox = FlowBox()
/// flowBox.activatesOnSingleClick = true
/// place(flowBox, key: "flowBox")
/// ```
@MainActor
public final class FlowBox: Widget, FlowBoxProtocol, OrientableProtocol {
    /// A new GtkFlowBox with GTK's defaults.
    public init() {
        super.init(gcast(g_object_new_with_properties(gtk_flow_box_get_type(), 0, nil, nil)))
    }
}
