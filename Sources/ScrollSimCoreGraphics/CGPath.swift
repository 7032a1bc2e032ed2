import Foundation

/// `CGPath`: a path, kept as the points it passes through so that its
/// `boundingBox` is known (a `CAShapeLayer`'s `path`, a layer's
/// `shadowPath`, `UIBezierPath.cgPath`). Nothing is drawn or hit-tested;
/// curves are bounded by their control points.
public class CGPath: @unchecked Sendable {
    /// The points the path's elements name, in order.
    package var points: [CGPoint]

    package init(points: [CGPoint]) {
        self.points = points
    }

    /// `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(points: Self.corners(of: rect).map { $0.applying(transform?.pointee ?? .identity) })
    }

    /// `CGPath(ellipseIn:transform:)`: bounded by `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect: rect, transform: transform)
    }

    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`: bounded by `rect`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect: rect, transform: transform)
    }

    /// `boundingBox`: the smallest rectangle holding every point of the
    /// path, control points included; `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `boundingBoxOfPath`: `boundingBox` (curves are bounded by their
    /// control points here).
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// `isEmpty`: whether the path has no elements.
    public var isEmpty: Bool { points.isEmpty }

    /// `currentPoint`: the last point, `.zero` for an empty path.
    public var currentPoint: CGPoint { points.last ?? .zero }

    /// `copy()`: an immutable copy.
    public func copy() -> CGPath? { CGPath(points: points) }

    /// `mutableCopy()`.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(points: points) }

    package static func corners(of rect: CGRect) -> [CGPoint] {
        let rect = rect.standardized
        return [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
    }
}

/// `CGMutablePath`: a path built element by element.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// `CGMutablePath()`: an empty path.
    public convenience init() {
        self.init(points: [])
    }

    /// `move(to:transform:)`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        points.append(point.applying(transform))
    }

    /// `addLine(to:transform:)`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        points.append(point.applying(transform))
    }

    /// `addLines(between:transform:)`.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        self.points += points.map { $0.applying(transform) }
    }

    /// `addQuadCurve(to:control:transform:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        points += [control, end].map { $0.applying(transform) }
    }

    /// `addCurve(to:control1:control2:transform:)`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        points += [control1, control2, end].map { $0.applying(transform) }
    }

    /// `addRect(_:transform:)`.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        points += Self.corners(of: rect).map { $0.applying(transform) }
    }

    /// `addRects(_:transform:)`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// `addEllipse(in:transform:)`: bounded by `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addRect(rect, transform: transform)
    }

    /// `addRoundedRect(in:cornerWidth:cornerHeight:transform:)`: bounded by `rect`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addRect(rect, transform: transform)
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`:
    /// bounded by the whole circle's square.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        addRect(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                transform: transform)
    }

    /// `addPath(_:transform:)`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        points += path.points.map { $0.applying(transform) }
    }

    /// `closeSubpath()`: closes nothing that needs drawing.
    public func closeSubpath() {}
}

/// `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
