import Foundation

/// `UITabBar`: its items, selection and appearance settings, kept; nothing
/// is drawn and no tab is tapped. A tab bar controller's bar has UIKit's
/// standard height on an iPhone without a home indicator, 49 points, across
/// the screen's width at the bottom.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// `items`: the tab bar items, leading to trailing.
    open var items: [UITabBarItem]?
    /// `selectedItem` (weak, as UIKit's): the item shown as selected.
    open weak var selectedItem: UITabBarItem?
    /// `barStyle`: `.default` by default.
    open var barStyle = UIBarStyle.default
    /// `isTranslucent`: `true` by default.
    open var isTranslucent = true
    /// `barTintColor`.
    open var barTintColor: UIColor?
    /// `unselectedItemTintColor`.
    open var unselectedItemTintColor: UIColor?
    /// `backgroundImage`.
    open var backgroundImage: UIImage?
    /// `shadowImage`.
    open var shadowImage: UIImage?
    /// `selectionIndicatorImage`.
    open var selectionIndicatorImage: UIImage?

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `setItems(_:animated:)`: sets `items` at once.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// `sizeThatFits(_:)`: `size`'s width and the standard 49-point height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    /// UIKit's tab bar height on an iPhone without a home indicator, in points.
    static let standardHeight: CGFloat = 49
}
