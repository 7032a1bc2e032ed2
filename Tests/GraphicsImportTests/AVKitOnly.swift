// Only `import AVKit`, as a file written for iOS imports it: AVKit brings
// UIKit and AVFoundation's player with it.
import AVKit

@MainActor
enum AVKitOnly {
    /// A player screen presented from `presenter`, as a gallery does it.
    static func presentPlayer(of url: URL, from presenter: UIViewController) -> AVPlayerViewController {
        let controller = AVPlayerViewController()
        controller.player = AVPlayer(url: url)
        controller.videoGravity = .resizeAspectFill
        presenter.present(controller, animated: true) {
            controller.player?.play()
        }
        return controller
    }
}
