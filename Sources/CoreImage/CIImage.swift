import Foundation
import ScrollSimCoreGraphics

/// `CIImage`: a recipe for an image. Here an image is its `extent` only —
/// real geometry: cropping intersects, a transform maps the rectangle,
/// compositing takes the union, a filter keeps its input's extent —; no
/// pixel is ever computed.
open class CIImage: NSObject, @unchecked Sendable {
    /// `extent`: the rectangle the image covers; `CGRect.infinite` for a
    /// colour, `CGRect.null` for an empty image.
    public let extent: CGRect

    /// An image of `extent`.
    package init(extent: CGRect) {
        self.extent = extent
        super.init()
    }

    /// `init(cgImage:)`: the bitmap's extent, (0, 0, width, height).
    public convenience init(cgImage image: CGImage) {
        self.init(extent: CGRect(x: 0, y: 0, width: CGFloat(image.width), height: CGFloat(image.height)))
    }

    /// `init(cgImage:options:)`: as `init(cgImage:)`; the options are ignored.
    public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]?) {
        self.init(cgImage: image)
    }

    /// `init(color:)`: a colour everywhere, of infinite extent.
    public convenience init(color: CIColor) {
        self.init(extent: .infinite)
    }

    /// `empty()`: an image with no extent.
    open class func empty() -> CIImage { CIImage(extent: .null) }

    /// `cropped(to:)`: the extent intersected with `rect`.
    open func cropped(to rect: CGRect) -> CIImage {
        CIImage(extent: extent.intersection(rect))
    }

    /// `transformed(by:)`: the extent's bounding box under `matrix`.
    open func transformed(by matrix: CGAffineTransform) -> CIImage {
        guard !extent.isNull, !extent.isInfinite else { return CIImage(extent: extent) }
        return CIImage(extent: extent.applying(matrix))
    }

    /// `composited(over:)`: the union of the two extents.
    open func composited(over dest: CIImage) -> CIImage {
        CIImage(extent: extent.union(dest.extent))
    }

    /// `applyingFilter(_:parameters:)`: this image's extent (the filter is
    /// not applied; see `CIFilter.outputImage`).
    open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        CIImage(extent: extent)
    }

    /// `applyingFilter(_:)`: as with no parameters.
    open func applyingFilter(_ filterName: String) -> CIImage {
        applyingFilter(filterName, parameters: [:])
    }
}

/// `CIImageOption`: the keys of `init(cgImage:options:)` (kept, unused).
public struct CIImageOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}
