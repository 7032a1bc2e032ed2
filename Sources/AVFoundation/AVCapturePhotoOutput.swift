import Foundation

/// `AVCapturePhotoOutput`: the still-photo output of a capture session.
/// Its settings are kept; no photo is ever taken: `capturePhoto(with:delegate:)`
/// does nothing and the delegate is never called (the output has no
/// connection to a camera; AVFoundation raises an exception there).
open class AVCapturePhotoOutput: AVCaptureOutput {
    /// `isHighResolutionCaptureEnabled`: kept.
    open var isHighResolutionCaptureEnabled = false
    /// `isLivePhotoCaptureEnabled`: kept.
    open var isLivePhotoCaptureEnabled = false
    /// `isLivePhotoCaptureSupported`: false; there is no camera.
    open var isLivePhotoCaptureSupported: Bool { false }
    /// `availablePhotoCodecTypes`: empty; there is no camera.
    open var availablePhotoCodecTypes: [AVVideoCodecType] { [] }
    /// `supportedFlashModes`: empty.
    open var supportedFlashModes: [AVCaptureDevice.FlashMode] { [] }

    public override init() {
        super.init()
    }

    /// `capturePhoto(with:delegate:)`: no photo is taken; the delegate is not called.
    open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: AVCapturePhotoCaptureDelegate) {}
}

extension AVCaptureDevice {
    /// `FlashMode`: AVFoundation's flash modes.
    public enum FlashMode: Int, Sendable {
        case off = 0
        case on = 1
        case auto = 2
    }
}

/// `AVVideoCodecType`: a video or photo codec (AVFoundation's raw values).
public struct AVVideoCodecType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let h264 = AVVideoCodecType(rawValue: "avc1")
    public static let hevc = AVVideoCodecType(rawValue: "hvc1")
    public static let jpeg = AVVideoCodecType(rawValue: "jpeg")
    public static let proRes422 = AVVideoCodecType(rawValue: "apcn")
    public static let proRes4444 = AVVideoCodecType(rawValue: "ap4h")
}

/// `AVCapturePhotoSettings`: how to take one photo, kept. Each has its own
/// `uniqueID`, counting 1, 2, … in the process, as AVFoundation numbers them.
open class AVCapturePhotoSettings: NSObject {
    private nonisolated(unsafe) static var lastID: Int64 = 0
    private static let lastIDLock = NSLock()

    /// `uniqueID`: this settings object's number.
    public let uniqueID: Int64
    /// `format`: the format dictionary given, if any.
    public let format: [String: Any]?
    /// `flashMode`: kept; `.off` by default.
    open var flashMode: AVCaptureDevice.FlashMode = .off
    /// `isHighResolutionPhotoEnabled`: kept.
    open var isHighResolutionPhotoEnabled = false
    /// `livePhotoMovieFileURL`: kept.
    open var livePhotoMovieFileURL: URL?

    /// `init()`: the default format.
    public convenience override init() {
        self.init(format: nil)
    }

    /// `init(format:)`: kept.
    public init(format: [String: Any]?) {
        Self.lastIDLock.lock()
        Self.lastID += 1
        uniqueID = Self.lastID
        Self.lastIDLock.unlock()
        self.format = format
        super.init()
    }
}

/// `AVVideoCodecKey`: the format dictionary's codec key.
public let AVVideoCodecKey = "AVVideoCodecKey"
