#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

final class RenamedNamesCell: UICollectionViewCell {
    let button = UIButton(type: .custom)
    var reusedState: UIControl.State = .normal
    var swipe: UISwipeGestureRecognizer.Direction = [.left, .right]
    var editing = UITableViewCell.EditingStyle.delete

    func style(title: String) {
        button.setTitle(title, for: UIControl.State.normal)
        contentView.contentMode = UIView.ContentMode.scaleAspectFit
        let attributes: [NSAttributedString.Key: Any] = [:]
        _ = attributes
        // UIControlState in a comment, and in a string, stays.
        _ = "UIControlState"
    }

    func scroll(_ collectionView: UICollectionView, to indexPath: IndexPath) {
        collectionView.scrollToItem(at: indexPath, at: UICollectionView.ScrollPosition.centeredVertically, animated: false)
    }

    func kinds() -> [String] {
        [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
    }

    var direction = UICollectionView.ScrollDirection.horizontal
    var cellStyle: UITableViewCell.CellStyle = .subtitle
    var animation: UITableView.RowAnimation = .fade
    var options: UIView.AnimationOptions = [.curveEaseOut]
    let events: UIControl.Event = .touchUpInside
    let buttonType = UIButton.ButtonType.system

    func isVertical(_ direction: UISwipeGestureRecognizer.Direction) -> Bool {
        switch direction {
        case UISwipeGestureRecognizer.Direction.up, UISwipeGestureRecognizer.Direction.down: return true
        default: return false
        }
    }

    let shown = UIResponder.keyboardWillShowNotification
    let hidden: NSNotification.Name = UIResponder.keyboardDidHideNotification
    let modes: [RunLoop.Mode] = [.common, RunLoop.Mode.common, RunLoop.Mode.common]
}

// A name of the team's own that happens to be an old SDK name, and a member
// of that name, stay.
enum RenamedNamesTeam {
    struct UIViewContentMode {}
    static let UIControlState = 0
    static let copy = RenamedNamesTeam.UIControlState
}
