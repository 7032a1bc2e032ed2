import UIKit

final class RenamedNamesCell: UICollectionViewCell {
    let button = UIButton(type: .custom)
    var reusedState: UIControlState = .normal
    var swipe: UISwipeGestureRecognizerDirection = [.left, .right]
    var editing = UITableViewCellEditingStyle.delete

    func style(title: String) {
        button.setTitle(title, for: UIControlState.normal)
        contentView.contentMode = UIViewContentMode.scaleAspectFit
        let attributes: [NSAttributedStringKey: Any] = [:]
        _ = attributes
        // UIControlState in a comment, and in a string, stays.
        _ = "UIControlState"
    }

    func scroll(_ collectionView: UICollectionView, to indexPath: IndexPath) {
        collectionView.scrollToItem(at: indexPath, at: UICollectionViewScrollPosition.centeredVertically, animated: false)
    }

    func kinds() -> [String] {
        [UICollectionElementKindSectionHeader, UICollectionElementKindSectionFooter]
    }

    var direction = UICollectionViewScrollDirection.horizontal
    var cellStyle: UITableViewCellStyle = .subtitle
    var animation: UITableViewRowAnimation = .fade
    var options: UIViewAnimationOptions = [.curveEaseOut]
    let events: UIControlEvents = .touchUpInside
    let buttonType = UIButtonType.system

    func isVertical(_ direction: UISwipeGestureRecognizerDirection) -> Bool {
        switch direction {
        case UISwipeGestureRecognizerDirection.up, UISwipeGestureRecognizerDirection.down: return true
        default: return false
        }
    }

    let shown = NSNotification.Name.UIKeyboardWillShow
    let hidden: NSNotification.Name = .UIKeyboardDidHide
    let modes: [RunLoopMode] = [.commonModes, RunLoopMode.commonModes, RunLoop.Mode.commonModes]
}

// A name of the team's own that happens to be an old SDK name, and a member
// of that name, stay.
enum RenamedNamesTeam {
    struct UIViewContentMode {}
    static let UIControlState = 0
    static let copy = RenamedNamesTeam.UIControlState
}
