import Foundation

/// `UIBarItem`: what bar items share, kept.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// `title`.
    open var title: String?
    /// `image`.
    open var image: UIImage?
    /// `isEnabled`.
    open var isEnabled = true
    /// `tag`.
    open var tag = 0
    /// `imageInsets`: kept; no image is drawn.
    open var imageInsets = UIEdgeInsets.zero
    /// `accessibilityLabel`.
    open var accessibilityLabel: String?
    /// The title text attributes set, by state (`UIControl.State`'s raw value).
    private var titleTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// `setTitleTextAttributes(_:for:)`: kept for `state` (`nil` removes
    /// them); no title is drawn.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleTextAttributesByState[state.rawValue] = attributes
    }

    /// `titleTextAttributes(for:)`: the attributes set for exactly `state`,
    /// else `nil` (UIKit answers only what was set for that state).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state.rawValue]
    }

    /// `awakeFromNib()` (UIKit declares it on `NSObject`): there are no
    /// nibs here; never called by the simulation.
    open func awakeFromNib() {}
}

/// `UIBarButtonItem`: a button in a navigation bar or toolbar, kept.
/// There is no bar and no tap: the target and action (or primary action
/// and menu) are stored and never sent.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    /// `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    /// `style`.
    open var style = Style.plain
    /// The system item it was made with, if any.
    public private(set) var systemItem: SystemItem?
    /// `target`: kept weakly, as UIKit's.
    open weak var target: AnyObject?
    /// `action`: kept, never sent.
    open var action: Selector?
    /// `primaryAction`: kept, never performed.
    open var primaryAction: UIAction?
    /// `menu`: kept, never shown.
    open var menu: UIMenu?
    /// `customView`.
    open var customView: UIView?
    /// `width`.
    open var width: CGFloat = 0
    /// `tintColor`: kept, not drawn; `nil` by default.
    open var tintColor: UIColor?

    /// `init()`: a plain item with nothing in it.
    public override init() {
        super.init()
    }

    /// `init?(coder:)`: a plain item.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `init(barButtonSystemItem:target:action:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
    }

    /// `init(title:style:target:action:)`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// `init(image:style:target:action:)`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// `init(customView:)`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// `init(barButtonSystemItem:primaryAction:menu:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// `init(title:image:primaryAction:menu:)`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }
}
