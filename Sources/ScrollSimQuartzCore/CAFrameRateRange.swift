import Foundation

/// `CAFrameRateRange`: the frame rates a display link or an animation asks
/// for, kept. Nothing here is drawn at a display's rate, so no rate is
/// ever chosen from it.
public struct CAFrameRateRange: Equatable, Sendable {
    /// `minimum`, frames per second.
    public var minimum: Float
    /// `maximum`, frames per second.
    public var maximum: Float
    /// `preferred`, frames per second; `nil` leaves the choice to the system.
    public var preferred: Float?

    /// `init()`: the zero range, as the C struct's.
    public init() {
        self.init(minimum: 0, maximum: 0, preferred: nil)
    }

    /// `init(minimum:maximum:preferred:)`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }

    /// `CAFrameRateRange.default`: every field 0 (`CAFrameRateRangeDefault`,
    /// "the system chooses").
    public static let `default` = CAFrameRateRange()

    /// `isEqual(to:)` (`CAFrameRateRangeIsEqualToRange`).
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
