import Foundation

/// The rule of `UIScrollView.scrollRectToVisible(_:animated:)`: the least
/// scroll that shows a rectangle, kept apart from the view so it can be
/// checked on its own.
enum ScrollRectToVisible {
    /// The content offset that shows `rect`, starting from `offset`.
    static func contentOffset(showing rect: CGRect, from offset: CGPoint, boundsSize: CGSize, contentSize: CGSize,
                              inset: UIEdgeInsets) -> CGPoint {
        let x = axisOffset(rectMin: rect.minX, rectLength: rect.width, offset: offset.x, length: boundsSize.width)
        let y = axisOffset(rectMin: rect.minY, rectLength: rect.height, offset: offset.y, length: boundsSize.height)
        if x == offset.x, y == offset.y { return offset }
        return clamped(CGPoint(x: x, y: y), boundsSize: boundsSize, contentSize: contentSize, inset: inset)
    }

    /// One axis: the offset unchanged when the span is inside the visible
    /// one; its near edge at the visible near edge when it starts before it
    /// or is longer; its far edge at the visible far edge otherwise.
    static func axisOffset(rectMin: CGFloat, rectLength: CGFloat, offset: CGFloat, length: CGFloat) -> CGFloat {
        let rectMax = rectMin + rectLength
        if rectMin >= offset, rectMax <= offset + length { return offset }
        if rectMin < offset || rectLength > length { return rectMin }
        return rectMax - length
    }

    /// `point` kept within the scrollable range: from `-inset` to the
    /// content's far edge plus the inset less the bounds (the near limit
    /// wins when the content is shorter than the bounds).
    static func clamped(_ point: CGPoint, boundsSize: CGSize, contentSize: CGSize, inset: UIEdgeInsets) -> CGPoint {
        let maxX = max(contentSize.width + inset.right - boundsSize.width, -inset.left)
        let maxY = max(contentSize.height + inset.bottom - boundsSize.height, -inset.top)
        return CGPoint(x: min(max(point.x, -inset.left), maxX), y: min(max(point.y, -inset.top), maxY))
    }
}
