#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A cell built in Interface Builder, with an action and a tinted border.
#if canImport(ObjectiveC)
@IBDesignable
#endif
final class AttributesProfileCell: UICollectionViewCell {
    #if canImport(ObjectiveC)
    @IBOutlet
    #endif
    weak var nameLabel: UILabel!
    #if canImport(ObjectiveC)
    @IBOutlet
    #endif
    private(set) weak var avatarView: UIView?
    #if canImport(ObjectiveC)
    @IBInspectable
    #endif
    var borderWidth: CGFloat = 1

    #if canImport(ObjectiveC)
    @objc
    #endif
    dynamic var isFollowing = false

    #if canImport(ObjectiveC)
    @IBAction
    #endif
    func follow(_ sender: Any) {
        isFollowing.toggle()
    }

    @discardableResult
    #if canImport(ObjectiveC)
    @objc(resetWithAnimation:)
    #endif
    func reset(animated: Bool) -> Bool {
        isFollowing = false
        return animated
    }
}

#if canImport(ObjectiveC)
@objcMembers
#endif
final class AttributesProfileStore: NSObject {
    var names: [String] = []
}
