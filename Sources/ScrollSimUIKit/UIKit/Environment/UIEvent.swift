import Foundation

/// `UIEvent`: kept so that touch and motion overrides compile. There are no
/// touches here, so the simulation never makes one; one made in code is a
/// `.touches` event at time 0.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    /// `type`.
    open var type: EventType { .touches }
    /// `timestamp`: seconds; always 0 (the clock is the simulation's).
    open var timestamp: TimeInterval { 0 }
}
