import Foundation

/// `AVAssetExportPresetHighestQuality` and the other presets (AVFoundation's strings).
public let AVAssetExportPresetHighestQuality = "AVAssetExportPresetHighestQuality"
public let AVAssetExportPresetMediumQuality = "AVAssetExportPresetMediumQuality"
public let AVAssetExportPresetLowQuality = "AVAssetExportPresetLowQuality"
public let AVAssetExportPresetPassthrough = "AVAssetExportPresetPassthrough"
public let AVAssetExportPreset640x480 = "AVAssetExportPreset640x480"
public let AVAssetExportPreset1280x720 = "AVAssetExportPreset1280x720"
public let AVAssetExportPreset1920x1080 = "AVAssetExportPreset1920x1080"

/// `AVFileType`: a container's uniform type identifier (AVFoundation's raw values).
public struct AVFileType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let mov = AVFileType(rawValue: "com.apple.quicktime-movie")
    public static let mp4 = AVFileType(rawValue: "public.mpeg-4")
    public static let m4v = AVFileType(rawValue: "com.apple.m4v-video")
    public static let m4a = AVFileType(rawValue: "com.apple.m4a-audio")
    public static let jpg = AVFileType(rawValue: "public.jpeg")
    public static let heic = AVFileType(rawValue: "public.heic")
    public static let wav = AVFileType(rawValue: "com.microsoft.waveform-audio")
    public static let caf = AVFileType(rawValue: "com.apple.coreaudio-format")
}

/// `AVAssetExportSession`: writes an asset to a file with a preset. The
/// settings are kept; no asset has media here, so an export fails at once:
/// `exportAsynchronously(completionHandler:)` sets `status` to `.failed`
/// and `error` to AVFoundation's `AVErrorExportFailed`
/// (`AVFoundationErrorDomain`, −11820), then calls the handler on the
/// caller's thread. No file is written.
open class AVAssetExportSession: NSObject {
    /// `Status`: AVFoundation's states.
    public enum Status: Int, Sendable {
        case unknown = 0
        case waiting = 1
        case exporting = 2
        case completed = 3
        case failed = 4
        case cancelled = 5
    }

    /// `AVErrorExportFailed`'s code (−11820).
    package static let exportFailed = -11820

    /// `asset`, `presetName`: as given.
    public let asset: AVAsset
    public let presetName: String
    /// `outputURL`, `outputFileType`, `shouldOptimizeForNetworkUse`, `timeRange`: kept.
    open var outputURL: URL?
    open var outputFileType: AVFileType?
    open var shouldOptimizeForNetworkUse = false
    open var timeRange = CMTimeRange(start: .zero, duration: .positiveInfinity)
    /// `status`: `.unknown` until an export, then `.failed` (or `.cancelled`).
    open private(set) var status: Status = .unknown
    /// `error`: the export's error.
    open private(set) var error: Error?
    /// `progress`: 0; nothing is written.
    open var progress: Float { 0 }
    /// `supportedFileTypes`: empty; the asset has no media.
    open var supportedFileTypes: [AVFileType] { [] }

    /// `init?(asset:presetName:)`: kept (never nil here).
    public init?(asset: AVAsset, presetName: String) {
        self.asset = asset
        self.presetName = presetName
        super.init()
    }

    /// `exportPresets(compatibleWith:)`: empty; no asset has media.
    open class func exportPresets(compatibleWith asset: AVAsset) -> [String] { [] }

    /// `exportAsynchronously(completionHandler:)`: fails at once (see the type).
    open func exportAsynchronously(completionHandler handler: @escaping () -> Void) {
        if status != .cancelled {
            status = .failed
            error = NSError(domain: AVFoundationErrorDomain, code: Self.exportFailed)
        }
        handler()
    }

    /// `cancelExport()`: the status becomes `.cancelled` unless an export ended.
    open func cancelExport() {
        if status == .unknown { status = .cancelled }
    }
}

/// `AVAudioMix`: the audio mixing of an item's tracks. There are no tracks
/// here; declared for the handlers that pass one (Photos' video requests).
open class AVAudioMix: NSObject {}
