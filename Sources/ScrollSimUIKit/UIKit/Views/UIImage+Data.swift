import Foundation

extension UIImage {
    /// `init?(data:)`: images are not decoded here, so any non-empty `data`
    /// gives an image of 0 × 0 points; empty data gives `nil`, as UIKit's
    /// does for data that is not an image.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// `init?(data:scale:)`: as `init?(data:)`, with `scale` kept.
    public convenience init?(data: Data, scale: CGFloat) {
        guard !data.isEmpty else { return nil }
        self.init(size: .zero, scale: scale)
    }
}
