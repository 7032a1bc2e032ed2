import Foundation

/// `AVCaptureInput`: what feeds a capture session. Abstract, as in
/// AVFoundation; the one kind here is `AVCaptureDeviceInput`.
open class AVCaptureInput: NSObject {
    package override init() {
        super.init()
    }
}

/// `AVCaptureDeviceInput`: the input of a device. No device exists here,
/// so none can be made in practice; `init(device:)` keeps the one given.
open class AVCaptureDeviceInput: AVCaptureInput {
    /// `device`: the device given.
    public let device: AVCaptureDevice

    /// `init(device:)`: kept; never throws.
    public init(device: AVCaptureDevice) throws {
        self.device = device
        super.init()
    }
}
