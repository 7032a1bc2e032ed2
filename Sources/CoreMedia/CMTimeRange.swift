/// `CMTimeRange`: a start and a duration, as Core Media keeps them.
public struct CMTimeRange: Sendable, Equatable {
    /// `start`: the first time in the range.
    public var start: CMTime
    /// `duration`: its length.
    public var duration: CMTime

    /// `init(start:duration:)`.
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }

    /// `init(start:end:)`: the duration is `end − start` (`CMTimeSubtract`).
    public init(start: CMTime, end: CMTime) {
        self.init(start: start, duration: CMTimeSubtract(end, start))
    }

    /// `zero`: start 0, duration 0.
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    /// `invalid`: both times invalid.
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)

    /// `end`: `start + duration` (`CMTimeRangeGetEnd`).
    public var end: CMTime { CMTimeAdd(start, duration) }
    /// `isValid`: both times valid, the duration not negative and not
    /// in another epoch (Core Media's `CMTIMERANGE_IS_VALID`).
    public var isValid: Bool {
        start.isValid && duration.isValid && duration.epoch == 0 && duration.value >= 0
    }
    /// `isEmpty`: valid with a zero duration.
    public var isEmpty: Bool { isValid && duration == .zero }

    /// `containsTime(_:)`: `start ≤ time < end` (`CMTimeRangeContainsTime`).
    public func containsTime(_ time: CMTime) -> Bool {
        isValid && time >= start && time < end
    }
}

/// `CMTimeRangeMake(start:duration:)`.
public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange {
    CMTimeRange(start: start, duration: duration)
}

/// `CMTimeRangeGetEnd(_:)`: `range.end`.
public func CMTimeRangeGetEnd(_ range: CMTimeRange) -> CMTime {
    range.end
}

/// `CMVideoDimensions`: a video's width and height in pixels.
public struct CMVideoDimensions: Sendable, Equatable {
    /// `width`.
    public var width: Int32
    /// `height`.
    public var height: Int32

    /// `init()`: 0 × 0.
    public init() {
        self.init(width: 0, height: 0)
    }

    /// `init(width:height:)`.
    public init(width: Int32, height: Int32) {
        self.width = width
        self.height = height
    }
}
