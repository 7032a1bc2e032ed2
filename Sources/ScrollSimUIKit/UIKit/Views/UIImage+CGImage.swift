import Foundation

extension UIImage {
    /// `UIImage.Orientation`: how an image's bitmap is turned for display,
    /// with UIKit's raw values.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// Whether the bitmap is shown turned a quarter, its width and height swapped.
        package var isQuarterTurn: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: true
            case .up, .down, .upMirrored, .downMirrored: false
            }
        }
    }

    /// `init(cgImage:)`: an image of `cgImage` at scale 1, orientation `up`.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }
}

/// `#imageLiteral(resourceName:)` makes a `UIImage`, as UIKit's overlay declares.
extension UIImage: _ExpressibleByImageLiteral {}
