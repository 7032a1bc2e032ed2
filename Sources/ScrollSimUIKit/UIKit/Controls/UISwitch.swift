import Foundation

/// `UISwitch`: an on/off control. `isOn` is kept; there are no touches, so
/// it changes only when code sets it (which, as in UIKit, sends no
/// `.valueChanged`). Its size is UIKit's 51 × 31 points whatever the frame
/// asks, as on iOS.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// UIKit's switch size, points.
    static let standardSize = CGSize(width: 51, height: 31)

    /// `isOn`.
    open var isOn = false
    /// `onTintColor`: kept, not drawn.
    open var onTintColor: UIColor?
    /// `thumbTintColor`: kept, not drawn.
    open var thumbTintColor: UIColor?

    /// `init(frame:)`: the frame's origin with the switch's own size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `setOn(_:animated:)`: sets `isOn`.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }
    open override var intrinsicContentSize: CGSize { Self.standardSize }
}
