import Foundation

/// `UIView` as a `UICoordinateSpace`: real. Between two views the
/// conversion is `convert(_:to:)` with a view; to or from the screen's
/// coordinate spaces it goes through the window's coordinates, which are
/// the screen's (windows fill the simulated screen, which never rotates).
extension UIView: UICoordinateSpace {
    /// `convert(_:to:)` with a coordinate space.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        return coordinateSpace.convert(convert(point, to: UIView?.none), from: ScreenCoordinateSpace.shared)
    }

    /// `convert(_:from:)` with a coordinate space.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        return convert(coordinateSpace.convert(point, to: ScreenCoordinateSpace.shared), from: UIView?.none)
    }

    /// `convert(_:to:)` with a coordinate space, for a rect.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        return coordinateSpace.convert(convert(rect, to: UIView?.none), from: ScreenCoordinateSpace.shared)
    }

    /// `convert(_:from:)` with a coordinate space, for a rect.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        return convert(coordinateSpace.convert(rect, to: ScreenCoordinateSpace.shared), from: UIView?.none)
    }
}
