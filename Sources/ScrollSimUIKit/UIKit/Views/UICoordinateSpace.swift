import Foundation

/// `UICoordinateSpace`: something points and rects convert between — a
/// view, or the screen's `coordinateSpace` and `fixedCoordinateSpace`.
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// `convert(_:to:)`: a point of this space in `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `convert(_:from:)`: a point of `coordinateSpace` in this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `convert(_:to:)`: a rect of this space in `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `convert(_:from:)`: a rect of `coordinateSpace` in this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `bounds`: the space's bounds.
    var bounds: CGRect { get }
}
