import Foundation

/// `UIGraphicsImageRenderer`: runs drawing actions against an image
/// context and returns an image of the renderer's size and the format's
/// scale. Nothing is drawn: the image has no pixels, and the context keeps
/// the drawing state. While the actions run, the context is the current
/// one (`UIGraphicsGetCurrentContext()`), with UIKit's top-left origin at
/// the bounds' origin and the format's scale. Not main-actor isolated, as in UIKit.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// `init(size:)`: bounds of `size` at the origin, with the preferred format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat.preferred())
    }

    /// `init(bounds:)`: with the preferred image format (UIKit's renderer
    /// inherits this initialiser from `UIGraphicsRenderer`).
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.preferred())
    }

    /// `init(size:format:)`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// `init(bounds:format:)`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// The format's scale (the main screen's for a base-class format).
    private var scale: CGFloat {
        (format as? UIGraphicsImageRendererFormat)?.scale ?? UIScreen.mainScale
    }

    open override var allowsImageOutput: Bool { true }

    /// `image(actions:)`: runs `actions` with a fresh context pushed as the
    /// current one, pops it, and returns an image of the bounds' size at
    /// the format's scale.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let bounds = format.bounds, scale = self.scale
        let context = UIGraphicsImageRendererContext(
            cgContext: UIGraphicsContextStack.imageContext(bounds: bounds, scale: scale), format: format)
        let stack = UIGraphicsContextStack.current
        stack.push(.init(context: context.cgContext, image: (bounds.size, scale)))
        actions(context)
        stack.pop()
        return UIImage(size: bounds.size, scale: scale)
    }
}

/// `UIGraphicsImageRendererContext`: the context an image renderer's
/// actions receive.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// `currentImage`: an image of what is drawn so far: the bounds' size at
    /// the format's scale, no pixels.
    open var currentImage: UIImage {
        UIImage(size: format.bounds.size, scale: (format as? UIGraphicsImageRendererFormat)?.scale ?? UIScreen.mainScale)
    }
}

/// `UIGraphicsImageRendererFormat`: an image renderer's scale and opacity.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// `scale`: pixels per point; the main screen's by default.
    open var scale: CGFloat = UIScreen.mainScale
    /// `opaque`: kept; `false` by default.
    open var opaque = false
    /// `preferredRange`: kept; `automatic` by default.
    open var preferredRange = Range.automatic

    /// `init()`: the preferred format's values.
    public required init() {
        super.init()
    }

    /// `init(for:)`: the trait collection's display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.init()
        copy.bounds = bounds
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }

    /// `UIGraphicsImageRendererFormat.Range`, with UIKit's raw values.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }
}
