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

    /// `UIEvent.EventSubtype`: UIKit's raw values (shake 1, remote
    /// control from 100).
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack
        case remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward
        case remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    /// `subtype`: `.none`, as for a touch event.
    open var subtype: EventSubtype { .none }
    /// `type`.
    open var type: EventType { .touches }
    /// `timestamp`: seconds; always 0 (the clock is the simulation's).
    open var timestamp: TimeInterval { 0 }
}
