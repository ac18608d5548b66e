// toolkit: both
import StateGtkCore
/// A placed widget (not a StateView) that wants props, like a StateView child gets them.
///
/// ```swift
/// final class Badge: Widget, PropsReceiving {
///     func receive(props: Props) { text = props[BadgeProps.count].map(String.init) ?? "" }
/// }
/// ```
@MainActor
public protocol PropsReceiving: AnyObject {
    /// Called after a render whose props for this widget differ from the last ones delivered.
    func receive(props: Props)
}
