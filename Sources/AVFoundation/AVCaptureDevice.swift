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
