/// The paging offset of a layout with a paging section (such as
/// `FlexLayout`): as last shown (rounded to pixels) and a running
/// animation of it.
struct PagingOffsetState: Sendable {
    /// The paging offset as last shown (rounded to pixels).
    private(set) var shown: Point = .zero
    /// A running paging-offset animation.
    private(set) var animation: ActiveMotion?

    /// Whether no animation runs.
    var isIdle: Bool { animation == nil }

    /// Takes `offset` as shown (a new layout's own paging offset).
    mutating func reset(to offset: Point) {
        shown = offset
    }

    /// Stops a running animation.
    mutating func cancelAnimation() {
        animation = nil
    }

    /// Starts animating from the shown offset to `target` with the sin²
    /// curve over `duration` ms, sampled from `tick` on.
    mutating func animate(to target: Point, duration: Double, onTick tick: Int) {
        animation = ActiveMotion(.animation(OffsetAnimation(from: shown, to: target, duration: duration)),
                                 startTick: tick)
    }

    /// The animated paging offset on `tick`, if an animation runs.
    mutating func sample(onTick tick: Int, frameRate: Double, bounds: ScrollBounds) -> Point? {
        guard let sample = animation?.sample(onTick: tick, frameRate: frameRate, bounds: bounds) else { return nil }
        if sample.isFinished { animation = nil }
        return sample.offset
    }

    /// Shows `rounded`; returns whether it changed (a `pagingOffset`).
    mutating func show(_ rounded: Point) -> Bool {
        guard rounded != shown else { return false }
        shown = rounded
        return true
    }
}
