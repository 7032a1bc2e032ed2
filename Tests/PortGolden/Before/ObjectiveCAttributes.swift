import UIKit

/// A cell built in Interface Builder, with an action and a tinted border.
@IBDesignable
final class AttributesProfileCell: UICollectionViewCell {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet private(set) weak var avatarView: UIView?
    @IBInspectable var borderWidth: CGFloat = 1

    @objc dynamic var isFollowing = false

    @IBAction func follow(_ sender: Any) {
        isFollowing.toggle()
    }

    @discardableResult @objc(resetWithAnimation:) func reset(animated: Bool) -> Bool {
        isFollowing = false
        return animated
    }
}

@objcMembers
final class AttributesProfileStore: NSObject {
    var names: [String] = []
}
