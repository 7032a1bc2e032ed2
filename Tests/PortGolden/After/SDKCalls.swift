#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

final class ReshapedCallsView: UIView {
    let card = UIView()
    var images: [UIImage] = []

    func raise(in collectionView: UICollectionView) {
        collectionView.bringSubviewToFront(card)
        bringSubviewToFront(card)
        collectionView.sendSubviewToBack(card)
    }

    func insets(_ top: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: 0, bottom: max(top, 2), /* right */ right: 8)
    }

    func data(_ image: UIImage, fallback: UIImage?) -> [Data?] {
        [image.pngData(),
         images[0].pngData(),
         (fallback ?? image).pngData(),
         image.jpegData(compressionQuality: 0.8),
         fallback!.jpegData(compressionQuality: min(1, 0.5 * 2))]
    }

    // bringSubview(toFront: card) in a comment, and in a string, stays.
    let text = "UIEdgeInsetsMake(1, 2, 3, 4)"
}

// A function of the team's own of an old name, and a call of it as a member, stay.
enum ReshapedCallsTeam {
    static func UIEdgeInsetsMake(_ all: CGFloat) -> UIEdgeInsets { .zero }
    static let insets = ReshapedCallsTeam.UIEdgeInsetsMake(1)
}
