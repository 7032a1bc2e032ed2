/// UIKit's smooth-deceleration animation (`_smoothDecelerationAnimation`),
/// which a tap on the status bar scrolls to the top with
/// (`docs/simulator.md`, "Scroll to top"): a critically damped spring of
/// mass 1 with a 0.6 s response, run for 1.6 s.
///
/// From `x0` towards `T` with no initial velocity, the offset `t` seconds in
/// is `T + (x0 − T)·(1 + ω·t)·e^(−ω·t)`, ω = 2π/response. Source: WebKit's
/// `WKKeyboardScrollingAnimator.mm` (its scroll-to-extent animation, "see
/// also: `_smoothDecelerationAnimation()` in UIKit"), a `CASpringAnimation`
/// with these parameters.
enum SmoothDeceleration {
    /// The spring's response (period of the undamped spring), seconds.
    static let response = 0.6
    /// The spring's mass.
    static let mass = 1.0
    /// ω = 2π/response, radians per second.
    static let angularFrequency = 2 * Double.pi / response
    /// Stiffness ω²·mass.
    static let stiffness = angularFrequency * angularFrequency * mass
    /// Damping 2·ω·mass: critical damping (damping ratio 1).
    static let damping = 2 * angularFrequency * mass
    /// How long the animation runs, milliseconds (it then ends on its target).
    static let duration = 1600.0

    /// The share of the way covered `seconds` after the start:
    /// `1 − (1 + ω·t)·e^(−ω·t)`.
    static func progress(atSeconds seconds: Double) -> Double {
        let wt = angularFrequency * seconds
        return 1 - (1 + wt) * Math.exp(-wt)
    }
}
