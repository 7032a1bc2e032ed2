import UIKit

/// A cell that animates its layer by property names written with `#keyPath`.
final class KeyPathsPulseCell: UICollectionViewCell {
    func pulse() {
        let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        let start = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.startPoint))
        layer.add(fade, forKey: "fade")
        layer.add(start, forKey: "start")
        layer.add(CABasicAnimation(keyPath: #keyPath(UIView.layer.cornerRadius)), forKey: #keyPath(CALayer.cornerRadius))
    }
}
