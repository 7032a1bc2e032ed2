import Foundation

/// `UIInputView`: a view meant as a custom keyboard or input accessory
/// view, with the keyboard's look. A plain view here (kept style; nothing
/// is drawn and no keyboard shows it).
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// `UIInputView.Style`.
    public enum Style: Int, Sendable {
        case `default` = 0
        case keyboard = 1
    }

    /// `inputViewStyle`: the style given at creation.
    open private(set) var inputViewStyle: Style
    /// `allowsSelfSizing`: kept (`false` by default); the view's size comes
    /// from its frame or constraints either way here.
    open var allowsSelfSizing = false

    /// `init(frame:inputViewStyle:)`: the designated initialiser.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    /// `init(frame:)`: the default style (UIKit's inherited initialiser;
    /// with it `init()` is there too).
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, inputViewStyle: .default)
    }

    /// `init?(coder:)`: there are no archives here; the default style.
    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}
