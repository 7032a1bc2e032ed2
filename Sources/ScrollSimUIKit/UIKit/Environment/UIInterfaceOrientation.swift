import Foundation

/// `UIInterfaceOrientation`, with UIKit's raw values (the landscape cases
/// are the device's turned the other way: `.landscapeLeft` is
/// `UIDeviceOrientation.landscapeRight`). The simulated interface stays
/// `.portrait`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// `isPortrait`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// `isLandscape`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
