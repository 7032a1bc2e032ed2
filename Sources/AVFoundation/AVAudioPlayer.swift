import Foundation

/// `AVAudioPlayer`: plays a sound file or data. The source is kept and
/// never decoded: `duration` is 0, `prepareToPlay()` and `play()` return
/// false (AVFoundation's answer when it cannot play) and nothing plays —
/// `isPlaying` stays false, `currentTime` moves only when set, and the
/// delegate is never called. Metering reads silence, −160 dB, the floor of
/// AVFoundation's scale.
open class AVAudioPlayer: NSObject {
    /// `url`: the file given, nil for data.
    public let url: URL?
    /// `data`: the data given, nil for a file.
    public let data: Data?
    /// `delegate`: kept weakly, never called.
    open weak var delegate: AVAudioPlayerDelegate?
    /// `volume`: kept, 1 by default.
    open var volume: Float = 1
    /// `pan`: kept, 0 by default.
    open var pan: Float = 0
    /// `numberOfLoops`: kept, 0 by default.
    open var numberOfLoops = 0
    /// `enableRate`, `rate`: kept (1 by default).
    open var enableRate = false
    open var rate: Float = 1
    /// `currentTime`: kept as set; no time passes.
    open var currentTime: TimeInterval = 0
    /// `duration`: 0; nothing is decoded.
    open var duration: TimeInterval { 0 }
    /// `isPlaying`: false.
    open var isPlaying: Bool { false }
    /// `isMeteringEnabled`: kept.
    open var isMeteringEnabled = false
    /// `numberOfChannels`: 0.
    open var numberOfChannels: Int { 0 }

    /// `init(contentsOf:)`: the file is kept, not read; never throws.
    public init(contentsOf url: URL) throws {
        self.url = url
        data = nil
        super.init()
    }

    /// `init(contentsOf:fileTypeHint:)`: as `init(contentsOf:)`.
    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    /// `init(data:)`: the data is kept, not decoded; never throws.
    public init(data: Data) throws {
        url = nil
        self.data = data
        super.init()
    }

    /// `init(data:fileTypeHint:)`: as `init(data:)`.
    public convenience init(data: Data, fileTypeHint utiString: String?) throws {
        try self.init(data: data)
    }

    /// `prepareToPlay()`: false; nothing can be decoded.
    open func prepareToPlay() -> Bool { false }
    /// `play()`: false; nothing plays.
    @discardableResult
    open func play() -> Bool { false }
    /// `play(atTime:)`: false.
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool { false }
    /// `pause()`, `stop()`: nothing is playing.
    open func pause() {}
    open func stop() {}
    /// `updateMeters()`: the meters stay at silence.
    open func updateMeters() {}
    /// `averagePower(forChannel:)`, `peakPower(forChannel:)`: −160 dB.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// `AVAudioPlayerDelegate`: its requirements optional, with defaults that
/// do nothing; never called here (nothing plays).
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// `audioPlayerDidFinishPlaying(_:successfully:)`.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// `audioPlayerDecodeErrorDidOccur(_:error:)`.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}
