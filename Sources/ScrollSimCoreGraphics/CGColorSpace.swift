import Foundation

/// `CGColorSpace`: the colour model a colour, a gradient or a bitmap context
/// is described in, kept; nothing is converted.
public final class CGColorSpace: @unchecked Sendable {
    /// `model`: the colour space's model.
    public let model: CGColorSpaceModel

    package init(model: CGColorSpaceModel) {
        self.model = model
    }

    /// `numberOfComponents`: the colour components a colour of this space
    /// has, alpha left out (RGB: 3, monochrome: 1, CMYK: 4).
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .rgb, .lab, .XYZ: 3
        case .cmyk: 4
        case .unknown, .deviceN, .indexed, .pattern: 0
        }
    }
}

/// `CGColorSpaceModel`, with Core Graphics' raw values.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

/// `CGColorSpaceCreateDeviceRGB()`: an RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(model: .rgb)
}

/// `CGColorSpaceCreateDeviceGray()`: a monochrome colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(model: .monochrome)
}
