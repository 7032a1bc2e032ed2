import Foundation

extension CALayer {
    /// The layer a view whose `layerClass` is `layerClass` gets: an instance
    /// of this module's layer class that is `layerClass` or its nearest
    /// superclass among them (a class this module does not know cannot be
    /// made without the Objective-C runtime), a plain `CALayer` otherwise.
    package static func makeLayer(ofClass layerClass: AnyClass) -> CALayer {
        if layerClass is CAGradientLayer.Type { return CAGradientLayer() }
        if layerClass is CAShapeLayer.Type { return CAShapeLayer() }
        return CALayer()
    }
}
