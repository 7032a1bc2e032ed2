import Foundation

/// `UIToolbar`: its items and appearance settings, kept; nothing is drawn
/// and no item is tapped. A navigation controller's toolbar has UIKit's
/// standard height, 44 points, across the screen's width at the bottom
/// (there is no home indicator below it here).
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// `items`: the bar button items, leading to trailing.
    open var items: [UIBarButtonItem]?
    /// `barStyle`: `.default` by default.
    open var barStyle = UIBarStyle.default
    /// `isTranslucent`: `true` by default.
    open var isTranslucent = true
    /// `barTintColor`.
    open var barTintColor: UIColor?

    /// The background images set, by toolbar position and metrics.
    private var backgroundImages: [ToolbarImageKey: UIImage] = [:]
    /// The shadow images set, by toolbar position.
    private var shadowImages: [UIBarPosition: UIImage] = [:]

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `setItems(_:animated:)`: sets `items` at once.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// `setBackgroundImage(_:forToolbarPosition:barMetrics:)`: kept for that
    /// position and metrics (`nil` removes it).
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
                                 barMetrics: UIBarMetrics) {
        backgroundImages[ToolbarImageKey(position: topOrBottom, metrics: barMetrics)] = backgroundImage
    }

    /// `backgroundImage(forToolbarPosition:barMetrics:)`: the image set for
    /// exactly that position and metrics.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[ToolbarImageKey(position: topOrBottom, metrics: barMetrics)]
    }

    /// `setShadowImage(_:forToolbarPosition:)`: kept for that position.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom] = shadowImage
    }

    /// `shadowImage(forToolbarPosition:)`: the image set for that position.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        shadowImages[topOrBottom]
    }

    /// `sizeThatFits(_:)`: `size`'s width and the standard 44-point height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    /// UIKit's standard toolbar height on an iPhone in portrait, in points.
    static let standardHeight: CGFloat = 44
}

/// Where a toolbar background image applies: a position and metrics.
private struct ToolbarImageKey: Hashable {
    let position: UIBarPosition
    let metrics: UIBarMetrics
}
