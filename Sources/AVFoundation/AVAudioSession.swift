import Foundation

/// `AVAudioSession`: how the app means to use audio, kept. There is no
/// audio hardware and no other app: every setting is accepted and kept
/// (`setCategory`, `setMode`, `setActive` never throw), no interruption
/// or route change is ever posted, and the one question to the user —
/// `requestRecordPermission(_:)` — is answered "no" at once, on the
/// caller's thread, after which `recordPermission` is `.denied` for the
/// process, as Photos and EventKit answer here.
open class AVAudioSession: NSObject {
    /// `Category`: AVFoundation's categories (their raw values).
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// `Mode`: AVFoundation's modes (their raw values).
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// `CategoryOptions`: AVFoundation's options (their raw values).
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// `SetActiveOptions`: `notifyOthersOnDeactivation`.
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// `RecordPermission`: AVFoundation's answers (their four-character raw values).
    public enum RecordPermission: UInt, Sendable {
        case undetermined = 0x756e_6474 // 'undt'
        case denied = 0x6465_6e79 // 'deny'
        case granted = 0x6772_6e74 // 'grnt'
    }

    /// `interruptionNotification`: declared; never posted here.
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    /// `routeChangeNotification`: declared; never posted here.
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")

    private static let shared = AVAudioSession()
    private nonisolated(unsafe) static var recordPermissionAsked = false
    private static let recordPermissionLock = NSLock()

    /// `category`: `.soloAmbient` until set, as AVFoundation's default.
    open private(set) var category: Category = .soloAmbient
    /// `mode`: `.default` until set.
    open private(set) var mode: Mode = .default
    /// `categoryOptions`: none until set.
    open private(set) var categoryOptions: CategoryOptions = []
    /// Whether the last `setActive` activated the session.
    package private(set) var isActive = false
    /// `isOtherAudioPlaying`: false; there is no other app.
    open var isOtherAudioPlaying: Bool { false }
    /// `secondaryAudioShouldBeSilencedHint`: false.
    open var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// `outputVolume`: 1, the system volume no user changes here.
    open var outputVolume: Float { 1 }

    package override init() {
        super.init()
    }

    /// `sharedInstance()`: the one session of the process.
    open class func sharedInstance() -> AVAudioSession { shared }

    /// `setCategory(_:)`: kept; the mode and options are left as they are.
    open func setCategory(_ category: Category) throws {
        self.category = category
    }

    /// `setCategory(_:options:)`: kept.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        self.category = category
        categoryOptions = options
    }

    /// `setCategory(_:mode:options:)`: kept.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }

    /// `setMode(_:)`: kept.
    open func setMode(_ mode: Mode) throws {
        self.mode = mode
    }

    /// `setActive(_:)`: kept; never fails (nothing else holds the audio).
    open func setActive(_ active: Bool) throws {
        isActive = active
    }

    /// `setActive(_:options:)`: as `setActive(_:)`; no other app is notified.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        isActive = active
    }

    /// `recordPermission`: `.undetermined` until the app asks, then `.denied`.
    open var recordPermission: RecordPermission {
        Self.recordPermissionLock.lock()
        defer { Self.recordPermissionLock.unlock() }
        return Self.recordPermissionAsked ? .denied : .undetermined
    }

    /// `requestRecordPermission(_:)`: answers false at once, on the caller's thread.
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        Self.recordPermissionLock.lock()
        Self.recordPermissionAsked = true
        Self.recordPermissionLock.unlock()
        response(false)
    }
}
