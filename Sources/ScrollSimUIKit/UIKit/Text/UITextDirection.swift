import Foundation

/// `UITextStorageDirection`: forward or backward in the text's storage.
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0
    case backward = 1
}

/// `UITextLayoutDirection`: a direction on screen. The raw values follow
/// the storage directions' (`right` is 2), as in UIKit, so that one
/// `UITextDirection` holds either.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2
    case left = 3
    case up = 4
    case down = 5
}

/// `UITextDirection`: a storage or a layout direction, by raw value.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `storage(_:)`: the direction of a storage direction.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// `layout(_:)`: the direction of a layout direction.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// Whether the direction runs backward through the text: storage
    /// backward, or left or up in left-to-right text laid out top down.
    var isBackward: Bool {
        rawValue == UITextStorageDirection.backward.rawValue || rawValue == UITextLayoutDirection.left.rawValue
            || rawValue == UITextLayoutDirection.up.rawValue
    }
}

/// `UITextGranularity`: the unit a tokenizer works in.
public enum UITextGranularity: Int, Sendable {
    case character, word, sentence, paragraph, line, document
}
