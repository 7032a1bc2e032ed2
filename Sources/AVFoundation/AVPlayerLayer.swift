import Foundation

/// `AVPlayerLayer`: a layer that shows a player's video — kept (`player`,
/// `videoGravity`), never drawn. A view whose `layerClass` is
/// `AVPlayerLayer.self` (or a subclass) gets one as its `layer`. Since no
/// video is ever ready, `isReadyForDisplay` is false and `videoRect` is
/// zero.
open class AVPlayerLayer: CALayer, LayerClassInstantiable {
    /// `player`: kept.
    open var player: AVPlayer?
    /// `videoGravity`: kept; `.resizeAspect` by default, as in AVFoundation.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// `isReadyForDisplay`: false; no frame is ever decoded.
    open var isReadyForDisplay: Bool { false }
    /// `videoRect`: zero; there is no video image to place.
    open var videoRect: CGRect { .zero }

    public override init() {
        super.init()
    }

    /// `init(layer:)`: the geometry (see `CALayer`), the player and gravity
    /// of `layer` when it is a player layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? AVPlayerLayer {
            (player, videoGravity) = (other.player, other.videoGravity)
        }
    }

    /// `init(player:)`.
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }

    package static func makeLayerInstance() -> CALayer { AVPlayerLayer() }
}
