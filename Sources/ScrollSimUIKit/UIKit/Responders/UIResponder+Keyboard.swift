import Foundation

// The keyboard's notifications and their user-info keys, as UIKit declares
// them on `UIResponder`. There is no keyboard in the simulation, so none of
// these notifications is ever posted; code that observes them compiles and
// is never called (a test may post one itself with the keys below).
extension UIResponder {
    /// `UIResponder.keyboardWillShowNotification`: never posted.
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// `UIResponder.keyboardDidShowNotification`: never posted.
    nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    /// `UIResponder.keyboardWillHideNotification`: never posted.
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// `UIResponder.keyboardDidHideNotification`: never posted.
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    /// `UIResponder.keyboardWillChangeFrameNotification`: never posted.
    nonisolated public static let keyboardWillChangeFrameNotification =
        NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    /// `UIResponder.keyboardDidChangeFrameNotification`: never posted.
    nonisolated public static let keyboardDidChangeFrameNotification =
        NSNotification.Name("UIKeyboardDidChangeFrameNotification")

    /// `UIResponder.keyboardFrameBeginUserInfoKey`: an `NSValue` of a `CGRect`.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// `UIResponder.keyboardFrameEndUserInfoKey`: an `NSValue` of a `CGRect`.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `UIResponder.keyboardAnimationDurationUserInfoKey`: an `NSNumber` of seconds.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `UIResponder.keyboardAnimationCurveUserInfoKey`: an `NSNumber` of a
    /// `UIView.AnimationCurve` raw value.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// `UIResponder.keyboardIsLocalUserInfoKey`: an `NSNumber` of a `Bool`.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
