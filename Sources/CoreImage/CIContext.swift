import Foundation
import ScrollSimCoreGraphics

/// `CIContextOption`: the keys of `init(options:)` (kept, unused).
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// `CIContext`: where Core Image renders. Nothing is rendered: a bitmap
/// made from an image has the size of the rectangle asked for and no
/// pixels (`CGImage` keeps none either).
open class CIContext: NSObject, @unchecked Sendable {
    /// `init()`.
    public override init() {
        super.init()
    }

    /// `init(options:)`: the options are ignored.
    public init(options: [CIContextOption: Any]?) {
        super.init()
    }

    /// `createCGImage(_:from:)`: a bitmap of `fromRect`'s integral size;
    /// nil when that rectangle is empty, null or infinite, as Core Image
    /// cannot render those.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        let rect = fromRect.integral
        guard !rect.isNull, !rect.isInfinite, rect.width > 0, rect.height > 0 else { return nil }
        return CGImage(width: Int(rect.width), height: Int(rect.height))
    }
}
