import Foundation

/// `AVPlayer`: the playback controls, kept; nothing plays. `play()` sets
/// `rate` to `defaultRate` and `pause()` sets it to 0, as in AVFoundation;
/// `timeControlStatus` follows the rate — `.paused` at 0, otherwise
/// `.waitingToPlayAtSpecifiedRate`, since the item never becomes ready
/// (its status stays `.unknown`), so the player never reaches `.playing`
/// and its time stays at zero.
open class AVPlayer: NSObject {
    /// `TimeControlStatus`: AVFoundation's three states.
    public enum TimeControlStatus: Int, Sendable {
        case paused = 0
        case waitingToPlayAtSpecifiedRate = 1
        case playing = 2
    }

    /// `Status`: AVFoundation's three states; a player stays `.unknown`.
    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }

    /// `ActionAtItemEnd`: what happens when an item ends (kept; no item ends).
    public enum ActionAtItemEnd: Int, Sendable {
        case advance = 0
        case pause = 1
        case none = 2
    }

    /// `currentItem`: the item given or last replaced.
    open private(set) var currentItem: AVPlayerItem?
    /// `rate`: 0 when paused; setting it is playing (non-zero) or pausing
    /// (zero), as in AVFoundation.
    open var rate: Float = 0 {
        didSet { timeControlStatus = rate == 0 ? .paused : .waitingToPlayAtSpecifiedRate }
    }
    /// `defaultRate`: the rate `play()` uses, 1 by default.
    open var defaultRate: Float = 1
    /// `timeControlStatus`: follows `rate` (see the type's comment).
    open private(set) var timeControlStatus: TimeControlStatus = .paused
    /// `status`: `.unknown`, always.
    open private(set) var status: Status = .unknown
    /// `error`: nil.
    open private(set) var error: Error?
    /// `isMuted`, `volume`: kept.
    open var isMuted = false
    open var volume: Float = 1
    /// `actionAtItemEnd`: kept, `.pause` by default as for a single item.
    open var actionAtItemEnd: ActionAtItemEnd = .pause

    /// `init()`: a player without an item.
    public override init() {
        super.init()
    }

    /// `init(playerItem:)`.
    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
        super.init()
    }

    /// `init(url:)`: a player of `AVPlayerItem(url: URL)`.
    public convenience init(url URL: URL) {
        self.init(playerItem: AVPlayerItem(url: URL))
    }

    /// `play()`: `rate = defaultRate`.
    open func play() {
        rate = defaultRate
    }

    /// `pause()`: `rate = 0`.
    open func pause() {
        rate = 0
    }

    /// `replaceCurrentItem(with:)`: the item is kept; the rate is not changed.
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        currentItem = item
    }

    /// `currentTime()`: the current item's (`AVPlayerItem.currentTime()`),
    /// zero without an item.
    open func currentTime() -> CMTime {
        currentItem?.currentTime() ?? .zero
    }

    /// `seek(to:)`: the current item's seek (see `AVPlayerItem`).
    open func seek(to time: CMTime) {
        currentItem?.seek(to: time, completionHandler: nil)
    }

    /// `seek(to:completionHandler:)`: the current item's seek; without an
    /// item the handler gets false at once.
    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {
        guard let currentItem else { return completionHandler(false) }
        currentItem.seek(to: time, completionHandler: completionHandler)
    }

    /// `seek(to:toleranceBefore:toleranceAfter:)`.
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
        currentItem?.seek(to: time, toleranceBefore: toleranceBefore, toleranceAfter: toleranceAfter, completionHandler: nil)
    }

    /// `seek(to:toleranceBefore:toleranceAfter:completionHandler:)`.
    open func seek(
        to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: @escaping (Bool) -> Void
    ) {
        guard let currentItem else { return completionHandler(false) }
        currentItem.seek(to: time, toleranceBefore: toleranceBefore, toleranceAfter: toleranceAfter, completionHandler: completionHandler)
    }

    /// `addPeriodicTimeObserver(forInterval:queue:using:)`: kept until
    /// removed; never called, since no time passes (AVFoundation calls it
    /// when time jumps too, but a seek here is not playback).
    open func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping (CMTime) -> Void
    ) -> Any {
        timeObservers.add()
    }

    /// `addBoundaryTimeObserver(forTimes:queue:using:)`: kept until
    /// removed; never called, since playback never crosses a time.
    open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping () -> Void) -> Any {
        timeObservers.add()
    }

    /// `removeTimeObserver(_:)`: an observer this player returned.
    open func removeTimeObserver(_ observer: Any) {
        timeObservers.remove(observer)
    }

    /// The observers added and not removed.
    package var timeObserverCount: Int { timeObservers.tokens.count }
    private var timeObservers = TimeObserverTokens()
}

/// The tokens a player hands out for its time observers.
struct TimeObserverTokens {
    private(set) var tokens: [NSObject] = []

    mutating func add() -> Any {
        let token = NSObject()
        tokens.append(token)
        return token
    }

    mutating func remove(_ observer: Any) {
        guard let token = observer as? NSObject else { return }
        tokens.removeAll { $0 === token }
    }
}
