// `import UIKit` (ScrollSimUIKit here) beside `import AVFoundation`, as a
// video cell is written: a view backed by a player layer.
import AVFoundation
import ScrollSimUIKit

final class PlayerView: UIView {
    override class var layerClass: AnyClass { AVPlayerLayer.self }
    var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
}

/// A subclass of `AVPlayerLayer`, named as a view's `layerClass`.
final class CustomPlayerLayer: AVPlayerLayer {}

final class CustomPlayerView: UIView {
    override class var layerClass: AnyClass { CustomPlayerLayer.self }
}
