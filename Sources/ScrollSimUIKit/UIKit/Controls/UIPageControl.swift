import Foundation

/// `UIPageControl`: the row of page dots. Kept: nothing is drawn and
/// nothing taps it. Real: `currentPage` stays within the pages, as UIKit
/// pins it (`0` when there are none), also when `numberOfPages` shrinks.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// `numberOfPages`: 0 by default; a negative count is taken as 0.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = pinned(currentPage)
        }
    }
    /// `currentPage`: pinned to `0...numberOfPages - 1`.
    open var currentPage = 0 {
        didSet {
            let page = pinned(currentPage)
            if page != currentPage { currentPage = page }
        }
    }
    /// `hidesForSinglePage`: kept.
    open var hidesForSinglePage = false
    /// `pageIndicatorTintColor`: kept.
    open var pageIndicatorTintColor: UIColor?
    /// `currentPageIndicatorTintColor`: kept.
    open var currentPageIndicatorTintColor: UIColor?
    /// `preferredIndicatorImage`: kept.
    open var preferredIndicatorImage: UIImage?
    /// `allowsContinuousInteraction`: kept.
    open var allowsContinuousInteraction = true

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func pinned(_ page: Int) -> Int {
        min(max(0, page), max(0, numberOfPages - 1))
    }
}
