import Foundation

/// `UITextFieldDelegate`: every method has a default; nothing types, so
/// none is called by the simulation.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// UIKit sends this form instead of `textFieldDidEndEditing(_:)` to a
    /// delegate that implements it; not implemented, the one-argument form
    /// answers.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// `UITextField`: text and its appearance, kept; nothing types or
/// becomes first responder. Its fitting size is its text's (or
/// placeholder's), as a label measures it.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// `UITextField.DidEndEditingReason`: on iOS only `committed` (the SDK
    /// declares `cancelled` for tvOS alone).
    public enum DidEndEditingReason: Int, Sendable { case committed = 0 }

    open var text: String?
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor? = .label
    open var textAlignment = NSTextAlignment.natural
    open var borderStyle = BorderStyle.none
    open var clearButtonMode = ViewMode.never
    open var leftView: UIView?
    open var leftViewMode = ViewMode.never
    open var rightView: UIView?
    open var rightViewMode = ViewMode.never
    open var isSecureTextEntry = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var clearsOnBeginEditing = false
    open var returnKeyType = UIReturnKeyType.default
    open var keyboardType = UIKeyboardType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    /// `textContentType`: kept (`nil` by default); no AutoFill happens.
    open var textContentType: UITextContentType!
    /// `inputView`: kept (UIKit's text field redeclares it settable); never shown.
    open override var inputView: UIView? {
        get { keptInputView }
        set { keptInputView = newValue }
    }
    private var keptInputView: UIView?
    /// `inputAccessoryView`: kept; never shown.
    open override var inputAccessoryView: UIView? {
        get { keptInputAccessoryView }
        set { keptInputAccessoryView = newValue }
    }
    private var keptInputAccessoryView: UIView?
    /// `delegate` (weak).
    open weak var delegate: (any UITextFieldDelegate)?
    /// `isEditing`: never, as nothing types.
    open var isEditing: Bool { false }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `canBecomeFirstResponder`: whether the field is enabled, so that
    /// `becomeFirstResponder()` makes an enabled field in a window its
    /// window's first responder (`UIResponder`). No keyboard appears and
    /// no keyboard notification is posted.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let label = UILabel()
        label.font = font
        label.text = (text?.isEmpty ?? true) ? placeholder : text
        return label.sizeThatFits(size)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// `UITextField.textDidBeginEditingNotification`: never posted (nothing
    /// types here).
    public nonisolated static let textDidBeginEditingNotification =
        NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    /// `UITextField.textDidChangeNotification`: never posted.
    public nonisolated static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
    /// `UITextField.textDidEndEditingNotification`: never posted.
    public nonisolated static let textDidEndEditingNotification =
        NSNotification.Name("UITextFieldTextDidEndEditingNotification")
}

/// `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
    case twitter, webSearch, asciiCapableNumberPad
}

/// `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
