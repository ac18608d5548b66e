// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
import CStateGtk4
#endif
/// StateViews in a header bar, next to its widgets: a view renders there like a controller's
/// root (its state, its own children, its actions), and goes (`viewWillRemove`, released) when
/// it leaves the list or the window closes.
///
/// ```swift
/// let panel = QueryPanel(parentViewController: self)
/// header.startViews = [panel]   // in viewDidLoad, after `titleBar = header`
/// ```
extension HeaderBar {
    /// Views packed from the start, after `startWidgets`.
    public var startViews: [StateView] {
        get { views(atStart: true) }
        set { setViews(newValue, atStart: true) }
    }

    /// Views packed from the end, inside `endWidgets`.
    public var endViews: [StateView] {
        get { views(atStart: false) }
        set { setViews(newValue, atStart: false) }
    }

    private func key(_ atStart: Bool) -> String { atStart ? "startViews" : "endViews" }

    private func views(atStart: Bool) -> [StateView] {
        (WidgetExtras.existing(gtkWidget)?.retained[key(atStart)] as? ViewList)?.views ?? []
    }

    private func setViews(_ views: [StateView], atStart: Bool) {
        let old = self.views(atStart: atStart)
        guard old.map(ObjectIdentifier.init) != views.map(ObjectIdentifier.init) else { return }
        let kept = Set(views.map(ObjectIdentifier.init))
        for view in old {
            GtkMutations.record(.remove)
            remove(view.widget)
            guard !kept.contains(ObjectIdentifier(view)) else { continue }
            view.willRemove()
            GtkMutations.record(.destroy)
            destroyWidget(view.widget)
            view.releaseSubtree()
        }
        WidgetExtras.of(gtkWidget).retained[key(atStart)] = ViewList(views)
        for view in views {
            GtkMutations.record(.add)
            pack(view.widget, atStart: atStart)
            // Started like a root: it releases itself when its widget is destroyed with the window.
            view.renderDeep()
        }
    }
}

/// The views a header bar keeps alive, in its widget's extras.
@MainActor
private final class ViewList {
    let views: [StateView]
    init(_ views: [StateView]) { self.views = views }
}
