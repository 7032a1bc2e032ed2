import Foundation

/// `UITextInputTokenizer`: finds units (characters, words, lines…) of a
/// text input's text around a position.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: NSObjectProtocol {
    /// The unit of `granularity` that holds `position`, looking in `direction`.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether `position` is at a boundary of a unit of `granularity`.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next boundary of a unit of `granularity` from `position` in `direction`.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether `position` is inside a unit of `granularity`.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}
