import Foundation

/// `UIStepper`: a value stepped between a minimum and a maximum. Kept:
/// there are no touches, so the value changes only when code sets it
/// (which, as in UIKit, sends no `.valueChanged`); `stepValue`, `wraps`,
/// `autorepeat` and `isContinuous` are kept for the presses that never
/// come, and nothing is drawn. Real, from UIKit's documentation of
/// `UIStepper`: `value` is clamped to `minimumValue...maximumValue`; a bound
/// set past the other one moves the other one to it (the class overview's
/// rule: "both values are set to the new value"), and the value follows.
/// What UIKit raises `NSInvalidArgumentException` for — a `stepValue` of 0
/// or less — is ignored here: the step keeps its value.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// `value`: clamped to `minimumValue...maximumValue`; 0 by default.
    open var value: Double {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    /// `minimumValue`: 0 by default. Set at or above `maximumValue`, it
    /// takes the maximum with it.
    open var minimumValue: Double {
        get { limits.lower }
        set {
            limits = (newValue, max(newValue, limits.upper))
            storedValue = clamped(storedValue)
        }
    }
    /// `maximumValue`: 100 by default. Set at or below `minimumValue`, it
    /// takes the minimum with it.
    open var maximumValue: Double {
        get { limits.upper }
        set {
            limits = (min(newValue, limits.lower), newValue)
            storedValue = clamped(storedValue)
        }
    }
    /// `stepValue`: 1 by default; a value of 0 or less is ignored (UIKit
    /// raises an exception).
    open var stepValue: Double {
        get { storedStep }
        set { if newValue > 0 { storedStep = newValue } }
    }
    /// `wraps`: kept; `false` by default.
    open var wraps = false
    /// `autorepeat`: kept; `true` by default.
    open var autorepeat = true
    /// `isContinuous`: kept; `true` by default.
    open var isContinuous = true

    private var storedValue: Double = 0
    private var storedStep: Double = 1
    private var limits: (lower: Double, upper: Double) = (0, 100)
    private var images: [String: UIImage] = [:]

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `setIncrementImage(_:for:)`: kept per state, not drawn.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        images["increment/\(state.rawValue)"] = image
    }
    /// `incrementImage(for:)`: the image set for `state`.
    open func incrementImage(for state: UIControl.State) -> UIImage? { images["increment/\(state.rawValue)"] }
    /// `setDecrementImage(_:for:)`: kept per state, not drawn.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        images["decrement/\(state.rawValue)"] = image
    }
    /// `decrementImage(for:)`: the image set for `state`.
    open func decrementImage(for state: UIControl.State) -> UIImage? { images["decrement/\(state.rawValue)"] }

    private func clamped(_ value: Double) -> Double {
        max(limits.lower, min(value, limits.upper))
    }
}
