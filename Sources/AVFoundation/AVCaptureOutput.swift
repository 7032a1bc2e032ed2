import Foundation

/// `AVCaptureOutput`: what a capture session produces into. Abstract, as in
/// AVFoundation. No output has a connection here (`connections` is empty,
/// `connection(with:)` nil): no input can be made from a device.
open class AVCaptureOutput: NSObject {
    package override init() {
        super.init()
    }

    /// `connections`: empty.
    open var connections: [AVCaptureConnection] { [] }

    /// `connection(with:)`: nil.
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
}

/// `AVCaptureConnection`: a link from an input to an output. None is ever
/// made here (see `AVCaptureOutput`); the type is declared for the code
/// that sets a connection's video orientation or mirroring.
open class AVCaptureConnection: NSObject {
    /// `videoOrientation`: kept.
    open var videoOrientation: AVCaptureVideoOrientation = .portrait
    /// `isVideoOrientationSupported`: true.
    open var isVideoOrientationSupported: Bool { true }
    /// `isVideoMirrored`: kept.
    open var isVideoMirrored = false
    /// `isEnabled`: kept.
    open var isEnabled = true

    package override init() {
        super.init()
    }
}
