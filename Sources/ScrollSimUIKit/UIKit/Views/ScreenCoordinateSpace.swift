import Foundation

/// The simulated screen's coordinate space (`UIScreen.coordinateSpace` and
/// `fixedCoordinateSpace`: the same, as the screen never rotates): the
/// screen's bounds, in which a window's coordinates are screen coordinates.
/// A coordinate space of another kind (one a test declares) is taken to
/// share the screen's coordinates.
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    static let shared = ScreenCoordinateSpace()

    var bounds: CGRect { UIScreen.main.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.convert(point, from: UIView?.none) ?? point
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.convert(point, to: UIView?.none) ?? point
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        (coordinateSpace as? UIView)?.convert(rect, from: UIView?.none) ?? rect
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        (coordinateSpace as? UIView)?.convert(rect, to: UIView?.none) ?? rect
    }
}
