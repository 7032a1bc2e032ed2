/// UIScrollView's stepping of a deceleration at and past an edge, frame by
/// frame (the physics of `docs/simulator.md`, "Bounce"): the rule of
/// `_getBouncingDecelerationOffset`, as decoded copies of it and replicas
/// checked against recorded gestures step it.
///
/// One frame of Δ ms from position x and velocity v (points per ms):
/// * from inside the range, free deceleration, `x += v·d·(1 − e)/(1 − d)`,
///   `v *= e` with `e = d^Δ`; if that would end past an edge, only the share
///   of the frame up to the edge (by linear interpolation of the step) is
///   free, and the rest of the frame bounces; when that share is zero (the
///   frame starts on the edge, moving out), the whole frame's free flight
///   is kept with the velocity undecayed, and the whole frame bounces from
///   there (UIKit writes the free flight before it splits the frame);
/// * past an edge, for the r ms left: the overshoot is scaled by
///   `s = 0.99^r` (`e^(−0.01005·r)`), the velocity adds
///   `(1 − d^r)·s·d·v/(1 − d)` and becomes `d^r·s·v`.
///
/// Exponentials are taken as UIKit takes them in this stepping: the
/// two-term Taylor series `1 + a + a²/2` when `a ≥ −0.5`, `e^a` below.
enum Bounce {
    /// UIKit's exponential in per-frame stepping.
    static func stepExponential(_ a: Double) -> Double {
        a >= -0.5 ? a * (a * 0.5 + 1) + 1 : Math.exp(a)
    }

    /// One frame of `milliseconds` from `position` at `velocity`.
    /// `distanceScale` is the repeated-flick multiplier of the free share.
    static func step(
        position: Double, velocity: Double, milliseconds frame: Double, bounds: ClosedRange<Double>, rate: Double,
        distanceScale: Double = 1
    ) -> (position: Double, velocity: Double) {
        let lnRate = Math.log(rate)
        var x = position, v = velocity
        var bouncing = frame
        // The edge the bounce pulls back to: the one crossed, or the one the
        // frame starts past.
        var edge = x < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
        if bounds.contains(x) {
            guard v != 0 else { return (x, v) }
            var e = stepExponential(frame * lnRate)
            var travel = (1 - e) / (1 - rate) * rate * distanceScale
            let next = x + v * travel
            var free = frame
            bouncing = 0
            if next < bounds.lowerBound || next > bounds.upperBound {
                edge = next < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
                free = frame * (edge - x) / (next - x)
                bouncing = frame - free
            }
            if free > 0 {
                if free != frame {
                    e = stepExponential(free * lnRate)
                    travel = (1 - e) / (1 - rate) * rate * distanceScale
                }
                x += travel * v
                v *= e
            } else {
                // The crossing falls at t = 0 (a flick out of a resting
                // edge): UIKit has already moved the offset by the whole
                // frame's free flight and keeps it, with the velocity
                // undecayed, and the bounce scales that overshoot.
                x = next
            }
        }
        if bouncing > 0 {
            let e = stepExponential(bouncing * lnRate)
            let s = stepExponential(-Physics.bounceLambda * bouncing)
            x = edge + (x - edge) * s
            x += (1 - e) * (s * rate * v) / (1 - rate)
            v *= e * s
        }
        return (x, v)
    }
}
