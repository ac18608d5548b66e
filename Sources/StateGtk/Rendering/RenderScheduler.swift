import CGtk

/// Batches state changes: every view whose state changed during a turn of the main loop renders
/// once, parents before children, in an idle callback that runs before GTK lays out and paints
/// the next frame.
@MainActor
final class RenderScheduler {
    static let shared = RenderScheduler()

    /// How many times one view may render in one flush before StateGtk calls it a loop.
    static let renderLimit = 100

    private var dirty: [StateView] = []
    private var scheduled = false

    func markDirty(_ view: StateView) {
        guard !view.needsRender else { return }
        view.needsRender = true
        dirty.append(view)
        guard !scheduled else { return }
        scheduled = true
        // GDK_PRIORITY_REDRAW is G_PRIORITY_HIGH_IDLE + 20: render just before the frame.
        g_idle_add_full(G_PRIORITY_HIGH_IDLE + 10, { _ in
            MainActor.assumeIsolated { RenderScheduler.shared.flush() }
            return 0
        }, nil, nil)
    }

    func flush() {
        scheduled = false
        var renders: [ObjectIdentifier: Int] = [:]
        while !dirty.isEmpty {
            // Parents first: a parent's render may re-render (and so clean) its children.
            let batch = dirty.sorted { $0.depth < $1.depth }
            dirty.removeAll(keepingCapacity: true)
            for view in batch where view.needsRender {
                let count = (renders[ObjectIdentifier(view)] ?? 0) + 1
                renders[ObjectIdentifier(view)] = count
                guard count <= Self.renderLimit else {
                    view.needsRender = false
                    stateGtkLog.error(
                        "\(type(of: view)) rendered \(Self.renderLimit) times in one update: its render(), viewWillUpdate or viewDidUpdate keeps changing its state. Stopped updating it until its state changes again.")
                    continue
                }
                view.renderForStateChange()
            }
        }
    }
}
