import Foundation

/// `CGContext`: a drawing destination whose state is kept and whose pixels
/// are not. The current path, the graphics-state stack (transformation
/// matrix, clip, colours, line and shadow settings) and the bitmap's size
/// behave as in Core Graphics, so code that sets them up and reads `ctm`,
/// `boundingBoxOfPath` or `boundingBoxOfClipPath` back sees Core Graphics'
/// values; painting calls (`fill`, `stroke`, `draw`, gradients) paint
/// nothing.
///
/// Paths are kept in device space, as Core Graphics keeps them: a point is
/// mapped by the transformation matrix current when it is added, and read
/// back in the user space current when it is read.
public final class CGContext {
    /// `width`: the bitmap's width in pixels.
    public let width: Int
    /// `height`: the bitmap's height in pixels.
    public let height: Int
    /// `colorSpace`: the bitmap's colour space.
    public let colorSpace: CGColorSpace?
    /// The current graphics state.
    package private(set) var gstate: CGContextGState
    /// The states `saveGState()` saved, oldest first.
    package private(set) var savedStates: [CGContextGState] = []
    /// The current path, in device space.
    private var devicePath = CGMutablePath()
    /// `textMatrix`: kept (no text is drawn). Not part of the graphics
    /// state, as in Core Graphics: `saveGState()`/`restoreGState()` leave it.
    public var textMatrix = CGAffineTransform.identity

    /// A bitmap context of `width` × `height` pixels whose user space is
    /// mapped to device space by `baseCTM`; the clip starts as the whole bitmap.
    package init(width: Int, height: Int, colorSpace: CGColorSpace?, baseCTM: CGAffineTransform) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.colorSpace = colorSpace
        gstate = CGContextGState(ctm: baseCTM,
                                 clipBoundingBox: CGRect(x: 0, y: 0, width: CGFloat(self.width), height: CGFloat(self.height)))
    }

    /// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`:
    /// a bitmap context of `width` × `height` pixels with the identity
    /// transformation (origin bottom left, as Core Graphics). `data` is never
    /// written. `nil` when a size is not positive, as Core Graphics refuses one.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, bitsPerComponent > 0 else { return nil }
        self.init(width: width, height: height, colorSpace: space, baseCTM: .identity)
    }

    // MARK: Graphics state

    /// `saveGState()`: pushes a copy of the graphics state.
    public func saveGState() {
        savedStates.append(gstate)
    }

    /// `restoreGState()`: pops the state the last `saveGState()` pushed;
    /// nothing when none is saved (Core Graphics logs an error).
    public func restoreGState() {
        if let saved = savedStates.popLast() { gstate = saved }
    }

    /// `ctm`: the current transformation matrix, user space to device space.
    public var ctm: CGAffineTransform { gstate.ctm }

    /// `translateBy(x:y:)`: moves user space's origin by (`tx`, `ty`) user units.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        gstate.ctm = gstate.ctm.translatedBy(x: tx, y: ty)
    }

    /// `scaleBy(x:y:)`: scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        gstate.ctm = gstate.ctm.scaledBy(x: sx, y: sy)
    }

    /// `rotate(by:)`: rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) {
        gstate.ctm = gstate.ctm.rotated(by: angle)
    }

    /// `concatenate(_:)`: applies `transform` to user space before the
    /// current matrix (the new matrix is `transform` × `ctm`).
    public func concatenate(_ transform: CGAffineTransform) {
        gstate.ctm = transform.concatenating(gstate.ctm)
    }

    /// `userSpaceToDeviceSpaceTransform`: the current transformation matrix.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { gstate.ctm }

    /// `convertToDeviceSpace(_:)`: `point` mapped by the current matrix.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(gstate.ctm) }

    /// `convertToUserSpace(_:)`: `point` mapped by the current matrix's inverse.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(gstate.ctm.inverted()) }

    /// `setFillColor(_:)`: kept; nothing is filled.
    public func setFillColor(_ color: CGColor) { gstate.fillColor = color }

    /// `setFillColor(red:green:blue:alpha:)`.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `setFillColor(gray:alpha:)`.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { gstate.fillColor = CGColor(gray: gray, alpha: alpha) }

    /// `setStrokeColor(_:)`: kept; nothing is stroked.
    public func setStrokeColor(_ color: CGColor) { gstate.strokeColor = color }

    /// `setStrokeColor(red:green:blue:alpha:)`.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `setStrokeColor(gray:alpha:)`.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { gstate.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// `setLineWidth(_:)`: kept (user-space units).
    public func setLineWidth(_ width: CGFloat) { gstate.lineWidth = width }

    /// `setLineCap(_:)`: kept.
    public func setLineCap(_ cap: CGLineCap) { gstate.lineCap = cap }

    /// `setLineJoin(_:)`: kept.
    public func setLineJoin(_ join: CGLineJoin) { gstate.lineJoin = join }

    /// `setAlpha(_:)`: kept.
    public func setAlpha(_ alpha: CGFloat) { gstate.alpha = alpha }

    /// `setBlendMode(_:)`: kept.
    public func setBlendMode(_ mode: CGBlendMode) { gstate.blendMode = mode }

    /// `setShouldAntialias(_:)`: kept.
    public func setShouldAntialias(_ shouldAntialias: Bool) { gstate.shouldAntialias = shouldAntialias }

    /// `setAllowsAntialiasing(_:)`: kept.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { gstate.allowsAntialiasing = allowsAntialiasing }

    /// `setTextDrawingMode(_:)`: kept.
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { gstate.textDrawingMode = mode }

    /// `interpolationQuality`: kept.
    public var interpolationQuality: CGInterpolationQuality {
        get { gstate.interpolationQuality }
        set { gstate.interpolationQuality = newValue }
    }

    /// `setShadow(offset:blur:)`: a shadow of black at 1/3 alpha, Core
    /// Graphics' default shadow colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        gstate.shadow = (offset, blur, CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// `setShadow(offset:blur:color:)`: a `nil` colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        gstate.shadow = color == nil ? nil : (offset, blur, color)
    }

    // MARK: Path

    /// `beginPath()`: empties the current path.
    public func beginPath() { devicePath = CGMutablePath() }

    /// `move(to:)`.
    public func move(to point: CGPoint) { devicePath.move(to: point, transform: gstate.ctm) }

    /// `addLine(to:)`.
    public func addLine(to point: CGPoint) { devicePath.addLine(to: point, transform: gstate.ctm) }

    /// `addLines(between:)`.
    public func addLines(between points: [CGPoint]) { devicePath.addLines(between: points, transform: gstate.ctm) }

    /// `addRect(_:)`.
    public func addRect(_ rect: CGRect) { devicePath.addRect(rect, transform: gstate.ctm) }

    /// `addRects(_:)`.
    public func addRects(_ rects: [CGRect]) { devicePath.addRects(rects, transform: gstate.ctm) }

    /// `addEllipse(in:)`: bounded by `rect`.
    public func addEllipse(in rect: CGRect) { devicePath.addEllipse(in: rect, transform: gstate.ctm) }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`: bounded by the
    /// whole circle's square (curves are bounded by their control points).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        devicePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                          clockwise: clockwise, transform: gstate.ctm)
    }

    /// `addArc(tangent1End:tangent2End:radius:)`: bounded by the two points.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        devicePath.addLines(between: [tangent1End, tangent2End], transform: gstate.ctm)
    }

    /// `addCurve(to:control1:control2:)`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: gstate.ctm)
    }

    /// `addQuadCurve(to:control:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        devicePath.addQuadCurve(to: end, control: control, transform: gstate.ctm)
    }

    /// `addPath(_:)`: `path`, mapped by the current matrix.
    public func addPath(_ path: CGPath) { devicePath.addPath(path, transform: gstate.ctm) }

    /// `closePath()`.
    public func closePath() { devicePath.closeSubpath() }

    /// `isPathEmpty`: whether the current path has no elements.
    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// `currentPointOfPath`: the path's last point in user space, `.zero`
    /// for an empty path (as Core Graphics).
    public var currentPointOfPath: CGPoint {
        devicePath.isEmpty ? .zero : convertToUserSpace(devicePath.currentPoint)
    }

    /// `boundingBoxOfPath`: the path's bounding box in user space,
    /// `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        devicePath.isEmpty ? .null : devicePath.boundingBox.applying(gstate.ctm.inverted())
    }

    /// `path`: a copy of the current path in user space, `nil` when empty.
    public var path: CGPath? {
        guard !devicePath.isEmpty else { return nil }
        let toUser = gstate.ctm.inverted()
        return CGPath(points: devicePath.points.map { $0.applying(toUser) })
    }

    // MARK: Painting (nothing is painted)

    /// `fillPath(using:)`: paints nothing and empties the current path.
    public func fillPath(using rule: CGPathFillRule = .winding) { beginPath() }

    /// `strokePath()`: paints nothing and empties the current path.
    public func strokePath() { beginPath() }

    /// `drawPath(using:)`: paints nothing and empties the current path.
    public func drawPath(using mode: CGPathDrawingMode) { beginPath() }

    /// `fill(_:)`: paints nothing and, as Core Graphics documents, empties
    /// the current path.
    public func fill(_ rect: CGRect) { beginPath() }

    /// `fill(_:)` for several rectangles: paints nothing and empties the current path.
    public func fill(_ rects: [CGRect]) { beginPath() }

    /// `fillEllipse(in:)`: paints nothing and, as Core Graphics documents,
    /// empties the current path.
    public func fillEllipse(in rect: CGRect) { beginPath() }

    /// `stroke(_:)`: paints nothing and empties the current path.
    public func stroke(_ rect: CGRect) { beginPath() }

    /// `stroke(_:width:)`: paints nothing and empties the current path.
    public func stroke(_ rect: CGRect, width: CGFloat) { beginPath() }

    /// `strokeEllipse(in:)`: paints nothing and empties the current path.
    public func strokeEllipse(in rect: CGRect) { beginPath() }

    /// `strokeLineSegments(between:)`: paints nothing and empties the current path.
    public func strokeLineSegments(between points: [CGPoint]) { beginPath() }

    /// `clear(_:)`: paints nothing; the current path is left as it is.
    public func clear(_ rect: CGRect) {}

    /// `draw(_:in:byTiling:)`: draws nothing.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}

    /// `drawLinearGradient(_:start:end:options:)`: draws nothing.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {}

    /// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`: draws nothing.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {}

    // MARK: Clipping

    /// `clip(using:)`: intersects the clip with the current path (as its
    /// bounding box) and empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        intersectClip(withDeviceRect: devicePath.isEmpty ? .null : devicePath.boundingBox)
        beginPath()
    }

    /// `clip(to:)`: intersects the clip with `rect` (user space).
    public func clip(to rect: CGRect) {
        intersectClip(withDeviceRect: rect.applying(gstate.ctm))
    }

    /// `clip(to:)` for several rectangles: intersects the clip with their union.
    public func clip(to rects: [CGRect]) {
        let union = rects.reduce(CGRect.null) { $0.union($1) }
        intersectClip(withDeviceRect: union.isNull ? .null : union.applying(gstate.ctm))
    }

    /// `clip(to:mask:)`: intersects the clip with `rect`; the mask's pixels are not kept.
    public func clip(to rect: CGRect, mask: CGImage) {
        clip(to: rect)
    }

    /// `boundingBoxOfClipPath`: the clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect {
        gstate.clipBoundingBox.isNull ? .null : gstate.clipBoundingBox.applying(gstate.ctm.inverted())
    }

    private func intersectClip(withDeviceRect rect: CGRect) {
        gstate.clipBoundingBox = rect.isNull ? .null : gstate.clipBoundingBox.intersection(rect)
    }

    // MARK: Images

    /// `makeImage()`: an image of the bitmap's size (its pixels are not kept).
    public func makeImage() -> CGImage? {
        CGImage(width: width, height: height)
    }
}
