import Foundation

/// `UIRefreshControl`: the pull-to-refresh control of a scroll view's
/// `refreshControl`. Kept: nothing pulls (the simulation's finger scrolls
/// the content and never triggers it) and nothing spins; `isRefreshing`
/// follows `beginRefreshing()` and `endRefreshing()`, which, as in UIKit,
/// send no `.valueChanged`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// `isRefreshing`: between `beginRefreshing()` and `endRefreshing()`.
    open private(set) var isRefreshing = false
    /// `attributedTitle`: kept.
    open var attributedTitle: NSAttributedString?

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `beginRefreshing()`: `isRefreshing` becomes `true`.
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// `endRefreshing()`: `isRefreshing` becomes `false`.
    open func endRefreshing() {
        isRefreshing = false
    }
}
