import Foundation
import class ScrollSim.Simulator
import struct ScrollSim.SimulationError
import struct ScrollSim.Point

// The test clock: the verbs that move virtual time and the finger, which
// a device has no need of (`docs/uikit.md`).
extension UICollectionView {

    /// The simulator running this collection view (started on first use),
    /// for what this class does not forward.
    public var simulator: Simulator {
        layoutIfNeeded()
        guard let simulation else { preconditionFailure("a collection view driven by a scenario has no simulator of its own") }
        return simulation
    }

    /// Runs `ticks` ticks of virtual time.
    public func advance(ticks: Int = 1) throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.advance(ticks: ticks) }
    }

    /// Runs `seconds` of virtual time.
    public func advance(seconds: TimeInterval) throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.advance(seconds: seconds) }
    }

    /// Runs until nothing moves.
    public func runUntilIdle(maxSeconds: TimeInterval = 60) throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.runUntilIdle(maxSeconds: maxSeconds) }
    }

    /// Puts a finger down at `location` (view coordinates).
    public func touchDown(at location: CGPoint = .zero) throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.touchDown(at: Point(location)) }
    }

    /// Moves the finger by `translation` over `duration` seconds, from the next tick.
    public func moveFinger(by translation: CGPoint, duration: TimeInterval) throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.moveFinger(by: Point(translation), duration: duration) }
    }

    /// Lifts the finger at its own velocity.
    public func liftFinger() throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.liftFinger() }
    }

    /// A flick: touch and lift at `velocity` (points per second, content offset).
    public func fling(velocity: CGPoint) throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.fling(velocity: Point(velocity)) }
    }

    /// A flick touching down at `location` (in the view's bounds, relative
    /// to its visible origin): inside an orthogonally scrolling section,
    /// moving mainly along its axis, the section scrolls by itself — the
    /// collection view's offset stays and its delegate gets no
    /// `scrollViewDidScroll` (`docs/simulator.md`, "Orthogonal sections").
    public func fling(velocity: CGPoint, at location: CGPoint) throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.fling(velocity: Point(velocity), at: Point(location)) }
    }

    /// The scroll offset of orthogonally scrolling section `section`'s own
    /// scroll view (`.zero` until a gesture has scrolled it).
    public func orthogonalScrollOffset(inSection section: Int) -> CGPoint {
        guard let simulation else { return .zero }
        let offset = simulation.orthogonalOffset(inSection: section)
        return CGPoint(x: offset.x, y: offset.y)
    }

    /// A tap on the status bar.
    public func scrollToTop() throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.scrollToTop() }
    }
}
