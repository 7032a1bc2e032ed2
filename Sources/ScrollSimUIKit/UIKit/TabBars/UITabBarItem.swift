import Foundation

/// `UITabBarItem`: a tab's title, images and badge, kept; nothing is drawn
/// and no tab is tapped.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// `UITabBarItem.SystemItem`, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    /// `selectedImage`: kept; `nil` (the `image` stands) by default.
    open var selectedImage: UIImage?
    /// `badgeValue`: kept; no badge is drawn.
    open var badgeValue: String?
    /// `badgeColor`: kept.
    open var badgeColor: UIColor?
    /// The system item this was made with, if any.
    private(set) var systemItem: SystemItem?

    /// `init()`: an item with no title or image.
    public override init() {
        super.init()
    }

    /// `init?(coder:)`: an item with no title or image.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `init(title:image:tag:)`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// `init(title:image:selectedImage:)`.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// `init(tabBarSystemItem:tag:)`: no title or image is made for the
    /// system item (there are no system images here); `systemItem` keeps it.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }
}
