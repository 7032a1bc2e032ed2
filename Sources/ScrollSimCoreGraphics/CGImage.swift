import Foundation

/// `CGImage`: a bitmap image's size in pixels. No pixels are kept: images
/// come from `CGContext.makeImage()`, `UIImage.cgImage` and
/// `cropping(to:)`, and are drawn nowhere.
public final class CGImage: @unchecked Sendable {
    /// `width`: the width in pixels.
    public let width: Int
    /// `height`: the height in pixels.
    public let height: Int

    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// `cropping(to:)`: the part of the image inside `rect` (pixels, made
    /// integral first), as Core Graphics crops: the intersection of that
    /// rectangle with the image's bounds; `nil` when it is empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        let cropped = rect.integral.intersection(bounds)
        guard !cropped.isNull, cropped.width > 0, cropped.height > 0 else { return nil }
        return CGImage(width: Int(cropped.width), height: Int(cropped.height))
    }
}

/// `CGImageAlphaInfo`, with Core Graphics' raw values, for the
/// `bitmapInfo` of `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}
