/// A finger dragging the content (the physics of `docs/simulator.md`): the finger moves at constant
/// speed by `translation` over `tickCount` ticks; the content offset
/// follows it, rubber-banded past the edges.
///
/// The finger's position is tracked in an unconstrained "logical" offset;
/// the shown offset is that offset with the rubber band applied per axis:
/// a logical overshoot x past an edge shows as
/// `b = (1 − 1/(x·0.55/D + 1))·D`, D the viewport size along the axis.
/// With `bounces: false` the shown offset is clamped instead.
struct Drag: Hashable, Sendable {
    /// The logical offset at touch-down.
    let logicalStart: Point
    /// The content-offset translation: the opposite of the finger's.
    let offsetTranslation: Point
    /// The number of ticks the finger moves over (at least 1).
    let tickCount: Int

    /// The logical offset after `tick` of `tickCount` moving ticks.
    func logicalOffset(afterTick tick: Int) -> Point {
        let fraction = Double(min(max(tick, 0), tickCount)) / Double(tickCount)
        return Point(x: logicalStart.x + offsetTranslation.x * fraction,
                     y: logicalStart.y + offsetTranslation.y * fraction)
    }

    /// The finger's content-offset velocity during a moving tick, points
    /// per second: the translation spread evenly over the ticks.
    func tickVelocity(frameRate: Double) -> Point {
        // Multiplying before dividing keeps round figures exact (200 pt
        // over 6 ticks at 60 Hz is 2000 pt/s, not 2000.0000000000002).
        Point(x: offsetTranslation.x * frameRate / Double(tickCount),
              y: offsetTranslation.y * frameRate / Double(tickCount))
    }

    /// The release velocity (points per second): 0.75·previous-tick +
    /// 0.25·last-tick finger velocity. The finger moves at constant speed,
    /// so both are the same; a one-tick drag has no earlier sample and uses
    /// its only tick for both.
    func releaseVelocity(frameRate: Double) -> Point {
        let last = tickVelocity(frameRate: frameRate)
        let previous = last
        return Point(x: 0.75 * previous.x + 0.25 * last.x, y: 0.75 * previous.y + 0.25 * last.y)
    }

    // MARK: - Rubber band

    /// The shown position for a logical position on one axis.
    static func rubberBand(_ logical: Double, bounds: ClosedRange<Double>, dimension: Double, bounces: Bool) -> Double {
        if logical > bounds.upperBound {
            return bounces ? bounds.upperBound + shownOvershoot(logical - bounds.upperBound, dimension: dimension)
                : bounds.upperBound
        }
        if logical < bounds.lowerBound {
            return bounces ? bounds.lowerBound - shownOvershoot(bounds.lowerBound - logical, dimension: dimension)
                : bounds.lowerBound
        }
        return logical
    }

    /// `b = (1 − 1/(x·0.55/D + 1))·D` for a finger overshoot x ≥ 0.
    static func shownOvershoot(_ x: Double, dimension d: Double) -> Double {
        guard d > 0 else { return 0 }
        return (1 - 1 / (x * Physics.rubberBandCoefficient / d + 1)) * d
    }

    /// The finger overshoot that shows as `b` (the inverse of
    /// `shownOvershoot`), so that a drag starting mid-bounce continues
    /// smoothly. Overshoots of 99 % of D or more (only reachable with a
    /// programmatic, unclamped `scrollTo`) are treated as 99 %.
    static func fingerOvershoot(_ b: Double, dimension d: Double) -> Double {
        guard d > 0 else { return 0 }
        let shown = min(b, 0.99 * d)
        return shown * d / ((d - shown) * Physics.rubberBandCoefficient)
    }

    /// The logical position for a shown position on one axis.
    static func logical(_ shown: Double, bounds: ClosedRange<Double>, dimension: Double, bounces: Bool) -> Double {
        guard bounces else { return shown }
        if shown > bounds.upperBound {
            return bounds.upperBound + fingerOvershoot(shown - bounds.upperBound, dimension: dimension)
        }
        if shown < bounds.lowerBound {
            return bounds.lowerBound - fingerOvershoot(bounds.lowerBound - shown, dimension: dimension)
        }
        return shown
    }
}
