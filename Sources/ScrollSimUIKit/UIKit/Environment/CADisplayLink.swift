import Foundation

/// `CADisplayLink`: its target, selector, run-loop modes and settings are
/// kept; it never fires, because nothing here is drawn at a display's
/// rate (the simulation's clock is virtual and advanced by the test).
///
/// Declared in `ScrollSimUIKit`, not `ScrollSimQuartzCore`, because it
/// takes a `Selector`. `timestamp`, `targetTimestamp` and `duration` stay
/// 0, the values before a first callback. See "Not simulated" in
/// `docs/uikit.md`.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    /// The target, retained as UIKit's display link retains it, until
    /// `invalidate()`.
    private var target: Any?
    /// The method that would be called.
    let selector: Selector
    /// The run-loop modes it was added to.
    private(set) var modes: [RunLoop.Mode] = []

    /// `init(target:selector:)`: keeps `target` and `sel`.
    public init(target: Any, selector sel: Selector) {
        self.target = target
        selector = sel
        super.init()
    }

    /// `add(to:forMode:)`: keeps the mode; nothing is scheduled.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        if !modes.contains(mode) { modes.append(mode) }
    }

    /// `remove(from:forMode:)`: forgets the mode.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.removeAll { $0 == mode }
    }

    /// `invalidate()`: forgets every mode and releases the target.
    open func invalidate() {
        modes = []
        target = nil
    }

    /// Whether `invalidate()` has not been called and the link is in a mode.
    var isScheduled: Bool { !modes.isEmpty }

    /// `timestamp`: 0 (it never fires).
    open var timestamp: CFTimeInterval { 0 }
    /// `targetTimestamp`: 0 (it never fires).
    open var targetTimestamp: CFTimeInterval { 0 }
    /// `duration`: 0 (it never fires).
    open var duration: CFTimeInterval { 0 }
    /// `isPaused`: kept; `false` by default.
    open var isPaused = false
    /// `preferredFramesPerSecond`: kept; 0 (the display's rate) by default.
    open var preferredFramesPerSecond = 0
    /// `preferredFrameRateRange`: kept; `.default` (the system chooses) by default.
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// `frameInterval` (deprecated in iOS 10): kept; 1 by default.
    open var frameInterval = 1
}
