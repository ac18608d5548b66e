public final class ConstraintLayout {
    public init() {}
    public var isRightToLeft = false
    public func update(children: [AnyHashable], constraints: [LayoutConstraint]) -> [String] { [] }
    public func setIntrinsicSize(_ size: IntrinsicSize, for key: AnyHashable) {}
    public func intrinsicSize(for key: AnyHashable) -> IntrinsicSize? { nil }
    public func frames(width: Double, height: Double) -> [AnyHashable: Frame] { [:] }
    public func fittingSize(forWidth width: Double? = nil) -> Size { Size(width: 0, height: 0) }
    public func layoutDescription(for key: AnyHashable, frame: Frame?) -> String { "" }
}
