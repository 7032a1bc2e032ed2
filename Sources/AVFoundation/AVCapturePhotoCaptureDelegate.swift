import Foundation

/// `AVCapturePhotoCaptureDelegate`: its requirements optional, with
/// defaults that do nothing; never called here (no photo is taken).
public protocol AVCapturePhotoCaptureDelegate: NSObjectProtocol {
    /// `photoOutput(_:willBeginCaptureFor:)`.
    func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings)
    /// `photoOutput(_:willCapturePhotoFor:)`.
    func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
    /// `photoOutput(_:didCapturePhotoFor:)`.
    func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
    /// `photoOutput(_:didFinishProcessingPhoto:error:)`.
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?)
    /// `photoOutput(_:didFinishCaptureFor:error:)`.
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: Error?)
}

extension AVCapturePhotoCaptureDelegate {
    public func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    public func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    public func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings) {}
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?) {}
    public func photoOutput(
        _ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings, error: Error?
    ) {}
}

/// `AVCapturePhoto`: a photo taken. None is ever made here; declared for
/// the delegate's signature and the code that reads one.
open class AVCapturePhoto: NSObject {
    package override init() {
        super.init()
    }

    /// `fileDataRepresentation()`: nil.
    open func fileDataRepresentation() -> Data? { nil }
    /// `resolvedSettings`.
    open var resolvedSettings: AVCaptureResolvedPhotoSettings { AVCaptureResolvedPhotoSettings() }
}

/// `AVCaptureResolvedPhotoSettings`: the settings a capture used. None is
/// ever made by a capture here; declared for the delegate's signature.
open class AVCaptureResolvedPhotoSettings: NSObject {
    /// `uniqueID`: 0.
    open var uniqueID: Int64 { 0 }
    /// `photoDimensions`: 0 × 0.
    open var photoDimensions: CMVideoDimensions { CMVideoDimensions() }
    /// `livePhotoMovieDimensions`: 0 × 0.
    open var livePhotoMovieDimensions: CMVideoDimensions { CMVideoDimensions() }

    package override init() {
        super.init()
    }
}
