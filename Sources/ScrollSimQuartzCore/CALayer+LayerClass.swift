import Foundation

extension CALayer {
    /// The layer a view whose `layerClass` is `layerClass` gets: an instance
    /// of this module's layer class that is `layerClass` or its nearest
    /// superclass among them (a class this module does not know cannot be
    /// made without the Objective-C runtime), a plain `CALayer` otherwise.
    package static func makeLayer(ofClass layerClass: AnyClass) -> CALayer {
        if let makeable = layerClass as? LayerClassInstantiable.Type { return makeable.makeLayerInstance() }
        if layerClass is CAGradientLayer.Type { return CAGradientLayer() }
        if layerClass is CAShapeLayer.Type { return CAShapeLayer() }
        return CALayer()
    }
}

/// A layer class of another module of the package (`AVPlayerLayer` in the
/// Linux-only `AVFoundation`) that a view's `layerClass` may name: it makes
/// its own instance, since this module cannot name it.
package protocol LayerClassInstantiable: CALayer {
    /// A new layer of the conforming class (subclasses get the nearest
    /// class that conforms, as with this module's layer classes).
    static func makeLayerInstance() -> CALayer
}
