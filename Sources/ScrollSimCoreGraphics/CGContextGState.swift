import Foundation

/// The graphics state of a `CGContext`: what `saveGState()` saves and
/// `restoreGState()` restores (the current path is not part of it, as in
/// Core Graphics).
package struct CGContextGState {
    /// The current transformation matrix: user space to device space.
    package var ctm: CGAffineTransform
    /// The clipping area's bounding box, in device space.
    package var clipBoundingBox: CGRect
    package var fillColor = CGColor(gray: 0, alpha: 1)
    package var strokeColor = CGColor(gray: 0, alpha: 1)
    package var lineWidth: CGFloat = 1
    package var lineCap = CGLineCap.butt
    package var lineJoin = CGLineJoin.miter
    package var alpha: CGFloat = 1
    package var blendMode = CGBlendMode.normal
    package var shouldAntialias = true
    package var allowsAntialiasing = true
    package var textDrawingMode = CGTextDrawingMode.fill
    package var interpolationQuality = CGInterpolationQuality.default
    /// The shadow set by `setShadow`, `nil` for none.
    package var shadow: (offset: CGSize, blur: CGFloat, color: CGColor?)?

    package init(ctm: CGAffineTransform, clipBoundingBox: CGRect) {
        self.ctm = ctm
        self.clipBoundingBox = clipBoundingBox
    }
}
