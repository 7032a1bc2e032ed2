import Foundation

// UIKit's rectangle-drawing functions (UIGraphics.h). C functions, not
// main-actor isolated, like the other graphics-context functions
// (`UIGraphicsImageContext.swift`). They draw into the current context
// (`UIGraphicsGetCurrentContext()`), which keeps its state and no pixels;
// without a current context they do nothing, as UIKit's.

/// `UIRectFill(_:)`: fills `rect` with the context's fill colour, in
/// `.copy` blend mode for this call only (UIKit's documented mode).
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// `UIRectFillUsingBlendMode(_:_:)`: fills `rect` with the context's fill
/// colour in `blendMode`, for this call only.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    withCurrentContext(blendMode: blendMode) { $0.fill(rect) }
}

/// `UIRectFrame(_:)`: a one-point frame just inside `rect` in the fill
/// colour (not the stroke colour: the frame is filled, inside the
/// rectangle, so a clip to `rect` keeps it), in `.copy` blend mode.
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// `UIRectFrameUsingBlendMode(_:_:)`: as `UIRectFrame(_:)`, in `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    withCurrentContext(blendMode: blendMode) { $0.fill(frameEdges(of: rect)) }
}

/// `UIRectClip(_:)`: intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

/// The four one-point bands just inside `rect` that `UIRectFrame(_:)`
/// fills: top and bottom rows across the width, left and right columns
/// between them (none overlapping; a rectangle thinner than two points is
/// all frame).
func frameEdges(of rect: CGRect) -> [CGRect] {
    let rect = rect.standardized
    guard rect.width > 2, rect.height > 2 else { return [rect] }
    return [
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
        CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1),
        CGRect(x: rect.minX, y: rect.minY + 1, width: 1, height: rect.height - 2),
        CGRect(x: rect.maxX - 1, y: rect.minY + 1, width: 1, height: rect.height - 2),
    ]
}

/// Runs `draw` on the current context with `blendMode` for that call only.
private func withCurrentContext(blendMode: CGBlendMode, _ draw: (CGContext) -> Void) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    draw(context)
    context.restoreGState()
}
