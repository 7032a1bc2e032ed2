import Foundation

/// `NSTextContainer`: the region a text view lays its text out in. Kept;
/// `lineFragmentPadding` counts in a text view's fitting width.
open class NSTextContainer: NSObject, @unchecked Sendable {
    /// `size`: the region's size; `.zero` until a text view sizes it.
    open var size: CGSize
    /// `lineFragmentPadding`: the points left empty at each end of a line;
    /// 5 by default, as UIKit's.
    open var lineFragmentPadding: CGFloat = 5
    /// `maximumNumberOfLines`: 0 (no limit) by default.
    open var maximumNumberOfLines = 0
    /// `lineBreakMode`: `.byWordWrapping` by default.
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// `widthTracksTextView`: kept.
    open var widthTracksTextView = false
    /// `heightTracksTextView`: kept.
    open var heightTracksTextView = false

    /// `init(size:)`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// `init()`: a container of size `.zero`.
    public override convenience init() {
        self.init(size: .zero)
    }
}
