/// ScrollSim's model of where a `groupPaging` or `groupPagingCentered`
/// orthogonal section comes to rest after a release. Apple documents only
/// "fractional size paging behavior determined by the section's layout
/// group's dimension"; the model (`docs/simulator.md`, "Orthogonal
/// sections") is paging by the group stride, as a paging scroll view pages
/// by its width, with the fast deceleration rate.
public struct OrthogonalPagingModel: Hashable, Sendable {
    /// The most groups one release moves the section on (at least 1).
    /// Default 1: one group per flick.
    public var groupsPerFlick: Int
    /// A release at most this fast (points per second) rests on the
    /// nearest group boundary; a faster one on the next in the direction
    /// of motion. Default 300, the paging scroll view's threshold.
    public var nearestGroupSpeed: Double

    /// Creates a model; the defaults are one group per flick and 300 pt/s.
    public init(groupsPerFlick: Int = 1, nearestGroupSpeed: Double = 300) {
        self.groupsPerFlick = groupsPerFlick
        self.nearestGroupSpeed = nearestGroupSpeed
    }
}
