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

    /// `pngData()`: `nil`. Images keep no pixels here (nothing is drawn), so
    /// there is nothing to encode, and `nil` is UIKit's answer for an image
    /// with no data; code that writes the data somewhere writes nothing.
    public func pngData() -> Data? { nil }

    /// `jpegData(compressionQuality:)`: `nil`, as `pngData()`.
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
}
