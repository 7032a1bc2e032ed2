import Foundation

// UIKit's renderer base classes (UIGraphicsRenderer.h). Not main-actor
// isolated, as in UIKit: renderers may be used from any thread.

/// `UIGraphicsRendererFormat`: the bounds a renderer's context draws into.
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// `bounds`: the owning renderer's bounds (`.zero` for a format of none).
    open internal(set) var bounds: CGRect = .zero

    /// `init()`.
    public required override init() {
        super.init()
    }

    /// `default()`: a format for the main screen (UIKit deprecates it for `preferred()`).
    open class func `default`() -> Self { Self.init() }

    /// `preferred()`: a format for the main screen.
    open class func preferred() -> Self { Self.init() }

    /// `copy(with:)`: a format with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.init()
        copy.bounds = bounds
        return copy
    }
}

/// `UIGraphicsRendererContext`: a renderer's drawing context; its
/// `cgContext` keeps the drawing state, nothing is drawn.
open class UIGraphicsRendererContext: NSObject {
    private let context: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    package init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        context = cgContext
        rendererFormat = format
        super.init()
    }

    /// `cgContext`: the Core Graphics context the actions draw into.
    open var cgContext: CGContext { context }

    /// `format`: the renderer's format.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// `fill(_:)`: fills `rect` with the current fill colour (nothing is drawn).
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// `fill(_:blendMode:)`: as `fill(_:)`, with `blendMode` for this call only.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { $0.fill(rect) }
    }

    /// `stroke(_:)`: strokes `rect` (nothing is drawn).
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// `stroke(_:blendMode:)`: as `stroke(_:)`, with `blendMode` for this call only.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { $0.stroke(rect) }
    }

    /// `clip(to:)`: intersects the context's clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }

    /// Runs `draw` on the context with `blendMode` for that call only.
    private func withBlendMode(_ blendMode: CGBlendMode, _ draw: (CGContext) -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        draw(cgContext)
        cgContext.restoreGState()
    }
}

/// `UIGraphicsRenderer`: the abstract renderer; see `UIGraphicsImageRenderer`.
open class UIGraphicsRenderer: NSObject {
    private let rendererFormat: UIGraphicsRendererFormat

    /// `format`: a copy of the format given, with the renderer's bounds.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// `init(bounds:format:)`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        // UIKit keeps its own copy: changing `format` later changes nothing here.
        let copy = (format.copy() as? UIGraphicsRendererFormat) ?? format
        copy.bounds = bounds
        rendererFormat = copy
        super.init()
    }

    /// `init(bounds:)`: with the preferred format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsRendererFormat.preferred())
    }

    /// `allowsImageOutput`: whether the renderer makes images.
    open var allowsImageOutput: Bool { false }
}
