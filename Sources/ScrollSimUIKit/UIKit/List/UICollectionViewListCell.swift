import Foundation

/// `UICollectionViewListCell`: a cell of a list, with accessories and an
/// indentation level. Accessories are stored; they take no width.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories on the cell's edges, in order.
    open var accessories: [UICellAccessory] = []
    /// The indentation level (stored).
    open var indentationLevel = 0
    /// The width of one indentation level, in points. Default 10 (stored).
    open var indentationWidth: CGFloat = 10
    /// Whether accessories are indented too (stored).
    open var indentsAccessories = true
    /// `separatorLayoutGuide`: a guide for the separator's edges (not solved).
    public let separatorLayoutGuide = UILayoutGuide()

    /// `defaultContentConfiguration()`: a list cell's content configuration
    /// (`UIListContentConfiguration.cell()`), to fill in and set as
    /// `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }
}
