import Foundation

/// `CGGradient`: colours at locations between 0 and 1, kept; nothing is
/// drawn (`CGContext.drawLinearGradient` is inert).
public final class CGGradient: @unchecked Sendable {
    /// The colours, in order.
    package let colors: [CGColor]
    /// The location of each colour, 0 to 1.
    package let locations: [CGFloat]

    /// `CGGradient(colorsSpace:colors:locations:)`: `colors` holds `CGColor`s;
    /// with `locations` nil, as Core Graphics documents, the first colour is
    /// at 0, the last at 1 and the others evenly between. `nil` when
    /// `colors` is empty or holds something other than a colour.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var kept: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            kept.append(color)
        }
        guard !kept.isEmpty else { return nil }
        self.colors = kept
        self.locations = Self.locations(locations, count: kept.count)
    }

    /// `CGGradient(colorSpace:colorComponents:locations:count:)`: `count`
    /// colours, each as the space's components followed by alpha. `nil` when
    /// `count` is not positive or the space has no components.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        let perColor = space.numberOfComponents + 1
        guard count > 0, perColor > 1 else { return nil }
        colors = (0..<count).map { index in
            let start = components + index * perColor
            if perColor == 2 { return CGColor(gray: start[0], alpha: start[1]) }
            return CGColor(red: start[0], green: start[1], blue: start[2], alpha: start[perColor - 1])
        }
        self.locations = Self.locations(locations, count: count)
    }

    private static func locations(_ given: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        if let given { return (0..<count).map { given[$0] } }
        guard count > 1 else { return [0] }
        return (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }
}

/// `CGGradientDrawingOptions`: whether a gradient's end colours extend past
/// its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// `drawsBeforeStartLocation`.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// `drawsAfterEndLocation`.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
