import Foundation

// The closed sets `CGContext`'s painting calls take, with Core Graphics' raw
// values. They are kept in the graphics state; nothing is painted.

/// `CGPathFillRule`: which points a path's fill or clip holds.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// `CGPathDrawingMode`: what `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// `CGBlendMode`: how painted pixels combine with those below.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}

/// `CGTextDrawingMode`: how text is painted.
public enum CGTextDrawingMode: Int32, Sendable {
    case fill, stroke, fillStroke, invisible, fillClip, strokeClip, fillStrokeClip, clip
}

/// `CGInterpolationQuality`: how images are resampled.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, medium = 4, high = 3
}
