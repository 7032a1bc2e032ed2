import Foundation

/// `UIActivityIndicatorView`: animating or not, kept; nothing spins. With
/// `hidesWhenStopped` (the default) it is hidden while stopped, as UIKit's.
/// Its size is UIKit's: 20 × 20 for `.medium`, 37 × 37 for `.large`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2
        case medium = 100, large = 101
    }

    open var style = Style.medium { didSet { invalidateIntrinsicContentSize() } }
    open var color: UIColor! = .gray
    open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    /// `isAnimating`.
    open private(set) var isAnimating = false

    /// `init(style:)`.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
        isHidden = true
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        isHidden = true
    }

    /// `startAnimating()`.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// `stopAnimating()`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize {
        switch style {
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        case .medium, .white, .gray: CGSize(width: 20, height: 20)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
