/// A scrolling axis.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case vertical
    case horizontal
}

extension Point {
    /// The coordinate along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .vertical ? y : x }
        set { if axis == .vertical { y = newValue } else { x = newValue } }
    }
}

extension Size {
    /// The extent along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .vertical ? height : width }
        set { if axis == .vertical { height = newValue } else { width = newValue } }
    }
}
