import AVFoundation
import Foundation
import ScrollSimUIKit

/// `AVPlayerViewController`: the player and the playback settings, kept;
/// nothing is shown or played (see `AVPlayer`). Presenting it keeps the
/// presentation as for any view controller; the delegate is never called.
@preconcurrency @MainActor
open class AVPlayerViewController: UIViewController {
    /// `player`: kept.
    open var player: AVPlayer?
    /// `showsPlaybackControls`: kept; true by default.
    open var showsPlaybackControls = true
    /// `videoGravity`: kept; `.resizeAspect` by default.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// `entersFullScreenWhenPlaybackBegins`,
    /// `exitsFullScreenWhenPlaybackEnds`: kept; false by default.
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    /// `allowsPictureInPicturePlayback`: kept; true by default.
    open var allowsPictureInPicturePlayback = true
    /// `isReadyForDisplay`: false; no video frame is ever ready.
    open var isReadyForDisplay: Bool { false }
    /// `videoBounds`: zero; there is no video image.
    open var videoBounds: CGRect { .zero }
    /// `contentOverlayView`: a view over the video, kept (nothing is drawn
    /// under it).
    public let contentOverlayView: UIView? = UIView(frame: .zero)
    /// `delegate`: kept, never called.
    open weak var delegate: AVPlayerViewControllerDelegate?
}

/// `AVPlayerViewControllerDelegate`: kept by `AVPlayerViewController`,
/// never called (nothing plays, nothing goes full screen or into picture in
/// picture). Its requirements are optional and take types not simulated
/// here, so none is declared: a conformance compiles.
@preconcurrency @MainActor
public protocol AVPlayerViewControllerDelegate: AnyObject {}
