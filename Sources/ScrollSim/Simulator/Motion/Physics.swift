/// The physics constants of `docs/simulator.md`, shared by the motions and the release logic.
enum Physics {
    /// Below this speed (points per ms) a deceleration stops.
    static let stopSpeed = 0.01
    /// A release slower than this (points per second) is a zero-velocity release.
    static let releaseThreshold = 250.0
    /// Paging: at most this speed (points per second) picks the nearest page.
    static let pagingNearestThreshold = 300.0
    /// The overshoot's decay per ms past an edge, −ln 0.99: UIKit scales
    /// the overshoot by 0.99 per ms.
    static let bounceLambda = 0.01005
    /// A bounce ends within this distance of the edge (points).
    static let bounceRestDistance = 0.5
    /// Rubber-band stiffness: `b = (1 − 1/(x·0.55/D + 1))·D`.
    static let rubberBandCoefficient = 0.55
    /// The largest rate a re-solved deceleration may use.
    static let maximumResolvedRate = 0.999
    /// Repeated flicks: a release at least this fast, squared ((pt/ms)²), is a fast flick.
    static let fastFlickSquared = 0.36
    /// Repeated flicks: slower releases than this, squared, do not decelerate at all.
    static let releaseThresholdSquared = 0.0625
    /// Repeated flicks: a finger slower than this, squared, ends the streak.
    static let fastScrollDragStopSquared = 0.0169
    /// Repeated flicks: the streak ends this long after the last fast release (s).
    static let fastScrollTimeout = 1.0
    /// Repeated flicks: the drag distance (points) that earns a full boost step.
    static let fastScrollDistance = 240.0
    /// Repeated flicks: the largest boost per step.
    static let fastScrollMaximumBoost = 0.9
    /// Repeated flicks: the largest multiplier.
    static let fastScrollMaximumMultiplier = 16.0
    /// The safety bound of searches over milliseconds (100 s).
    static let searchLimit = 100_000
}
