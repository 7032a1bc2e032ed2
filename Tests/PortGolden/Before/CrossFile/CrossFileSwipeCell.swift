import UIKit

/// A cell whose UIKit overrides live in extensions in other files, as
/// iOS allows.
class CrossFileSwipeCell: UICollectionViewCell {
    var isOpen = false
    var actionsView: UIView?
    weak var layoutDelegate: UICollectionViewDelegateFlowLayout?
}
