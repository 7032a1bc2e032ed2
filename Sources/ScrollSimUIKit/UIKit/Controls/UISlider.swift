import Foundation

/// `UISlider`: a value between a minimum and a maximum. Kept: nothing
/// drags the thumb, so the value changes only when code sets it (which, as
/// in UIKit, sends no `.valueChanged`), and nothing is drawn. Real: the
/// value stays within the bounds, as UIKit pins it — a value set outside
/// them becomes the nearer bound, and moving a bound past the value moves
/// the value with it (the minimum wins if the bounds cross).
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// `value`: pinned to `minimumValue...maximumValue`; 0 by default.
    open var value: Float {
        get { storedValue }
        set { storedValue = pinned(newValue) }
    }
    /// `minimumValue`: 0 by default.
    open var minimumValue: Float = 0 { didSet { storedValue = pinned(storedValue) } }
    /// `maximumValue`: 1 by default.
    open var maximumValue: Float = 1 { didSet { storedValue = pinned(storedValue) } }
    /// `isContinuous`: kept; `true` by default.
    open var isContinuous = true
    /// `minimumValueImage`: kept.
    open var minimumValueImage: UIImage?
    /// `maximumValueImage`: kept.
    open var maximumValueImage: UIImage?
    /// `minimumTrackTintColor`: kept.
    open var minimumTrackTintColor: UIColor?
    /// `maximumTrackTintColor`: kept.
    open var maximumTrackTintColor: UIColor?
    /// `thumbTintColor`: kept.
    open var thumbTintColor: UIColor?

    private var storedValue: Float = 0
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `setValue(_:animated:)`: sets `value` (pinned).
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// `setThumbImage(_:for:)`: kept per state.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
    }
    /// `thumbImage(for:)`: the image set for `state`.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// `setMinimumTrackImage(_:for:)`: kept per state.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
    }
    /// `minimumTrackImage(for:)`: the image set for `state`.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// `setMaximumTrackImage(_:for:)`: kept per state.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
    }
    /// `maximumTrackImage(for:)`: the image set for `state`.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }
    /// `currentThumbImage`: the thumb image of the current state, or the
    /// normal state's.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue] }

    private func pinned(_ value: Float) -> Float {
        max(minimumValue, min(value, maximumValue))
    }
}
