import Foundation

/// `EKEventStore`: an event store whose user never grants access. Every
/// entity type's status is `.notDetermined` until the app asks; an access
/// request is answered at once, on the caller's thread, with
/// `(false, nil)` — the user said no — and the type's status is `.denied`
/// from then on, for every store of the process (as on iOS, where the
/// answer is the app's). Without access the store holds nothing:
/// `events(matching:)` is empty, `defaultCalendarForNewEvents` is nil, and
/// `save`/`remove`/`commit` throw EventKit's "not authorized" error
/// (`EKErrorDomain`, code 29, `EKErrorEventStoreNotAuthorized`).
open class EKEventStore: NSObject {
    /// The entity types the process asked access to (and was denied), by
    /// raw value.
    private nonisolated(unsafe) static var deniedTypes: Set<UInt> = []
    private static let deniedTypesLock = NSLock()

    public override init() {
        super.init()
    }

    /// `authorizationStatus(for:)`: `.notDetermined`, or `.denied` once the
    /// process has asked (see the type's comment).
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
        deniedTypesLock.lock()
        defer { deniedTypesLock.unlock() }
        return deniedTypes.contains(entityType.rawValue) ? .denied : .notDetermined
    }

    /// `requestAccess(to:completion:)`: denied (see the type's comment).
    open func requestAccess(to entityType: EKEntityType, completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        Self.deny(entityType, completion)
    }

    /// `requestFullAccessToEvents(completion:)`: denied.
    open func requestFullAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        Self.deny(.event, completion)
    }

    /// `requestWriteOnlyAccessToEvents(completion:)`: denied.
    open func requestWriteOnlyAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        Self.deny(.event, completion)
    }

    /// `requestFullAccessToReminders(completion:)`: denied.
    open func requestFullAccessToReminders(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        Self.deny(.reminder, completion)
    }

    /// `defaultCalendarForNewEvents`: nil; there is no access.
    open var defaultCalendarForNewEvents: EKCalendar? { nil }

    /// `calendars(for:)`: none; there is no access.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }

    /// `predicateForEvents(withStart:end:calendars:)`: a predicate that
    /// matches nothing (the store holds nothing to match).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: false)
    }

    /// `events(matching:)`: none.
    open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }

    /// `event(withIdentifier:)`: nil.
    open func event(withIdentifier identifier: String) -> EKEvent? { nil }

    /// `save(_:span:)`, `save(_:span:commit:)`, `remove(_:span:)`,
    /// `remove(_:span:commit:)`, `commit()`: throw "not authorized".
    open func save(_ event: EKEvent, span: EKSpan) throws {
        throw Self.notAuthorized
    }

    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        throw Self.notAuthorized
    }

    open func remove(_ event: EKEvent, span: EKSpan) throws {
        throw Self.notAuthorized
    }

    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        throw Self.notAuthorized
    }

    open func commit() throws {
        throw Self.notAuthorized
    }

    /// `reset()`: nothing is cached.
    open func reset() {}

    /// EventKit's `EKErrorEventStoreNotAuthorized`.
    private static var notAuthorized: NSError {
        NSError(domain: EKErrorDomain, code: 29, userInfo: [
            NSLocalizedDescriptionKey: "The user has not authorized the application to access events and reminders."
        ])
    }

    /// Records the denial of `entityType`, then answers `completion`.
    private static func deny(_ entityType: EKEntityType, _ completion: EKEventStoreRequestAccessCompletionHandler) {
        deniedTypesLock.lock()
        deniedTypes.insert(entityType.rawValue)
        deniedTypesLock.unlock()
        completion(false, nil)
    }
}
