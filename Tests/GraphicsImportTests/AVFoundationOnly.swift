// Only `import AVFoundation`, as a file written for iOS imports it.
import AVFoundation

enum AVFoundationOnly {
    static func fitted(_ aspectRatio: CGSize, in bounds: CGRect) -> CGRect {
        AVMakeRect(aspectRatio: aspectRatio, insideRect: bounds)
    }

    /// A player of a URL, as a video cell makes one.
    static func player(of url: URL) -> AVPlayer {
        AVPlayer(playerItem: AVPlayerItem(asset: AVURLAsset(url: url)))
    }
}
