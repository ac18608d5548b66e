/// A direction: for stacks, and for per-axis layout priorities.
public enum Axis: Sendable, Hashable { case horizontal, vertical }
