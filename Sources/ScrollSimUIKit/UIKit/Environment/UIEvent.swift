import Foundation

/// `UIEvent`: kept so that touch and motion overrides compile. There are no
/// touches here, so the simulation never makes one; one made in code is a
/// `.touches` event at time 0 with no touches.
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

    /// The event's touches.
    private let touches: Set<UITouch>

    /// `init()`: an event with no touches.
    public override init() {
        touches = []
        super.init()
    }

    /// A touch event with `touches`.
    package init(touches: Set<UITouch>) {
        self.touches = touches
        super.init()
    }

    /// `allTouches`: the event's touches, `nil` when it has none.
    open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : touches }

    /// `touches(for:)` a view: the touches whose `view` is `view`, `nil`
    /// when none.
    open func touches(for view: UIView) -> Set<UITouch>? {
        nonEmpty(touches.filter { $0.view === view })
    }

    /// `touches(for:)` a window: the touches whose `window` is `window`,
    /// `nil` when none.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        nonEmpty(touches.filter { $0.window === window })
    }

    /// `touches(for:)` a gesture recognizer: the touches delivered to it
    /// (those whose view it is attached to), `nil` when none.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        nonEmpty(touches.filter { touch in touch.gestureRecognizers?.contains { $0 === gesture } ?? false })
    }

    /// `coalescedTouches(for:)`: `[touch]` for one of the event's touches
    /// (there are no intermediate samples here), else `nil`.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        touches.contains(touch) ? [touch] : nil
    }

    /// `predictedTouches(for:)`: none predicted, `[]` for one of the
    /// event's touches, else `nil`.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touches.contains(touch) ? [] : nil
    }

    private func nonEmpty(_ set: Set<UITouch>) -> Set<UITouch>? { set.isEmpty ? nil : set }
}
