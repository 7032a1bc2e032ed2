import Foundation

/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight
    case rightToLeft
}

/// `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight
    case rightToLeft
}

/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified
    case compact
    case regular
}

/// `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified
    case light
    case dark
}

/// `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone
    case pad
    case tv
    case carPlay
    case mac = 5
    case vision = 6
}

/// `UIContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `UIContentSizeCategory.didChangeNotification`: never posted — the
    /// simulated device's text size does not change.
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
    /// `UIContentSizeCategory.newValueUserInfoKey`: the new category's key
    /// in that notification's user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// `UITraitCollection`: the environment a view is laid out in. The
/// simulated one is an iPhone in portrait, light, left to right, 3×
/// (`UIScreen.main`), large text.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// The simulated device's traits.
    public override convenience init() {
        self.init(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceStyle: .light,
                  layoutDirection: .leftToRight, userInterfaceIdiom: .phone, displayScale: 3,
                  preferredContentSizeCategory: .large)
    }

    init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
         userInterfaceStyle: UIUserInterfaceStyle, layoutDirection: UITraitEnvironmentLayoutDirection,
         userInterfaceIdiom: UIUserInterfaceIdiom, displayScale: CGFloat, preferredContentSizeCategory: UIContentSizeCategory) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.preferredContentSizeCategory = preferredContentSizeCategory
        super.init()
    }

    private func with(horizontal: UIUserInterfaceSizeClass? = nil, vertical: UIUserInterfaceSizeClass? = nil,
                      style: UIUserInterfaceStyle? = nil, direction: UITraitEnvironmentLayoutDirection? = nil,
                      scale: CGFloat? = nil) -> UITraitCollection {
        UITraitCollection(horizontalSizeClass: horizontal ?? horizontalSizeClass, verticalSizeClass: vertical ?? verticalSizeClass,
                          userInterfaceStyle: style ?? userInterfaceStyle, layoutDirection: direction ?? layoutDirection,
                          userInterfaceIdiom: userInterfaceIdiom, displayScale: scale ?? displayScale,
                          preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// `init(horizontalSizeClass:)`.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traitsFrom: [UITraitCollection().with(horizontal: horizontalSizeClass)])
    }

    /// `init(verticalSizeClass:)`.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traitsFrom: [UITraitCollection().with(vertical: verticalSizeClass)])
    }

    /// `init(userInterfaceStyle:)`.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(traitsFrom: [UITraitCollection().with(style: userInterfaceStyle)])
    }

    /// `init(layoutDirection:)`.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(traitsFrom: [UITraitCollection().with(direction: layoutDirection)])
    }

    /// `init(displayScale:)`.
    public convenience init(displayScale: CGFloat) {
        self.init(traitsFrom: [UITraitCollection().with(scale: displayScale)])
    }

    /// `init(traitsFrom:)`: the last collection's traits (they are all
    /// fully specified here).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        let last = traitCollections.last ?? UITraitCollection()
        self.init(horizontalSizeClass: last.horizontalSizeClass, verticalSizeClass: last.verticalSizeClass,
                  userInterfaceStyle: last.userInterfaceStyle, layoutDirection: last.layoutDirection,
                  userInterfaceIdiom: last.userInterfaceIdiom, displayScale: last.displayScale,
                  preferredContentSizeCategory: last.preferredContentSizeCategory)
    }

    /// `UITraitCollection.current`.
    public static var current: UITraitCollection { UITraitCollection() }

    /// `containsTraits(in:)`.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait == self
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && userInterfaceStyle == other.userInterfaceStyle && layoutDirection == other.layoutDirection
            && displayScale == other.displayScale && preferredContentSizeCategory == other.preferredContentSizeCategory
    }

    open override var hash: Int { horizontalSizeClass.rawValue &* 31 &+ verticalSizeClass.rawValue }
}

/// `UITraitEnvironment`.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
