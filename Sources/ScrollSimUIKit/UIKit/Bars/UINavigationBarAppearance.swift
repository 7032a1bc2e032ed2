import Foundation

/// `UINavigationBarAppearance`: a navigation bar's look (background,
/// shadow, title attributes), kept; nothing is drawn.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// `titleTextAttributes`.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// `largeTitleTextAttributes`.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// `init(idiom:)`.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// `init(barAppearance:)`: a copy of the background and shadow (and
    /// the title attributes when `barAppearance` is a navigation bar's).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
    }
}
