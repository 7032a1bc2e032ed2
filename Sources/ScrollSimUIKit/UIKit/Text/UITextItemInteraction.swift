import Foundation

/// `UITextItemInteraction`: how the user interacted with a link or an
/// attachment in a text view, as the (deprecated) delegate methods
/// `textView(_:shouldInteractWith:in:interaction:)` receive it. Nothing
/// taps a link here, so those methods are never called.
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction = 0
    case presentActions = 1
    case preview = 2
}
