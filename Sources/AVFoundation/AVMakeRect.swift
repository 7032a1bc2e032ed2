import Foundation

/// `AVMakeRect(aspectRatio:insideRect:)`: the largest rectangle of
/// `aspectRatio`'s proportions that fits in `boundingRect`, centred in it
/// (Apple: "a scaled CGRect that maintains the aspect ratio specified by a
/// CGSize within a bounding CGRect"). Real geometry: the scale is
/// min(width ratio, height ratio). An `aspectRatio` without a positive,
/// finite width and height has no proportions: the result is then an empty
/// rectangle at the bounding rectangle's centre.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    let bounds = boundingRect.standardized
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    guard aspectRatio.width > 0, aspectRatio.height > 0, aspectRatio.width.isFinite, aspectRatio.height.isFinite else {
        return CGRect(origin: center, size: .zero)
    }
    let scale = min(bounds.width / aspectRatio.width, bounds.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
}
