import Foundation

/// `AVCaptureDevice`: a camera or microphone. There is none here: every
/// lookup (`default(for:)`, `default(_:for:position:)`, a discovery
/// session's `devices`) finds nothing, so no instance ever exists. Access
/// is `.notDetermined` for a media type until the app asks;
/// `requestAccess(for:completionHandler:)` answers false at once, on the
/// caller's thread, and that type is `.denied` from then on for the process,
/// as Photos and EventKit answer here.
open class AVCaptureDevice: NSObject {
    /// `DeviceType`: AVFoundation's device types (their raw values).
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
        /// `builtInDuoCamera`: the iOS 10.1 name of `.builtInDualCamera`, deprecated.
        @available(iOS, deprecated: 10.2, message: "Use AVCaptureDeviceTypeBuiltInDualCamera instead.")
        public static let builtInDuoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDuoCamera")
    }

    /// `Position`: where a camera faces.
    public enum Position: Int, Sendable {
        case unspecified = 0
        case back = 1
        case front = 2
    }

    /// `DiscoverySession`: the devices matching a query — none here.
    open class DiscoverySession: NSObject {
        /// `devices`: empty; there is no camera or microphone.
        open var devices: [AVCaptureDevice] { [] }
        /// The query, kept.
        package let deviceTypes: [DeviceType]
        package let mediaType: AVMediaType?
        package let position: Position

        /// `init(deviceTypes:mediaType:position:)`.
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {
            self.deviceTypes = deviceTypes
            self.mediaType = mediaType
            self.position = position
            super.init()
        }
    }

    private nonisolated(unsafe) static var deniedMediaTypes: Set<AVMediaType> = []
    private static let deniedMediaTypesLock = NSLock()

    /// Never called: no device exists.
    package override init() {
        super.init()
    }

    /// `uniqueID`, `localizedName`, `position`, `deviceType`: a device's
    /// identity; declared for code that reads them, never reached here.
    open var uniqueID: String { "" }
    open var localizedName: String { "" }
    open var position: Position { .unspecified }
    open var deviceType: DeviceType { .builtInWideAngleCamera }

    /// `FocusMode`, `ExposureMode`, `TorchMode`: AVFoundation's modes.
    public enum FocusMode: Int, Sendable {
        case locked = 0
        case autoFocus = 1
        case continuousAutoFocus = 2
    }

    public enum ExposureMode: Int, Sendable {
        case locked = 0
        case autoExpose = 1
        case continuousAutoExposure = 2
        case custom = 3
    }

    public enum TorchMode: Int, Sendable {
        case off = 0
        case on = 1
        case auto = 2
    }

    // A device's controls, declared for the code that sets them; no device
    // exists here, so none is ever reached.
    /// `hasFlash`, `hasTorch`, `isFlashAvailable`, `isTorchAvailable`: false.
    open var hasFlash: Bool { false }
    open var hasTorch: Bool { false }
    open var isFlashAvailable: Bool { false }
    open var isTorchAvailable: Bool { false }
    /// `torchMode`, `focusMode`, `exposureMode`, `focusPointOfInterest`,
    /// `exposurePointOfInterest`, `videoZoomFactor`: kept.
    open var torchMode: TorchMode = .off
    open var focusMode: FocusMode = .continuousAutoFocus
    open var exposureMode: ExposureMode = .continuousAutoExposure
    open var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
    open var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
    open var videoZoomFactor: CGFloat = 1
    /// `flashMode` (deprecated in iOS 10 for `AVCapturePhotoSettings.flashMode`): kept.
    open var flashMode: FlashMode = .off
    /// `isFocusPointOfInterestSupported`, `isExposurePointOfInterestSupported`: false.
    open var isFocusPointOfInterestSupported: Bool { false }
    open var isExposurePointOfInterestSupported: Bool { false }

    /// `isFocusModeSupported(_:)`, `isExposureModeSupported(_:)`,
    /// `isTorchModeSupported(_:)`, `isFlashModeSupported(_:)`: false.
    open func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { false }
    open func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { false }
    open func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { false }
    open func isFlashModeSupported(_ flashMode: FlashMode) -> Bool { false }
    /// `hasMediaType(_:)`: false.
    open func hasMediaType(_ mediaType: AVMediaType) -> Bool { false }
    /// `supportsSessionPreset(_:)`: false.
    open func supportsSessionPreset(_ preset: AVCaptureSession.Preset) -> Bool { false }
    /// `lockForConfiguration()`: succeeds (nothing else holds the device).
    open func lockForConfiguration() throws {}
    /// `unlockForConfiguration()`.
    open func unlockForConfiguration() {}

    /// `devices()` (deprecated in iOS 10): empty.
    @available(iOS, deprecated: 10.0, message: "Use AVCaptureDeviceDiscoverySession instead.")
    open class func devices() -> [AVCaptureDevice] { [] }
    /// `devices(for:)` (deprecated in iOS 10): empty.
    @available(iOS, deprecated: 10.0, message: "Use AVCaptureDeviceDiscoverySession instead.")
    open class func devices(for mediaType: AVMediaType) -> [AVCaptureDevice] { [] }

    /// `default(for:)`: nil; there is no device.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }

    /// `default(_:for:position:)`: nil; there is no device.
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? {
        nil
    }

    /// `authorizationStatus(for:)`: `.notDetermined` until the app asks for
    /// that type, then `.denied`.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        deniedMediaTypesLock.lock()
        defer { deniedMediaTypesLock.unlock() }
        return deniedMediaTypes.contains(mediaType) ? .denied : .notDetermined
    }

    /// `requestAccess(for:completionHandler:)`: false at once, on the
    /// caller's thread; the type is denied from then on.
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping (Bool) -> Void) {
        deny(mediaType)
        handler(false)
    }

    /// `requestAccess(for:)`: false, the type denied from then on.
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
        deny(mediaType)
        return false
    }

    private static func deny(_ mediaType: AVMediaType) {
        deniedMediaTypesLock.lock()
        deniedMediaTypes.insert(mediaType)
        deniedMediaTypesLock.unlock()
    }
}
