import Foundation

/// `EKEvent`: an event's dates and settings, kept. It is never stored (the
/// store denies access: `EKEventStore`), so `eventIdentifier` stays nil.
open class EKEvent: EKCalendarItem {
    /// `startDate`, `endDate`: kept; nil until set.
    open var startDate: Date!
    open var endDate: Date!
    /// `isAllDay`: kept.
    open var isAllDay = false
    /// `timeZone`: kept.
    open var timeZone: TimeZone?
    /// `eventIdentifier`: nil; the event is never saved.
    open var eventIdentifier: String? { nil }

    /// `init(eventStore:)`: a new event, not yet saved.
    public init(eventStore: EKEventStore) {
        super.init()
    }

    /// `compareStartDate(with:)`: the order of the start dates (real
    /// bookkeeping; an unset date compares as the distant past).
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        let (mine, theirs) = (startDate ?? .distantPast, other.startDate ?? .distantPast)
        return mine == theirs ? .orderedSame : mine < theirs ? .orderedAscending : .orderedDescending
    }
}
