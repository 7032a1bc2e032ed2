import Foundation

extension UIContentSizeCategory {
    /// The category's rank from smallest to largest text, as
    /// `UIContentSizeCategoryCompareToCategory` orders them: extra small
    /// … extra extra extra large, then the five accessibility sizes.
    /// `unspecified` and raw values UIKit does not declare rank below extra
    /// small (ScrollSim's choice; UIKit does not document their order).
    private var rank: Int {
        Self.ladder.firstIndex(of: self) ?? -1
    }

    private static let ladder: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// `<`: whether `left` is a smaller text size than `right`.
    public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.rank < right.rank
    }

    /// `<=`: whether `left` is no larger a text size than `right`.
    public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.rank <= right.rank
    }

    /// `>`: whether `left` is a larger text size than `right`.
    public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.rank > right.rank
    }

    /// `>=`: whether `left` is no smaller a text size than `right`.
    public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.rank >= right.rank
    }
}
