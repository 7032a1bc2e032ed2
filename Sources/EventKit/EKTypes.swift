// `import EventKit` on Linux (this module is declared on Linux only): an
// event store the user never lets in (docs/uikit.md).
@_exported import Foundation

/// `EKEntityType`: events or reminders.
public enum EKEntityType: UInt, Sendable {
    case event = 0
    case reminder = 1
}

/// `EKAuthorizationStatus`: EventKit's access states.
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case fullAccess = 3
    case writeOnly = 4

    /// `.authorized`: the name before iOS 17 of `.fullAccess`.
    @available(*, deprecated, renamed: "fullAccess")
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// `EKSpan`: which occurrences of a recurring event a change covers.
public enum EKSpan: Int, Sendable {
    case thisEvent = 0
    case futureEvents = 1
}

/// `EKErrorDomain`: the domain of EventKit's errors.
public let EKErrorDomain = "EKErrorDomain"

/// `EKEventStoreRequestAccessCompletionHandler`: the answer to an access
/// request — granted, and an error.
public typealias EKEventStoreRequestAccessCompletionHandler = @Sendable (Bool, Error?) -> Void
