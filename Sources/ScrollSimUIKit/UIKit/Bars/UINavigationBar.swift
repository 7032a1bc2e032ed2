import Foundation

/// `UINavigationBar`: its appearance settings and items, kept; nothing is
/// drawn. A navigation controller's bar has UIKit's standard height,
/// 44 points, across the screen's width at the top (there is no status
/// bar above it here).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The appearance proxies `appearance()` made, by class.
    private static var proxies: [ObjectIdentifier: UINavigationBar] = [:]

    /// `isTranslucent`: `true` by default.
    open var isTranslucent = true
    /// `barStyle`: `.default` by default; kept, nothing drawn.
    open var barStyle = UIBarStyle.default
    /// `barTintColor`.
    open var barTintColor: UIColor?
    /// `titleTextAttributes`.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// `largeTitleTextAttributes`.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// `prefersLargeTitles`: `false` by default.
    open var prefersLargeTitles = false
    /// `shadowImage`.
    open var shadowImage: UIImage?
    /// `backIndicatorImage`.
    open var backIndicatorImage: UIImage?
    /// `backIndicatorTransitionMaskImage`.
    open var backIndicatorTransitionMaskImage: UIImage?

    /// `standardAppearance`: a copy of what is set (UIKit's is `@NSCopying`);
    /// the default background at first.
    open var standardAppearance = UINavigationBarAppearance() {
        didSet { standardAppearance = UINavigationBarAppearance(barAppearance: standardAppearance) }
    }
    /// `compactAppearance`: a copy of what is set; `nil` (the standard one stands) by default.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { compactAppearance = compactAppearance.map { UINavigationBarAppearance(barAppearance: $0) } }
    }
    /// `scrollEdgeAppearance`: a copy of what is set; `nil` by default.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance.map { UINavigationBarAppearance(barAppearance: $0) } }
    }
    /// `compactScrollEdgeAppearance`: a copy of what is set; `nil` by default.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance.map { UINavigationBarAppearance(barAppearance: $0) } }
    }

    /// The background images set, by bar position and metrics.
    private var backgroundImages: [BackgroundImageKey: UIImage] = [:]

    /// `setBackgroundImage(_:for:barMetrics:)`: kept for that position and
    /// metrics (`nil` removes it); nothing is drawn.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[BackgroundImageKey(position: barPosition, metrics: barMetrics)] = backgroundImage
    }

    /// `backgroundImage(for:barMetrics:)`: the image set for exactly that
    /// position and metrics.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[BackgroundImageKey(position: barPosition, metrics: barMetrics)]
    }

    /// `setBackgroundImage(_:for:)`: for `.any` position.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// `backgroundImage(for:)`: the image set for `.any` position.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// `items`: the navigation items, bottom to top.
    open var items: [UINavigationItem]?
    /// `topItem`: the last of `items`.
    open var topItem: UINavigationItem? { items?.last }
    /// `backItem`: the item below `topItem`.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `appearance()`: the class's appearance proxy, one per class, made
    /// on first use. What is set on it is kept there and not applied to
    /// bars (UIKit applies it as a bar enters a window).
    open class func appearance() -> Self {
        if let proxy = proxies[ObjectIdentifier(self)] as? Self { return proxy }
        let proxy = makeProxy()
        proxies[ObjectIdentifier(self)] = proxy
        return proxy
    }

    /// A bar of this class for `appearance()`; subclasses come from
    /// `init?(coder:)`, the initialiser every subclass has.
    private class func makeProxy() -> Self {
        if self == UINavigationBar.self, let proxy = UINavigationBar(frame: .zero) as? Self { return proxy }
        guard let proxy = self.init(coder: NSCoder()) else {
            preconditionFailure("\(self).appearance() needs init?(coder:) to make the proxy")
        }
        return proxy
    }

    /// `pushItem(_:animated:)`: `item` on top of `items`.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        items = (items ?? []) + [item]
    }

    /// `popItem(animated:)`: removes and returns the top item.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var stack = items, let top = stack.popLast() else { return nil }
        items = stack
        return top
    }

    /// `setItems(_:animated:)`.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    /// `sizeThatFits(_:)`: `size`'s width and the standard 44-point height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    /// UIKit's standard bar height, in points.
    static let standardHeight: CGFloat = 44
}

/// Where a background image applies: a bar position and metrics.
private struct BackgroundImageKey: Hashable {
    let position: UIBarPosition
    let metrics: UIBarMetrics
}
