// Only `import EventKit`, as a file written for iOS imports it.
import EventKit

/// A calendar's events loader, as calendar views write it: asks for
/// access when it is not granted, then reads; adds an event when granted.
enum EventsLoader {
    /// The events between two dates, or nil when access is refused; and
    /// whether the access request's answer came.
    static func load(from start: Date, to end: Date, store: EKEventStore) -> (events: [EKEvent]?, asked: Bool) {
        guard EKEventStore.authorizationStatus(for: .event) == .fullAccess else {
            let answer = Answer()
            store.requestAccess(to: .event) { granted, error in
                answer.record(granted: granted && error == nil)
            }
            return (answer.granted == true ? [] : nil, answer.granted != nil)
        }
        let predicate = store.predicateForEvents(withStart: start, end: end, calendars: nil)
        return (store.events(matching: predicate), false)
    }

    /// Saves an event; the error when the store refuses it.
    static func add(title: String, start: Date, end: Date, store: EKEventStore) -> Error? {
        let event = EKEvent(eventStore: store)
        event.title = title
        event.startDate = start
        event.endDate = end
        event.calendar = store.defaultCalendarForNewEvents
        do {
            try store.save(event, span: .thisEvent)
            return nil
        } catch {
            return error
        }
    }
}

/// The answer of an access request, from whatever thread it comes on.
final class Answer: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Bool?

    var granted: Bool? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func record(granted: Bool) {
        lock.lock()
        value = granted
        lock.unlock()
    }
}
