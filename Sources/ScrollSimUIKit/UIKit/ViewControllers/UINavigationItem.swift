import Foundation

/// `UINavigationItem`: what a screen puts in its navigation bar, kept.
/// There is no bar; tests read these back.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }

    /// `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Sendable {
        case `default` = 0, generic, minimal
    }

    /// `title`.
    open var title: String?
    /// `backButtonTitle`: kept; there is no back button to show it.
    open var backButtonTitle: String?
    /// `backButtonDisplayMode`: `.default` by default; kept.
    open var backButtonDisplayMode = BackButtonDisplayMode.default
    /// `prompt`.
    open var prompt: String?
    /// `largeTitleDisplayMode`.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// `rightBarButtonItems`.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// `leftBarButtonItems`.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// `hidesBackButton`.
    open var hidesBackButton = false
    /// `backBarButtonItem`.
    open var backBarButtonItem: UIBarButtonItem?
    /// `searchController`: kept as given (a `UISearchController` on iOS;
    /// there is no search controller here).
    open var searchController: AnyObject?
    /// `hidesSearchBarWhenScrolling`.
    open var hidesSearchBarWhenScrolling = true
    /// `titleView`.
    open var titleView: UIView?

    /// `rightBarButtonItem`: the first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// `leftBarButtonItem`: the first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// `init(title:)`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// `init?(coder:)`: an untitled item.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `init()`: an untitled item.
    public override init() {
        super.init()
    }
}
