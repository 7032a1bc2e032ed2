import Foundation

/// `UIAccessibilityTraits`: what an accessibility element is and does, a
/// set of bits. Kept: nothing reads them here. The bits are those iOS
/// uses (the SDK exports them as constants); code combines them, inserts,
/// removes and tests them, which behaves as on iOS.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// `none`: no traits.
    public static let none = UIAccessibilityTraits([])
    /// `button`.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// `link`.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// `image`.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// `selected`.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// `playsSound`.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// `keyboardKey`.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// `staticText`.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// `summaryElement`.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// `notEnabled`.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// `updatesFrequently`.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// `searchField`.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// `startsMediaSession`.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// `adjustable`.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// `allowsDirectInteraction`.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// `causesPageTurn`.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// `tabBar`.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// `header`.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
