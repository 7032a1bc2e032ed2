import Foundation

/// `AVCaptureVideoPreviewLayer`: a layer that shows a capture session's
/// video — kept (`session`, `videoGravity`), never drawn. It has no
/// `connection` (no camera feeds the session). A view whose `layerClass`
/// is `AVCaptureVideoPreviewLayer.self` gets one as its `layer`.
open class AVCaptureVideoPreviewLayer: CALayer, LayerClassInstantiable {
    /// `session`: kept.
    open var session: AVCaptureSession?
    /// `videoGravity`: kept; `.resizeAspect` by default, as in AVFoundation.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// `connection`: nil; no camera is connected.
    open var connection: AVCaptureConnection? { nil }

    public override init() {
        super.init()
    }

    /// `init(layer:)`: the geometry (see `CALayer`), the session and gravity
    /// of `layer` when it is a preview layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? AVCaptureVideoPreviewLayer {
            (session, videoGravity) = (other.session, other.videoGravity)
        }
    }

    /// `init(session:)`.
    public convenience init(session: AVCaptureSession) {
        self.init()
        self.session = session
    }

    /// `init(sessionWithNoConnection:)`.
    public convenience init(sessionWithNoConnection session: AVCaptureSession) {
        self.init(session: session)
    }

    package static func makeLayerInstance() -> CALayer { AVCaptureVideoPreviewLayer() }
}
