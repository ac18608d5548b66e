#if GTK4 && !GTK3
import CGtk4

@testable import StateGtk

/// A StateView whose render is the test's closure: a test says what one render places, and the
/// view renders it at once, through the same path as a state change.
final class ScriptedView: StateView {
    private var script: @MainActor (ScriptedView) -> Void = { _ in }

    override func render() { script(self) }

    /// Renders `script` now (the first time as a root view).
    func render(_ script: @escaping @MainActor (ScriptedView) -> Void) {
        self.script = script
        guard isLive else { return renderDeep() }
        setNeedsRender()
        StateView.flushRenders()
    }
}

/// Labels by key for scripted renders: one label per key for as long as the key is placed, made
/// on the key's first placement and watched for finalisation; a key no longer placed is
/// forgotten (the view held the only references).
@MainActor
final class KeyedLabels {
    private var labels: [AnyHashable: UnsafeMutablePointer<GtkWidget>] = [:]

    /// Places a label for each key in `view`, in order, with `constraints(key)`'s closure.
    func place<Key: StateKey>(_ keys: [Key], in view: StateView,
                              constraints: ((Key) -> ((ConstraintMaker) -> Void)?)? = nil) {
        for key in keys {
            let label = labels[key] ?? GTK4Finalization.track(gtk_label_new("\(key)"))
            labels[key] = label
            view.place(label, key: key, constraints: constraints?(key) ?? nil)
        }
        let placed = Set(keys.map(AnyHashable.init))
        labels = labels.filter { placed.contains($0.key) }
    }

    subscript(key: AnyHashable) -> UnsafeMutablePointer<GtkWidget>? { labels[key] }
}
#endif
