// toolkit: both
#if GTK3
import CGtk
#else
import CGtk4
#endif
/// A list of rows shown in its own `BenchWindow`: StateGtk, or one of the hand-written GTK
/// baselines.
@MainActor
protocol ListImplementation: AnyObject {
    var name: String { get }
    var host: BenchWindow { get }
    /// The GtkContainer whose children are the row widgets, for the correctness checks.
    var rowContainer: WidgetPointer { get }
    /// Whether GtkMutations counts this implementation's GTK calls (StateGtk only).
    var countsMutations: Bool { get }

    /// Untimed setup: shows `model` by the quickest path this implementation has.
    func load(_ model: ListModel)
    /// The timed action. The GTK work may finish in an idle before the next frame (StateGtk
    /// renders there); the caller waits for the frame.
    func perform(_ action: ListAction)
}
