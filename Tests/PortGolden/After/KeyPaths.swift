#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A cell that animates its layer by property names written with `#keyPath`.
final class KeyPathsPulseCell: UICollectionViewCell {
    func pulse() {
        #if canImport(ObjectiveC)
        let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        let start = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.startPoint))
        #else
        let fade = CABasicAnimation(keyPath: "opacity")
        let start = CABasicAnimation(keyPath: "startPoint")
        #endif
        layer.add(fade, forKey: "fade")
        layer.add(start, forKey: "start")
        #if canImport(ObjectiveC)
        layer.add(CABasicAnimation(keyPath: #keyPath(UIView.layer.cornerRadius)), forKey: #keyPath(CALayer.cornerRadius))
        #else
        layer.add(CABasicAnimation(keyPath: "layer.cornerRadius"), forKey: "cornerRadius")
        #endif
    }
}
