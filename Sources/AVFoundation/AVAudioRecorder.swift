import Foundation

/// `AVAudioRecorder`: records to a file. There is no microphone: the URL
/// and settings are kept, `prepareToRecord()` and `record()` return false
/// (AVFoundation's answer when it cannot record), `isRecording` stays
/// false, no file is written (`deleteRecording()` finds none: false), and
/// the delegate is never called. Metering reads silence, −160 dB.
open class AVAudioRecorder: NSObject {
    /// `url`: the file given.
    public let url: URL
    /// `settings`: the settings given.
    public let settings: [String: Any]
    /// `delegate`: kept weakly, never called.
    open weak var delegate: AVAudioRecorderDelegate?
    /// `isRecording`: false.
    open var isRecording: Bool { false }
    /// `currentTime`: 0; nothing is recorded.
    open var currentTime: TimeInterval { 0 }
    /// `isMeteringEnabled`: kept.
    open var isMeteringEnabled = false

    /// `init(url:settings:)`: kept; never throws.
    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
        super.init()
    }

    /// `prepareToRecord()`, `record()`, `record(forDuration:)`: false.
    open func prepareToRecord() -> Bool { false }
    @discardableResult
    open func record() -> Bool { false }
    @discardableResult
    open func record(forDuration duration: TimeInterval) -> Bool { false }
    /// `pause()`, `stop()`: nothing is recording.
    open func pause() {}
    open func stop() {}
    /// `deleteRecording()`: false; no file was written.
    @discardableResult
    open func deleteRecording() -> Bool { false }
    /// `updateMeters()`: the meters stay at silence.
    open func updateMeters() {}
    /// `averagePower(forChannel:)`, `peakPower(forChannel:)`: −160 dB.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// `AVAudioRecorderDelegate`: its requirements optional, with defaults that
/// do nothing; never called here (nothing records).
public protocol AVAudioRecorderDelegate: NSObjectProtocol {
    /// `audioRecorderDidFinishRecording(_:successfully:)`.
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    /// `audioRecorderEncodeErrorDidOccur(_:error:)`.
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?)
}

extension AVAudioRecorderDelegate {
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: Error?) {}
}
