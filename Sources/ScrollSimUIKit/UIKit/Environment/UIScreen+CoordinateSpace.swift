import Foundation

extension UIScreen {
    /// `coordinateSpace`: the screen's coordinate space (see
    /// `ScreenCoordinateSpace`).
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace.shared }

    /// `fixedCoordinateSpace`: the same as `coordinateSpace`, since the
    /// simulated device stays in portrait.
    public var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace.shared }
}
