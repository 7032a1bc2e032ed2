/// A motion in progress and the tick it started on: the simulator samples
/// it at the time elapsed since then.
///
/// The motions are a closed set, held as an enum rather than `any Motion`:
/// sampling one then mutates it in place, with no existential box to
/// allocate or dynamic cast to make on every tick.
struct ActiveMotion: Sendable {
    /// The motions that move a content offset by themselves.
    enum Kind: Sendable {
        /// A deceleration after a release, with its bounce.
        case deceleration(Deceleration)
        /// The settling spring of a paging release.
        case pagingSpring(PagingSpring)
        /// A programmatic scroll or paging-offset animation.
        case animation(OffsetAnimation)
    }

    private(set) var kind: Kind
    let startTick: Int

    init(_ kind: Kind, startTick: Int) {
        self.kind = kind
        self.startTick = startTick
    }

    /// Samples the motion on `tick`.
    mutating func sample(onTick tick: Int, frameRate: Double, bounds: ScrollBounds) -> MotionSample {
        let elapsed = Double(tick - startTick) * 1000 / frameRate
        switch kind {
        case .deceleration(var deceleration):
            let sample = deceleration.sample(atMilliseconds: elapsed, bounds: bounds)
            kind = .deceleration(deceleration)
            return sample
        case .pagingSpring(var spring):
            let sample = spring.sample(atMilliseconds: elapsed, bounds: bounds)
            kind = .pagingSpring(spring)
            return sample
        case .animation(var animation):
            _ = animation.keepsTarget(within: bounds)
            let sample = animation.sample(atMilliseconds: elapsed, bounds: bounds)
            kind = .animation(animation)
            return sample
        }
    }

    /// The callback sent on the tick the motion ends.
    var endEvent: Event.Payload {
        switch kind {
        case .deceleration(let deceleration): deceleration.endEvent
        case .pagingSpring(let spring): spring.endEvent
        case .animation(let animation): animation.endEvent
        }
    }

    /// Whether the motion is a deceleration (or its bounce), as opposed to
    /// a programmatic animation: UIKit's `isDecelerating`.
    var isDeceleration: Bool {
        switch kind {
        case .deceleration, .pagingSpring: true
        case .animation: false
        }
    }

    /// Whether the motion is a programmatic animation (an animated scroll
    /// step lasts until it ends).
    var isAnimation: Bool { !isDeceleration }

    /// Whether the motion is a deceleration that has reached an edge (and
    /// bounced or stopped there).
    var hasReachedEdge: Bool {
        if case .deceleration(let deceleration) = kind { return deceleration.hasReachedEdge }
        return false
    }

    /// Whether the motion is a free deceleration (not a paging spring or an
    /// animation): reaching an edge or coming to rest ends a repeated-flick
    /// streak.
    var isFreeDeceleration: Bool {
        if case .deceleration = kind { return true }
        return false
    }
}
