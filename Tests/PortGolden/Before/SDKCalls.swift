import UIKit

final class ReshapedCallsView: UIView {
    let card = UIView()
    var images: [UIImage] = []

    func raise(in collectionView: UICollectionView) {
        collectionView.bringSubview(toFront: card)
        bringSubview(toFront: card)
        collectionView.sendSubview(toBack: card)
    }

    func insets(_ top: CGFloat) -> UIEdgeInsets {
        UIEdgeInsetsMake(top, 0, max(top, 2), /* right */ 8)
    }

    func data(_ image: UIImage, fallback: UIImage?) -> [Data?] {
        [UIImagePNGRepresentation(image),
         UIImagePNGRepresentation(images[0]),
         UIImagePNGRepresentation(fallback ?? image),
         UIImageJPEGRepresentation(image, 0.8),
         UIImageJPEGRepresentation(fallback!, min(1, 0.5 * 2))]
    }

    // bringSubview(toFront: card) in a comment, and in a string, stays.
    let text = "UIEdgeInsetsMake(1, 2, 3, 4)"
}

// A function of the team's own of an old name, and a call of it as a member, stay.
enum ReshapedCallsTeam {
    static func UIEdgeInsetsMake(_ all: CGFloat) -> UIEdgeInsets { .zero }
    static let insets = ReshapedCallsTeam.UIEdgeInsetsMake(1)
}
