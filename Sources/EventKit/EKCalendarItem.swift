import Foundation

/// `EKCalendarItem`: what events and reminders share, kept.
open class EKCalendarItem: NSObject {
    /// `calendar`: kept.
    open var calendar: EKCalendar!
    /// `title`: kept; "" by default (EventKit's is null-resettable).
    open var title: String! = ""
    /// `location`, `notes`, `url`: kept.
    open var location: String?
    open var notes: String?
    open var url: URL?
    /// `calendarItemIdentifier`: a new UUID string per item.
    public let calendarItemIdentifier = UUID().uuidString

    package override init() {
        super.init()
    }
}
