// Only `import QuartzCore`, as a file written for iOS imports it: layers,
// transforms and animations, with Core Graphics' types.
import QuartzCore

@MainActor
enum QuartzCoreOnly {
    /// A gradient layer inside a shape layer, with an animation kept.
    static func layers() -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.strokeColor = CGColor(gray: 0, alpha: 1)
        shape.lineCap = .round
        let gradient = CAGradientLayer()
        gradient.colors = [CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        shape.addSublayer(gradient)
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 0.3
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        shape.add(animation, forKey: "draw")
        shape.transform = CATransform3DMakeScale(2, 2, 1)
        return shape
    }
}
