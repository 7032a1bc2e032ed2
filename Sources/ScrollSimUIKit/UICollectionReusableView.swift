import Foundation

/// `UICollectionReusableView`, as far as the simulation needs one: a frame
/// and a reuse identifier. There is no view hierarchy: nothing is drawn.
open class UICollectionReusableView: NSObject {
    /// The view's frame, in content coordinates once displayed.
    open var frame: CGRect
    /// The identifier it was dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// `init(frame:)`.
    public required init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Called before the view is reused.
    open func prepareForReuse() {}

    /// Applies the layout's attributes: sets `frame`.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
    }
}

/// `UICollectionViewCell`.
open class UICollectionViewCell: UICollectionReusableView {
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
}
