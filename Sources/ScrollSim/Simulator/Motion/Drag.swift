/// The rubber band of a finger dragging the content (the physics of
/// `docs/simulator.md`).
///
/// The finger's position is tracked in an unconstrained "logical" offset;
/// the shown offset is that offset with the rubber band applied per axis:
/// a logical overshoot x past an edge shows as
/// `b = (1 − 1/(x·0.55/D + 1))·D`, D the viewport size along the axis.
/// With `bounces: false` the shown offset is clamped instead.
enum Drag {
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
