import Foundation
import ScrollSimCoreGraphics

/// `EKCalendar`: a calendar's settings, kept. A store without access holds
/// no calendars, so one exists only when the app makes it.
open class EKCalendar: NSObject {
    /// The type it was made for.
    package let entityType: EKEntityType
    /// `title`: kept.
    open var title = ""
    /// `cgColor`: kept.
    open var cgColor: CGColor?
    /// `calendarIdentifier`: a new UUID string per calendar.
    public let calendarIdentifier = UUID().uuidString
    /// `allowsContentModifications`: true; nothing is read-only here.
    open var allowsContentModifications: Bool { true }

    /// `init(for:eventStore:)`: a new calendar for events or reminders.
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {
        self.entityType = entityType
        super.init()
    }
}
