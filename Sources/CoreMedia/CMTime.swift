/// `CMTimeValue`: a time's numerator.
public typealias CMTimeValue = Int64
/// `CMTimeScale`: a time's denominator, units per second.
public typealias CMTimeScale = Int32
/// `CMTimeEpoch`: tells apart equal timestamps of different loops.
public typealias CMTimeEpoch = Int64

/// `kCMTimeMaxTimescale`: the largest timescale Core Media's arithmetic
/// produces (1 000 000 000).
public var kCMTimeMaxTimescale: Int { 1_000_000_000 }

/// `CMTimeFlags`: Core Media's time flags (its raw values).
public struct CMTimeFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The time is valid; without it the time is `.invalid`.
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    /// The time was rounded when made or computed.
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    /// Positive infinity; the value and timescale mean nothing.
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    /// Negative infinity; the value and timescale mean nothing.
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    /// An unknown time (a live stream's duration).
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    /// The flags that make a time non-numeric.
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// `CMTime`: a time as the rational number `value / timescale` seconds,
/// or one of the non-numeric times (invalid, indefinite, ±infinity), as
/// Core Media represents it. Real arithmetic: see `CMTimeAdd(_:_:)` and
/// `CMTimeCompare(_:_:)`; equality and order are Core Media's comparison,
/// so 1/2 equals 2/4.
public struct CMTime: Sendable {
    /// `value`: the numerator.
    public var value: CMTimeValue
    /// `timescale`: the denominator (units per second).
    public var timescale: CMTimeScale
    /// `flags`: validity and the non-numeric kinds.
    public var flags: CMTimeFlags
    /// `epoch`: 0 unless a time is made with one.
    public var epoch: CMTimeEpoch

    /// `init()`: the invalid time, as Core Media's zeroed structure is.
    public init() {
        self.init(value: 0, timescale: 0, flags: [], epoch: 0)
    }

    /// `init(value:timescale:flags:epoch:)`: the fields as given.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// `init(value:timescale:)`: `value / timescale` seconds, valid (epoch 0).
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: .valid, epoch: 0)
    }

    /// `init(seconds:preferredTimescale:)`: `seconds` in `preferredTimescale`
    /// units, rounded half away from zero (Core Media's default rounding);
    /// NaN gives `.invalid`, ±∞ the infinite times; when the value would
    /// not fit in 64 bits the timescale is halved until it does, as Core
    /// Media does.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 {
            self = .invalid
            return
        }
        if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
            return
        }
        var timescale = preferredTimescale
        while timescale > 1, (seconds * Double(timescale)).magnitude >= 0x1p63 {
            timescale /= 2
        }
        let scaled = seconds * Double(timescale)
        guard scaled.magnitude < 0x1p63 else {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
            return
        }
        let rounded = scaled.rounded(.toNearestOrAwayFromZero)
        var flags = CMTimeFlags.valid
        if rounded != scaled { flags.insert(.hasBeenRounded) }
        self.init(value: CMTimeValue(rounded), timescale: timescale, flags: flags, epoch: 0)
    }

    /// `zero`: 0/1 s.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// `invalid`: the invalid time (no flags).
    public static let invalid = CMTime()
    /// `indefinite`: an unknown time.
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// `positiveInfinity`: after every numeric time.
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// `negativeInfinity`: before every numeric time.
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    /// `isValid`: the `.valid` flag is set.
    public var isValid: Bool { flags.contains(.valid) }
    /// `isIndefinite`: valid and indefinite.
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    /// `isPositiveInfinity`: valid and +∞.
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// `isNegativeInfinity`: valid and −∞.
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// `isNumeric`: valid and none of the non-numeric flags.
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }
    /// `hasBeenRounded`: the `.hasBeenRounded` flag is set.
    public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }

    /// `seconds`: `value / timescale`; ±∞ for the infinite times, NaN for
    /// the invalid and the indefinite ones (`CMTimeGetSeconds`).
    public var seconds: Double { CMTimeGetSeconds(self) }
}
